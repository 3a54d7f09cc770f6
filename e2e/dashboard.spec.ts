import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkBothSchemes, screenshot } from './support/browser';
import { callApi, demoUserWithFamily, newPage, setUpJourneyApp } from './support/journey';

const app = setUpJourneyApp();
const PHONE = { width: 390, height: 844 };

/** Records, from the first byte, what happens to the server's HTML once the app runs. */
async function watchHydration(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { removedFromRoot: string[]; pageErrors: string[] };
    w.removedFromRoot = [];
    w.pageErrors = [];
    window.addEventListener('error', (e) => w.pageErrors.push(String(e.message)));
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element) w.removedFromRoot.push(node.outerHTML.slice(0, 120));
      }).observe(root, { childList: true, subtree: true });
    });
  });
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  });
  return apiCalls;
}

describe("a family's dashboard on a phone", () => {
  it('arrives rendered with real figures, needs no app to read, and starts the app on the first tap without redrawing', async () => {
    const page = await newPage(app.browser, app.server.url, PHONE);
    await demoUserWithFamily(page, app.server.url, 'The Rendered Family');
    const families = (await callApi(page, 'GET', '/api/user/families')) as { id: number }[];
    const familyId = families[0]?.id;
    const members = (await callApi(page, 'GET', `/api/families/${familyId}/family-members`)) as {
      id: number;
      isSelf: boolean;
    }[];
    const self = members.find((m) => m.isSelf);
    await callApi(page, 'PUT', `/api/family-members/${self?.id}/profile`, {
      lifestyle: { hobbies: ['Gardening'] },
    });
    await callApi(page, 'POST', '/api/tracked-ads', {
      familyMemberId: self?.id,
      categoryId: 7,
      title: 'Wooden garden planter',
      description: 'A cedar raised bed on sale',
      platform: 'instagram',
    });

    // A fresh visit: the page comes from the server with the figures in it.
    const apiCalls = await watchHydration(page);
    await page.goto(`${app.server.url}/dashboard`, { waitUntil: 'networkidle' });
    expect(await page.title()).toBe('Dashboard · GiftLens');
    expect(await page.getByRole('heading', { name: 'Family Dashboard' }).isVisible()).toBe(true);
    expect(await page.getByText('Wooden garden planter').isVisible()).toBe(true);
    expect(await page.getByRole('main').getByText('The Rendered Family').isVisible()).toBe(true);
    // Nothing has run or been asked: the app waits for the first tap, the data came with the page.
    expect(await page.locator('[data-app-ready]').count()).toBe(0);
    expect(apiCalls).toEqual([]);
    await screenshot(page, 'dashboard-server-rendered');

    // The phone menu is the browser's own: it opens on the first tap, with no app, and says so.
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.click();
    const menu = page.getByRole('dialog', { name: /^Hi, / });
    await expect.poll(() => menu.getByRole('link', { name: 'Family Profiles' }).isVisible()).toBe(true);
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('[data-app-ready]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    // The native popover's toggle event sets it, a moment after the menu closes.
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');

    // A tap on one of the app's own buttons before it runs is held, then pressed: the family
    // switcher in the menu opens its list inside the menu, above the page.
    await burger.click();
    await menu.getByRole('button', { name: /^Current family: The Rendered Family/ }).click();
    await expect.poll(() => page.locator('#root[data-app-ready]').count()).toBe(1);
    await expect
      .poll(() => page.getByRole('menuitem', { name: 'Manage Family Settings' }).isVisible())
      .toBe(true);

    // Hydration kept every element the server sent and asked again for none of its data.
    const { removedFromRoot, pageErrors } = await page.evaluate(() => {
      const w = window as unknown as { removedFromRoot: string[]; pageErrors: string[] };
      return { removedFromRoot: [...w.removedFromRoot], pageErrors: w.pageErrors };
    });
    expect(removedFromRoot).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    for (const path of ['/api/auth/user', '/api/user/families', '/api/analytics/stats', '/api/tracked-ads']) {
      expect(apiCalls).not.toContain(path);
    }

    // Running, the dashboard is the app's: its links navigate in place.
    await page.getByRole('link', { name: 'All tracked ads' }).click();
    await expect.poll(() => page.url()).toBe(`${app.server.url}/ad-history`);
    expect(await page.locator('#root[data-prerendered="app"]').count()).toBe(1);
    await page.goto(`${app.server.url}/dashboard`, { waitUntil: 'networkidle' });
    await checkBothSchemes(page, 'dashboard-server-rendered');
  });
});
