// The server's rendering of a signed-in user's dashboard, through the real routes, the real
// renderer (src/client/prerender.tsx) and a database. It lives outside src/server and
// src/client because it joins the two, which neither may import from the other.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as renderer from './client/prerender';
import { MAX_CONCURRENT_RENDERS, type PageRenderer } from './server/plugins/page-renderer';
import { adFixtures } from './server/test/ad-fixtures';
import { createTestApp, type TestApp, testConfig } from './server/test/test-app';

const SHELL = `<!doctype html><html><head><title>GiftLens</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

let clientDir: string;
let t: TestApp;
let f: ReturnType<typeof adFixtures>;

async function appWith(pageRenderer: PageRenderer) {
  const app = await createTestApp(testConfig(), { clientDir, renderer: pageRenderer });
  return { app, fixtures: adFixtures(app) };
}

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'giftlens-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), SHELL);
  ({ app: t, fixtures: f } = await appWith(renderer));
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** A family whose owner has started their profile, so `/` and /dashboard show the dashboard. */
async function familyWithDashboard(name = 'The Lees') {
  const owner = await f.user('owner', { firstName: 'Olive' });
  const family = await f.createFamily(owner, { name });
  const [self] = await f.get<{ id: number }[]>(owner, `/api/families/${family.id}/family-members`);
  if (!self) throw new Error('no own record');
  const res = await f.call(owner, 'PUT', `/api/family-members/${self.id}/profile`, {
    lifestyle: { hobbies: ['Hiking'] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { owner, family, selfId: self.id };
}

const page = (cookie: string | undefined, url = '/dashboard', headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, cookie, headers: { accept: 'text/html', ...headers } });

function renderedState(html: string) {
  const json = /<script type="application\/json" id="app-state">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no app state in the page');
  return JSON.parse(json) as {
    state: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    clock: { now: number; locale: string; timeZone: string };
  };
}

const isShell = (html: string) => html === SHELL;

describe('the dashboard rendered on the server', () => {
  it("arrives with the family's own figures, its title, and the answers it was rendered from", async () => {
    const { owner, selfId } = await familyWithDashboard();
    await f.track(owner, selfId, { title: 'Trail running shoes' });
    const res = await page(owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('Cookie');
    const html = res.body;
    expect(html).toContain('<div id="root" data-prerendered="app" data-app-part="app">');
    expect(html).toContain('<title>Dashboard · GiftLens</title>');
    expect(html).toContain('Family Dashboard');
    expect(html).toContain('The Lees');
    expect(html).toContain('Trail running shoes');
    // Ads Tracked: 1, from the stats route.
    expect(html).toMatch(/Ads Tracked<\/p><p[^>]*>1<\/p>/);
    const { state, clock } = renderedState(html);
    const keys = state.queries.map((q) => q.queryKey[0]);
    expect(keys).toEqual(
      expect.arrayContaining(['/api/auth/user', '/api/analytics/stats', '/api/tracked-ads']),
    );
    expect(Math.abs(clock.now - Date.now())).toBeLessThan(60_000);
    expect(clock.timeZone).toBe('UTC');
  });

  it('renders `/` as the dashboard too, and dates in the language the browser asks for', async () => {
    const { owner } = await familyWithDashboard();
    const res = await page(owner, '/', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(res.body).toContain('Family Dashboard');
    expect(renderedState(res.body).clock.locale).toBe('de-DE');
  });

  it('keeps a name full of markup as text, in the page and in its data', async () => {
    const evil = '</script><script>alert(1)</script><!--';
    const { owner } = await familyWithDashboard(evil);
    const html = (await page(owner)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    // Exactly one state script, and its data gives the name back as it was typed.
    expect(html.match(/<script type="application\/json"/g)).toHaveLength(1);
    const { state } = renderedState(html);
    const families = state.queries.find((q) => q.queryKey[0] === '/api/user/families')?.state.data;
    expect(families).toEqual([expect.objectContaining({ name: evil })]);
  });

  it("shows each user only their own family: another family's names never reach the page", async () => {
    const { owner, selfId } = await familyWithDashboard('The Hidden Family');
    await f.track(owner, selfId, { title: 'Secret birthday drone' });
    const other = await familyWithDashboard('The Neighbours');
    const html = (await page(other.owner)).body;
    expect(html).toContain('The Neighbours');
    expect(html).not.toContain('The Hidden Family');
    expect(html).not.toContain('Secret birthday drone');
  });

  it('sends the compressed page to browsers that accept it', async () => {
    const { owner } = await familyWithDashboard();
    const res = await page(owner, '/dashboard', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(renderedBody(res.rawPayload)));
  });
});

const renderedBody = (payload: Buffer) => brotliDecompressSync(payload).toString('utf8');

describe('the welcome rendered on the server', () => {
  it('greets a user without a family by name at / and /dashboard, with both ways in', async () => {
    const loner = await f.user('loner', { firstName: 'Lona' });
    for (const url of ['/', '/dashboard']) {
      const res = await page(loner, url);
      expect(res.statusCode, url).toBe(200);
      expect(isShell(res.body), url).toBe(false);
      expect(res.body, url).toContain('data-page="welcome"');
      expect(res.body, url).toContain('Welcome to GiftLens, Lona!');
      expect(res.body, url).toContain('Create your family');
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });
});

describe('pages the server leaves to the browser', () => {
  it('sends the plain shell without a session, with a session that no longer exists, and for HEAD', async () => {
    expect(isShell((await page(undefined)).body)).toBe(true);
    expect(isShell((await page('giftlens.sid=not-a-session')).body)).toBe(true);
    const { owner } = await familyWithDashboard();
    const head = await t.request({ method: 'HEAD', url: '/dashboard', cookie: owner });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
  });

  it('sends the shell to an owner who has not started their profile (the app opens the questionnaire)', async () => {
    const owner = await f.user('new-owner');
    await f.createFamily(owner);
    expect(isShell((await page(owner, '/')).body)).toBe(true);
  });

  it('sends the shell to an address with a query, which the app acts on first (a sign-in result)', async () => {
    const { owner } = await familyWithDashboard();
    expect(isShell((await page(owner, '/')).body)).toBe(false);
    expect(isShell((await page(owner, '/?googleAuth=success')).body)).toBe(true);
    expect(isShell((await page(owner, '/dashboard?x=1')).body)).toBe(true);
  });

  it('sends the shell for every other page', async () => {
    const { owner } = await familyWithDashboard();
    for (const url of ['/gift-ideas', '/family-profiles', '/dashboard/extra', '/account']) {
      expect(isShell((await page(owner, url)).body), url).toBe(true);
    }
  });

  it('sends the shell when the renderer fails or takes too long', { timeout: 20_000 }, async () => {
    const failing = await appWith({
      renderSignedIn: () => Promise.reject(new Error('render exploded')),
    });
    const hanging = await appWith({ renderSignedIn: () => new Promise(() => {}) });
    try {
      for (const { app, fixtures } of [failing, hanging]) {
        const owner = await fixtures.user('owner');
        const res = await app.request({ method: 'GET', url: '/dashboard', cookie: owner });
        expect(res.statusCode).toBe(200);
        expect(isShell(res.body)).toBe(true);
      }
    } finally {
      await failing.app.close();
      await hanging.app.close();
    }
  });

  it('renders a burst of the same page from one session once, and never gives it to another session', async () => {
    const renders: string[] = [];
    const counting = await appWith({
      async renderSignedIn(_url, call) {
        const user = await call('/api/auth/user');
        renders.push(user.body);
        await new Promise((resolve) => setTimeout(resolve, 200));
        const name = JSON.parse(user.body).firstName as string;
        return {
          html: `<main data-page="dashboard">${name}</main>`,
          title: 'Dashboard',
          state: {},
          clock: {},
        };
      },
    });
    try {
      const olive = await counting.fixtures.user('olive', { firstName: 'Olive' });
      const pete = await counting.fixtures.user('pete', { firstName: 'Pete' });
      const ask = (cookie: string) => counting.app.request({ method: 'GET', url: '/dashboard', cookie });
      const answers = await Promise.all([...Array.from({ length: 8 }, () => ask(olive)), ask(pete)]);
      expect(renders).toHaveLength(2);
      for (const res of answers.slice(0, 8)) expect(res.body).toContain('>Olive</main>');
      expect(answers[8]?.body).toContain('>Pete</main>');
      expect(answers[8]?.body).not.toContain('Olive');
    } finally {
      await counting.app.close();
    }
  });

  it('lets a page wait a moment for a free renderer before sending the shell', async () => {
    let rendering = 0;
    let most = 0;
    const slow = await appWith({
      async renderSignedIn(_url, call) {
        const user = JSON.parse((await call('/api/auth/user')).body) as { firstName: string };
        rendering += 1;
        most = Math.max(most, rendering);
        await new Promise((resolve) => setTimeout(resolve, 150));
        rendering -= 1;
        return {
          html: `<main data-page="dashboard">${user.firstName}</main>`,
          title: 'Dashboard',
          state: {},
          clock: {},
        };
      },
    });
    try {
      const users = await Promise.all(
        Array.from({ length: MAX_CONCURRENT_RENDERS + 2 }, (_, i) =>
          slow.fixtures.user(`waiter${i}`, { firstName: `Waiter${i}` }),
        ),
      );
      const answers = await Promise.all(
        users.map((cookie) => slow.app.request({ method: 'GET', url: '/dashboard', cookie })),
      );
      // Never more than the bound at once, and those beyond it were rendered once a slot freed.
      expect(most).toBe(MAX_CONCURRENT_RENDERS);
      for (const [i, res] of answers.entries()) expect(res.body).toContain(`>Waiter${i}</main>`);
    } finally {
      await slow.app.close();
    }
  });

  it('lets the renderer read but never change anything', async () => {
    const calls: string[] = [];
    const { owner } = await familyWithDashboard();
    const probing = await appWith({
      async renderSignedIn(_url, call) {
        calls.push(String((await call('/api/auth/user')).status));
        await expect(call('/not-api')).rejects.toThrow('Not an API path');
        return null;
      },
    });
    try {
      const res = await probing.app.request({ method: 'GET', url: '/dashboard', cookie: owner });
      expect(isShell(res.body)).toBe(true);
      // The session belongs to the other app's database: here it is unknown, so 401.
      expect(calls).toEqual(['401']);
    } finally {
      await probing.app.close();
    }
  });
});
