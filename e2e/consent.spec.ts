import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkBothSchemes, expectAccessible, screenshot } from './support/browser';
import { callApi, newPage, setUpJourneyApp, visible } from './support/journey';

const app = setUpJourneyApp({
  env: { ADSENSE_PUBLISHER_ID: 'ca-pub-1234567890123456', ADSENSE_SLOTS: 'default=1111111111' },
});

/** Calls the API from the page, as the signed-in user. */
/**
 * A browser for someone who has not chosen yet, recording every request that would leave the
 * app's origin (answered locally, so nothing reaches the internet from the test).
 */
async function watchedPage(viewport = { width: 390, height: 844 }) {
  const page = await newPage(app.browser, app.server.url, viewport, { consent: 'undecided' });
  const thirdParty: string[] = [];
  const origin = new URL(app.server.url).origin;
  await page.context().route(
    (url) => url.origin !== origin,
    (route) => {
      thirdParty.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
    },
  );
  return { page, thirdParty };
}

async function familyWithMembers(page: Page, name: string) {
  const family = await callApi(page, 'POST', '/api/family-accounts', { name });
  const grandpa = await callApi(page, 'POST', `/api/families/${family.id}/family-members`, {
    name: 'Grandpa Joe',
    relationship: 'Grandparent',
    age: 70,
    interests: ['Fishing'],
  });
  const child = await callApi(page, 'POST', `/api/families/${family.id}/family-members`, {
    name: 'Lily',
    relationship: 'Child',
    age: 6,
  });
  return { family, grandpa, child };
}

const signedIn = (page: Page) => page.evaluate(() => fetch('/api/auth/user').then((r) => r.status));

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on GiftLens' });

describe('cookie consent and banner ads', () => {
  it('requests nothing outside GiftLens before Accept all, then shows contextual ads, never on a child’s page, and stops at once on withdrawal', async () => {
    const { page, thirdParty } = await watchedPage();
    await page.goto(app.server.url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Continue as demo user' }).click();
    await expect.poll(() => signedIn(page)).toBe(200);
    const { grandpa, child } = await familyWithMembers(page, 'The Consent Family');
    await page.goto(`${app.server.url}/family-profiles/${grandpa.id}`);
    await expect.poll(() => banner(page).isVisible(), { timeout: 10_000 }).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'consent-banner-phone');
    expect(await page.getByTestId('banner-ad').count()).toBe(0);
    expect(thirdParty).toEqual([]);

    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => banner(page).isVisible()).toBe(false);
    await visible(page, "Ads based on Grandpa Joe's interests");
    await expect
      .poll(() => thirdParty.some((u) => u.startsWith('https://pagead2.googlesyndication.com/')))
      .toBe(true);
    await expect
      .poll(async () => (await callApi(page, 'GET', `/api/ad-impressions/member/${grandpa.id}`)).length)
      .toBe(1);
    expect(await callApi(page, 'GET', '/api/user/consent')).toMatchObject({
      marketing: true,
      personalization: true,
    });
    await page.goto(`${app.server.url}/ad-history?view=impressions`);
    await visible(page, 'Grandpa Joe · Member page');
    await expectAccessible(page);

    // A child's page never carries an ad, and nothing about the child is recorded.
    await page.goto(`${app.server.url}/family-profiles/${child.id}`);
    await visible(page, 'Lily');
    await page.waitForTimeout(500);
    expect(await page.getByTestId('banner-ad').count()).toBe(0);
    expect(await callApi(page, 'GET', `/api/ad-impressions/member/${child.id}`)).toEqual([]);

    // Withdrawing marketing in Cookie settings removes the ad without a reload.
    await page.goto(`${app.server.url}/family-profiles/${grandpa.id}`);
    await visible(page, "Ads based on Grandpa Joe's interests");
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.getByRole('switch', { name: /Marketing/ }).click();
    expect(await dialog.getByRole('switch', { name: /Marketing/ }).isChecked()).toBe(false);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save choices' }).click();
    await expect.poll(() => page.getByTestId('banner-ad').count()).toBe(0);
    expect(await callApi(page, 'GET', '/api/user/consent')).toMatchObject({ marketing: false });
    await page.context().close();
  });

  it('after Essential only, no request ever leaves GiftLens, on any page', async () => {
    app.issuer.signInNextAs({
      sub: 'google-essential',
      email: 'essential@example.com',
      given_name: 'Esme',
      family_name: 'Stone',
    });
    const { page, thirdParty } = await watchedPage({ width: 1440, height: 900 });
    await page.goto(app.server.url, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.waitForURL(
      (url) => url.origin === new URL(app.server.url).origin && url.pathname !== '/api/auth/google/callback',
    );
    await expect.poll(() => signedIn(page)).toBe(200);
    // The sign-in itself went to the (local) identity provider, as the person asked; from here on, nothing.
    thirdParty.length = 0;
    const { grandpa } = await familyWithMembers(page, 'The Essentials');
    await page.goto(`${app.server.url}/family-profiles/${grandpa.id}`);
    await expect.poll(() => banner(page).isVisible(), { timeout: 10_000 }).toBe(true);
    await screenshot(page, 'consent-banner-desktop');
    // Every axe rule in both schemes: in the dark one the privacy link in the banner's sentence
    // is told from the words around it by more than its colour.
    await checkBothSchemes(page, 'consent-banner-desktop', { strict: true });
    await banner(page).getByRole('button', { name: 'Essential only' }).click();
    await expect.poll(() => banner(page).isVisible()).toBe(false);
    expect(await callApi(page, 'GET', '/api/user/consent')).toMatchObject({
      analytics: false,
      personalization: false,
      marketing: false,
    });
    for (const path of [`/family-profiles/${grandpa.id}`, '/family-profiles', '/ad-history', '/account']) {
      await page.goto(`${app.server.url}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      expect(await banner(page).count(), path).toBe(0);
    }
    expect(await page.getByTestId('banner-ad').count()).toBe(0);
    expect(thirdParty).toEqual([]);
    await page.context().close();
  });
});
