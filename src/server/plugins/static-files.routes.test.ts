import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SIGN_IN_OPTIONS, landingPageFile } from '#common/landing';
import { createTestApp, type TestApp, testConfig } from '../test/test-app';
import { MAX_CONCURRENT_RENDERS, type PageRenderer, RENDER_WAIT_MS } from './page-renderer';

const SHELL = `<!doctype html><html><head><title>GiftLens</title></head><body><div id="root"></div></body></html>`;
const LANDING = `<!doctype html><html><head><title>GiftLens</title></head><body><h1>Landing</h1></body></html>`;

let clientDir: string;
let t: TestApp;
let member: string;
const rendered: string[] = [];
/** While set, every render waits for it (a slow render, to fill the renderer). */
let hold: Promise<void> | undefined;

/** Renders every page it is asked for (the real one renders only the dashboard), and notes which. */
const renderer: PageRenderer = {
  async renderSignedIn(url) {
    rendered.push(url);
    await hold;
    return { html: '<main>Rendered</main>', title: 'Rendered · GiftLens', state: {}, clock: {} };
  },
};

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'giftlens-static-'));
  writeFileSync(path.join(clientDir, 'index.html'), SHELL);
  for (const options of ALL_SIGN_IN_OPTIONS)
    writeFileSync(path.join(clientDir, landingPageFile(options)), LANDING);
  t = await createTestApp(testConfig(), { clientDir, renderer });
  member = await t.signIn('static-pages@example.com');
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const page = (url: string, cookie?: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.request({ method, url, cookie, headers: { accept: 'text/html' } });

/** One address of each page of the app, written out by hand so a page dropped from the list shows. */
const APP_PAGES = [
  '/dashboard',
  '/dashboard/',
  '/instagram-feed',
  '/family-profiles',
  '/family-profiles/42',
  '/family-members/42',
  '/ad-history',
  '/track-ad?title=Sneakers&url=https%3A%2F%2Fexample.com',
  '/gift-ideas?member=3',
  '/data-imports',
  '/account',
  '/oauth-dashboard',
  '/analytics?member=3',
  '/onboarding',
  '/onboarding/7',
  '/join/ABCD2345',
  '/privacy-policy',
  '/privacy',
  '/terms',
  '/data-deletion',
  '/Terms',
];

const NOT_PAGES = [
  '/no-such-page',
  '/dashboard/extra',
  '/family-profiles/42/photos',
  '/join',
  '/privacy/more',
];

describe('pages of the app', () => {
  it('answers every page of the app 200, to visitors (with the app shell) and to members', async () => {
    for (const url of APP_PAGES) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
      // This test's renderer renders any page it is asked for.
      expect((await page(url, member)).statusCode, url).toBe(200);
    }
  });

  it('answers `/` to a visitor with the prerendered landing page', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(LANDING);
  });

  it("renders a member's dashboard on the server", async () => {
    rendered.length = 0;
    for (const url of ['/', '/dashboard']) {
      const res = await page(url, member);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<main>Rendered</main>');
    }
    expect(rendered).toEqual(['/', '/dashboard']);
  });

  it('renders a few pages at once, sends the shell to those that waited too long, while the API stays quick', async () => {
    let release = () => {};
    hold = new Promise((resolve) => {
      release = resolve;
    });
    const before = rendered.length;
    const cookies = await Promise.all(
      Array.from({ length: MAX_CONCURRENT_RENDERS + 2 }, (_, i) => t.signIn(`waiting-${i}@example.com`)),
    );
    let answered = 0;
    const asked = performance.now();
    const loads = [...cookies, cookies[0] as string].map((cookie) =>
      page('/dashboard', cookie).then((res) => {
        answered += 1;
        return { res, after: performance.now() - asked };
      }),
    );
    await expect.poll(() => rendered.length - before).toBe(MAX_CONCURRENT_RENDERS);
    const started = Date.now();
    const health = await t.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(500);
    // The two beyond the bound waited for a free renderer, then had their shell.
    await expect.poll(() => answered, { timeout: RENDER_WAIT_MS + 2_000 }).toBe(2);
    release();
    hold = undefined;
    const answers = await Promise.all(loads);
    const bodies = answers.map(({ res }) => res.body);
    // The first session asked twice at once and shared one render.
    expect(bodies.filter((b) => b.includes('<main>Rendered</main>'))).toHaveLength(
      MAX_CONCURRENT_RENDERS + 1,
    );
    const shells = answers.filter(({ res }) => res.body.includes('<div id="root"></div>'));
    expect(shells).toHaveLength(2);
    for (const { after } of shells) expect(after).toBeGreaterThanOrEqual(RENDER_WAIT_MS - 50);
    expect(rendered.length - before).toBe(MAX_CONCURRENT_RENDERS);
    // Free again once those finished.
    expect((await page('/dashboard', member)).body).toContain('<main>Rendered</main>');
  });

  it("answers a path the app has no page for 404, with the shell that shows the app's not-found page", async () => {
    rendered.length = 0;
    for (const cookie of [undefined, member]) {
      for (const url of NOT_PAGES) {
        const res = await page(url, cookie);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toContain('text/html');
        expect(res.body, url).toBe(SHELL);
      }
    }
    const head = await page('/no-such-page', member, 'HEAD');
    expect(head.statusCode).toBe(404);
    // Nothing to render: the server never asks the renderer for a page the app does not have.
    expect(rendered).toEqual([]);
  });

  it('answers a missing file and an unknown API path with a JSON 404 naming the address', async () => {
    const file = await page('/no-such-file.png');
    expect(file.statusCode).toBe(404);
    expect(file.json()).toEqual({ code: 'not_found', message: 'Not found: GET /no-such-file.png' });
    const api = await page('/api/no-such-thing?secret=1', member);
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 'not_found', message: 'Not found: GET /api/no-such-thing' });
  });
});
