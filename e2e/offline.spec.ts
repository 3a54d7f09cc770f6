import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkBothSchemes, expectNoSideScroll } from './support/browser';
import { demoUserWithFamily, newPage, setUpJourneyApp, visible } from './support/journey';

const app = setUpJourneyApp();
const PHONE = { width: 390, height: 844 };

/** Waits until the service worker kept every file its build lists (the shell and each page's code). */
async function everythingKept(page: Page) {
  const expected = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const source = await (await fetch('/sw.js')).text();
    const files = JSON.parse(source.match(/const FILES = (\{.*\});/)?.[1] ?? '{}');
    // The lists, the shell and the colour-scheme script.
    return files.start.length + files.later.length + 2;
  });
  const kept = () =>
    page.evaluate(async () => {
      let n = 0;
      for (const key of await caches.keys()) n += (await (await caches.open(key)).keys()).length;
      return n;
    });
  await expect.poll(kept, { timeout: 20_000 }).toBeGreaterThanOrEqual(expected);
}

describe('GiftLens without a connection, on a phone', () => {
  let page: Page;

  it('keeps the shell and every page once signed in', async () => {
    page = await newPage(app.browser, app.server.url, PHONE);
    await demoUserWithFamily(page, app.server.url, 'The Offline Family');
    await everythingKept(page);
  });

  it('opens a page never visited with its header and a clear offline notice, not a browser error', async () => {
    await page.context().setOffline(true);
    await page.goto(`${app.server.url}/ad-history`);
    await visible(page, 'You are offline');
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);
    expect(await page.getByText('Sign in to continue').count()).toBe(0);
    await expectNoSideScroll(page);
    await checkBothSchemes(page, 'offline-ad-history');
  });

  it('opens the home page offline the same way, not the landing page', async () => {
    await page.goto(`${app.server.url}/`);
    await visible(page, 'You are offline');
    expect(await page.getByRole('button', { name: 'Continue as demo user' }).count()).toBe(0);
  });

  it('fills the page in by itself when the connection is back', async () => {
    await page.goto(`${app.server.url}/family-profiles`);
    await visible(page, 'You are offline');
    await page.context().setOffline(false);
    const heading = page.getByRole('heading', { name: 'The Offline Family' });
    await expect.poll(() => heading.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByText('You are offline').count()).toBe(0);
  });
});
