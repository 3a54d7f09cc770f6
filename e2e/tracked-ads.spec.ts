import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkBothSchemes, expectAccessible, expectTapTargets, screenshot } from './support/browser';
import { callApi, choose, newPage, setUpJourneyApp, visible } from './support/journey';

const app = setUpJourneyApp();

// A real PNG, checked by its bytes and re-encoded by the server.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const CARA = {
  sub: 'google-cara-ads',
  email: 'cara.ads@example.com',
  given_name: 'Cara',
  family_name: 'Mills',
};

/** Picks a segment of a Mantine SegmentedControl: its radio is hidden, so click its label as a person would. */
async function segment(page: Page, name: string) {
  const id = await page.getByRole('radio', { name, exact: true }).getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
}

// One journey in steps (each its own test, so none nears the timeout); a step starts where the
// one before it ended.
describe('tracking the ads a family sees', () => {
  let page: Page;
  let self: { id: number };
  const jumper = () => page.getByRole('article', { name: 'Cosy wool jumper' });
  const zara = () => page.getByRole('article', { name: 'Ad from Zara' });

  it('tracks an ad shared from a phone after signing in, with its photo', async () => {
    // Cara has a family and answered the questionnaire.
    app.issuer.signInNextAs(CARA);
    const setup = await newPage(app.browser, app.server.url);
    await setup.goto(app.server.url, { waitUntil: 'networkidle' });
    await setup.getByRole('link', { name: 'Continue with Google' }).click();
    await expect.poll(() => setup.getByRole('button', { name: 'Create Family' }).isVisible()).toBe(true);
    const family = await callApi(setup, 'POST', '/api/family-accounts', { name: 'The Mills' });
    [self] = await callApi(setup, 'GET', `/api/families/${family.id}/family-members`);
    await callApi(setup, 'PUT', `/api/family-members/${self.id}/profile`, {
      lifestyle: { hobbies: ['Gardening'], lifeStage: 'established-career', workLifeBalance: 'balanced' },
    });
    await setup.context().close();

    // On her phone she shares an Instagram post to GiftLens: a visitor, she signs in first.
    const shared = new URLSearchParams({
      title: 'Cosy wool jumper',
      text: 'Only $29 this week https://www.instagram.com/p/jumper123/',
    });
    page = await newPage(app.browser, app.server.url, { width: 390, height: 844 });
    await page.goto(`${app.server.url}/track-ad?${shared}`, { waitUntil: 'networkidle' });
    await visible(page, 'Sign in to continue');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    const quick = page.getByRole('dialog', { name: 'Quick Track Ad' });
    await expect
      .poll(() => quick.getByRole('textbox', { name: 'Title' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await quick.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Cosy wool jumper');
    expect(await quick.getByRole('textbox', { name: 'Link' }).inputValue()).toBe(
      'https://www.instagram.com/p/jumper123/',
    );
    expect(await quick.getByRole('textbox', { name: /Short description/ }).inputValue()).toBe(
      'Only $29 this week',
    );
    expect(await quick.getByRole('button', { name: 'Instagram' }).getAttribute('aria-pressed')).toBe('true');
    expect(await quick.getByRole('button', { name: 'Track Ad' }).isDisabled()).toBe(true);
    await choose(page, /Family member/, 'Cara Mills (Self)');
    await choose(page, /Category/, 'Fashion & Accessories');
    await choose(page, /Estimated price range/, '$25 - $50');
    await quick
      .getByLabel('Ad photo file')
      .setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => quick.getByRole('img', { name: /not saved yet/ }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'quick-track-ad-phone');
    await quick.getByRole('button', { name: 'Track Ad' }).click();
    await visible(page, 'Ad tracked successfully!');
    // What the ad taught shows before the dialog closes.
    await expect.poll(() => quick.getByText("Saved to Cara Mills's ads.").isVisible()).toBe(true);
    await screenshot(page, 'quick-track-ad-saved-phone');
    await quick.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => quick.isVisible()).toBe(false);
    await expect.poll(() => jumper().isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await jumper().getByRole('img').first().getAttribute('src')).toMatch(
      /\/api\/tracked-ads\/\d+\/photo\?v=\d+$/,
    );
  });

  it('logs an ad with its targeting reasons and reads both in Ad History, as a feed and a filtered list', async () => {
    // At her desk she logs an ad with its "Why am I seeing this ad?" reasons from the user menu.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Ad Insights Data' }).click();
    const insights = page.getByRole('dialog', { name: 'Track "Why Am I Seeing This Ad?"' });
    await expect.poll(() => insights.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);
    await choose(page, /Family member/, 'Cara Mills (Self)');
    await choose(page, /Platform/, 'Facebook');
    await visible(page, 'Finding the targeting info on Facebook');
    await choose(page, /Category/, 'Fashion & Accessories');
    await insights.getByRole('textbox', { name: /Ad description/ }).fill('Autumn wool coats');
    await insights.getByRole('textbox', { name: /Advertiser/ }).fill('Zara');
    const reasons = insights.getByRole('combobox', { name: /Targeting reasons/ });
    await reasons.click();
    await page.getByRole('option', { name: 'Interests: Fashion, Beauty, Shopping' }).click();
    await reasons.fill('Retargeting campaign');
    await reasons.press('Enter');
    await reasons.fill('Age and location');
    await reasons.press('Enter');
    await insights.getByRole('button', { name: 'Analyze Targeting Insights' }).click();
    const card = insights.getByRole('region', { name: 'AI Insights' });
    await expect.poll(() => card.getByText('Confidence 90%, high').count()).toBe(1);
    expect(await card.getByText('Retargeted user').isVisible()).toBe(true);
    await expectAccessible(page);
    // Every axe rule in both schemes: the AI Insights heading follows the dialog's title in order.
    await checkBothSchemes(page, 'insights-dialog', { dialog: true, strict: true });
    await screenshot(page, 'insights-dialog');
    await insights.getByRole('button', { name: 'Track Ad Insights' }).click();
    await visible(page, 'Ad insights tracked successfully!');

    // Ad History: both ads, as a feed and as a list, with filters.
    await page.goto(`${app.server.url}/ad-history`, { waitUntil: 'networkidle' });
    await expect.poll(() => zara().isVisible()).toBe(true);
    expect(await jumper().isVisible()).toBe(true);
    expect(await zara().getByText('Retargeted user').isVisible()).toBe(true);
    // Every axe rule in both schemes: each ad's heading, then its AI Insights, under the page's.
    await checkBothSchemes(page, 'ad-history-feed', { strict: true });
    await screenshot(page, 'ad-history-feed');
    // On a phone each ad's Edit and Delete take a finger's width.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectTapTargets(page.getByRole('button', { name: /^(Edit|Delete) the ad / }));
    await checkBothSchemes(page, 'ad-history-feed-phone', { strict: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await segment(page, 'List');
    const rows = page.getByRole('table', { name: 'Tracked ads' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Search' }).fill('zara');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    expect(new URL(page.url()).searchParams.get('q')).toBe('zara');
    await page.getByRole('textbox', { name: 'Search' }).fill('');
    await segment(page, '24 hours');
    await expect.poll(() => rows.count()).toBe(3);
    await choose(page, 'Member', 'Cara Mills (2)');
    await expect.poll(() => new URL(page.url()).searchParams.get('member')).toBe(String(self.id));
    await expect.poll(() => rows.count()).toBe(3);
  });

  it('explains what GiftLens learned on the member page and /analytics, and forgets a deleted ad', async () => {
    // The member page counts them and says what GiftLens learned, and why.
    await page.goto(`${app.server.url}/family-profiles/${self.id}`, { waitUntil: 'networkidle' });
    const summary = page.getByRole('region', { name: 'Activity Summary' });
    await expect.poll(() => summary.getByText('2', { exact: true }).first().isVisible()).toBe(true);
    const interests = page.getByRole('region', { name: 'Interests' });
    await expect.poll(() => interests.getByText('ad targeting: "Interests: Fashion"').isVisible()).toBe(true);
    expect(await interests.getByText('listed as a hobby').isVisible()).toBe(true);
    const recent = page.getByRole('region', { name: 'Recent Ads' });
    expect(await recent.getByText('Ad from Zara').isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'member-page-ads');

    // /analytics for her: the charts render, with the figures for screen readers too.
    await recent.getByRole('link', { name: 'View ad analytics' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Analytics' }).isVisible()).toBe(true);
    const byCategory = page.getByRole('region', { name: 'Ads by category' });
    await expect
      .poll(() => byCategory.locator('svg .recharts-bar-rectangle').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(
      await page.getByRole('region', { name: 'Ads by platform' }).locator('svg').count(),
    ).toBeGreaterThan(0);
    expect(
      await page
        .getByRole('region', { name: 'Top advertisers' })
        .getByRole('rowheader', { name: 'Zara' })
        .count(),
    ).toBe(1);
    expect(
      await page
        .getByRole('region', { name: 'Targeting behaviours seen' })
        .getByRole('rowheader', { name: 'Retargeted user' })
        .count(),
    ).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'analytics-member');

    // Deleting the insights ad makes GiftLens forget what it learned from it.
    await page.goto(`${app.server.url}/ad-history`, { waitUntil: 'networkidle' });
    await zara().getByRole('button', { name: 'Delete the ad "Ad from Zara"' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this ad?' })
      .getByRole('button', { name: 'Delete ad' })
      .click();
    await visible(page, 'GiftLens has forgotten what it learned from it.');
    await expect.poll(() => zara().count()).toBe(0);
    await page.goto(`${app.server.url}/family-profiles/${self.id}`, { waitUntil: 'networkidle' });
    await expect.poll(() => interests.getByText('listed as a hobby').isVisible()).toBe(true);
    expect(await interests.getByText(/ad targeting/).count()).toBe(0);
  });

  it("keeps only the app's static files and its empty shell in the service worker's cache, never API answers", async () => {
    const cached = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      const files: { path: string; text: string }[] = [];
      for (const key of await caches.keys()) {
        const cache = await caches.open(key);
        for (const request of await cache.keys()) {
          const path = new URL(request.url).pathname;
          const text = path.startsWith('/assets/')
            ? ''
            : ((await (await cache.match(request))?.text()) ?? '');
          files.push({ path, text });
        }
      }
      return files;
    });
    expect(cached.length).toBeGreaterThan(0);
    const others = cached.filter((file) => !file.path.startsWith('/assets/'));
    expect(others.map((file) => file.path).sort()).toEqual(['/color-scheme.js', '/index.html']);
    // The shell is the same for everyone: an empty root, no one's name or data in it.
    const shell = others.find((file) => file.path === '/index.html')?.text ?? '';
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('app-state');
  });
});
