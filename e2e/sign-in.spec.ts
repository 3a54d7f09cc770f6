import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, screenshot } from './support/browser';
import { demoUserWithFamily } from './support/journey';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a visitor', () => {
  it('sees the landing page with the tagline, how it works and the sign-in buttons', async () => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.getByRole('heading', { name: 'Smart Gift Ideas from Family Ad Patterns' }).isVisible())
      .toBe(true);
    expect(await page.getByText('Free to get started • No credit card required').isVisible()).toBe(true);
    for (const step of ['1. Track Ads', '2. AI Analysis', '3. Perfect Gifts']) {
      expect(await page.getByRole('heading', { name: step }).isVisible()).toBe(true);
    }
    // This server has neither Google nor Facebook configured: no button leads to them.
    expect(await page.getByRole('button', { name: 'Continue as demo user' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Continue with Google' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Continue with Facebook' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Privacy Policy' }).isVisible()).toBe(true);
    expect(await page.getByText(`© ${new Date().getFullYear()} GiftLens`).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'landing-desktop');
    // The whole page is there from HTML; the app has not run, and runs on the first tap.
    expect(await page.locator('[data-app-ready]').count()).toBe(0);
    // The sign-in menu is the browser's own popover: it opens, and signs in, with no app at all.
    await page.getByRole('button', { name: 'Login' }).click();
    const menu = page.locator('[data-login-menu]');
    await expect
      .poll(() => menu.getByRole('button', { name: 'Continue as demo user' }).isVisible())
      .toBe(true);
    expect(await page.locator('[data-app-ready]').count()).toBe(0);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Login' }).click();
    await menu.getByRole('button', { name: 'Continue as demo user' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: /^Welcome to GiftLens/ }).isVisible())
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('gets the 404 page for an unknown route and a JSON 404 for an unknown API path', async () => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/no-such-page`);
    // The server answers 404 and still sends the app, whose own not-found page shows.
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    await expectAccessible(page);
    const res = await fetch(`${server.url}/api/no-such-thing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'not_found', message: 'Not found: GET /api/no-such-thing' });
    await context.close();
  });

  it('is told clearly when a sign-in provider is not set up', async () => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    // No button leads there any more; an old bookmark or link still gets a clear answer.
    await page.goto(`${server.url}/api/auth/google`, { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.getByText('That sign-in method is not set up on this server.').isVisible())
      .toBe(true);
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });
});

describe('the demo user', () => {
  it('signs in with one click, sees the signed-in header, and logs out', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Continue as demo user' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: /Account menu for Demo/ }).isVisible())
      .toBe(true);
    // No family yet: the signed-in home welcomes them in place (decision 0017).
    await expect
      .poll(() => page.getByRole('heading', { name: 'Welcome to GiftLens, Demo!' }).isVisible())
      .toBe(true);
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Feed/ }).isVisible(),
    ).toBe(true);
    await screenshot(page, 'home-signed-in-desktop');

    await page.getByRole('button', { name: /Account menu for Demo/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Smart Gift Ideas from Family Ad Patterns' }).isVisible())
      .toBe(true);
    const cookies = await context.cookies();
    const res = await fetch(`${server.url}/api/auth/user`, {
      headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect(res.status).toBe(401);
    await context.close();
  });

  it('uses the slide-out menu on a phone', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Continue as demo user' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.getByRole('link', { name: 'Family Profiles' }).isVisible()).toBe(true);
    await page.waitForTimeout(400); // let the drawer finish sliding in before the picture
    await screenshot(page, 'menu-phone');
    await drawer.getByRole('link', { name: 'Ad History' }).click();
    // Ad History needs a family: without one the page welcomes them in place.
    await expect.poll(() => page.title()).toBe('Ad History · GiftLens');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Welcome to GiftLens, Demo!' }).isVisible())
      .toBe(true);
    // The menu closes as the page changes; axe would catch its title fading out.
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });

  it('keeps the header and says plainly that it is offline when a page cannot load, then reloads', async () => {
    const context = await browser.newContext({
      reducedMotion: 'reduce',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await demoUserWithFamily(page, server.url, 'The Offline Family');
    // Ad History's code has not been loaded yet, and now cannot be.
    await context.setOffline(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ad History' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'You are offline' }).isVisible()).toBe(true);
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByText(/Hey developer/).count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.title()).toBe('Ad History · GiftLens');
    await expect.poll(() => page.getByRole('heading', { name: 'You are offline' }).count()).toBe(0);
    await context.close();
  });
});
