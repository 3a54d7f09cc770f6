import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkBothSchemes, expectAccessible, expectTapTargets, screenshot } from './support/browser';
import { callApi, newPage, setUpJourneyApp, visible } from './support/journey';

const app = setUpJourneyApp();

// A real PNG (1×1), re-encoded by the server: Dana's own photo, shown in the story bar.
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const DANA = {
  sub: 'google-dana-feed',
  email: 'dana.feed@example.com',
  given_name: 'Dana',
  family_name: 'Reyes',
};

/** Calls the API from the page, as the signed-in user. */
const articles = (page: Page) => page.getByRole('feed').getByRole('article');

describe('the feed', () => {
  it("browses a member's feed on a phone, likes an ad, generates again and sees the like in the profile", async () => {
    app.issuer.signInNextAs(DANA);
    const page = await newPage(app.browser, app.server.url);
    await page.goto(app.server.url, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Create Family' }).isVisible()).toBe(true);
    const family = await callApi(page, 'POST', '/api/family-accounts', { name: 'The Reyes' });
    const [self] = await callApi(page, 'GET', `/api/families/${family.id}/family-members`);
    await callApi(page, 'PUT', `/api/family-members/${self.id}/profile`, {
      lifestyle: { hobbies: ['Gardening'], lifeStage: 'established-career', workLifeBalance: 'balanced' },
    });
    const mia = await callApi(page, 'POST', `/api/families/${family.id}/family-members`, {
      name: 'Mia',
      relationship: 'Child',
      age: 9,
    });
    await callApi(page, 'PUT', `/api/family-members/${mia.id}/profile`, {
      lifestyle: { hobbies: ['Dogs', 'Drawing'], lifeStage: 'student', workLifeBalance: 'balanced' },
    });
    await callApi(page, 'PATCH', `/api/family-members/${self.id}/profile-picture`, {
      profileImage: PNG_DATA_URL,
    });

    // On her phone, the feed opens on the first member; Next steps to Mia.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.server.url}/instagram-feed`, { waitUntil: 'networkidle' });
    await visible(page, "Dana Reyes's feed is empty");
    expect(await page.getByRole('button', { name: "Dana Reyes's feed" }).getAttribute('aria-current')).toBe(
      'true',
    );
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next member' }).click();
    await visible(page, "Mia's feed is empty");
    expect(await page.getByRole('button', { name: "Mia's feed" }).getAttribute('aria-current')).toBe('true');
    const complete = page.getByRole('link', { name: "Complete Mia's profile" });
    expect(await complete.getAttribute('href')).toBe(`/onboarding/${mia.id}`);

    // Ads: fifteen cards, each explained in the words of Mia's profile.
    await page.getByRole('navigation', { name: 'Generate' }).getByRole('button', { name: 'Ads' }).click();
    await expect.poll(() => articles(page).count(), { timeout: 15_000 }).toBeGreaterThan(1);
    const first = articles(page).first();
    const why = first.getByRole('button', { name: "Why you're seeing this" });
    await why.click();
    await expect
      .poll(() => first.getByText(/^Shown because Mia listed (Dogs|Drawing) as a hobby\./).isVisible())
      .toBe(true);
    // A finger's width on a phone, like the Like and Dislike beside it.
    await expectTapTargets(why);
    await expectTapTargets(first.getByRole('button', { name: /^(Like|Dislike): / }));
    await screenshot(page, 'feed-phone');
    if (process.env.E2E_SCREENSHOTS) {
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/feed-phone-screen-1.png` });
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/feed-phone-screen-2.png` });
      await page.mouse.wheel(0, -700);
    }
    // Every axe rule in both schemes: the cards' headings in order under the page's, and Dana's
    // photo in the story bar saying nothing its button does not.
    await checkBothSchemes(page, 'feed-phone-why', { strict: true });

    // The image loaded, so the ad was recorded as shown, once.
    const title = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await expect
      .poll(async () => (await callApi(page, 'GET', `/api/instagram-ads?memberId=${mia.id}`)).items[0].shown)
      .toBe(true);

    // Like it: the toggle is pressed, and GiftLens learned from it.
    const like = first.getByRole('button', { name: /^Like: / });
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(await first.getByRole('button', { name: /^Dislike: / }).getAttribute('aria-pressed')).toBe(
      'false',
    );

    // Generate again: a new batch on top, and more pages below as the feed scrolls.
    await page.getByRole('navigation', { name: 'Generate' }).getByRole('button', { name: 'Ads' }).click();
    await expect
      .poll(async () => (await callApi(page, 'GET', `/api/instagram-ads?memberId=${mia.id}`)).nextCursor)
      .not.toBeNull();
    await expect
      .poll(() => articles(page).first().getByRole('heading', { level: 3 }).textContent())
      .not.toBe(title);
    for (let i = 0; i < 40; i++) {
      await page.mouse.wheel(0, 2000);
      if ((await page.locator('article[aria-posinset="20"]').count()) > 0) break;
      await page.waitForTimeout(150);
    }
    expect(await page.locator('article[aria-posinset="20"]').count()).toBe(1);
    // Virtualised: far fewer cards in the page than in the feed.
    expect(await articles(page).count()).toBeLessThan(15);

    // Smart: more ads and gift ideas together; the ideas appear among the ads.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('navigation', { name: 'Generate' }).getByRole('button', { name: 'Smart' }).click();
    await visible(page, /gift ideas for Mia/);
    await expect
      .poll(() => page.getByRole('article', { name: /^Gift idea: / }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expectAccessible(page, { strict: true });

    // The like moved Mia's interest profile: the member page shows it as evidence.
    await page.goto(`${app.server.url}/family-profiles/${mia.id}`, { waitUntil: 'networkidle' });
    await visible(page, `liked “${title}” in the feed`);
  });

  it('lays the feed out for a desktop too', async () => {
    app.issuer.signInNextAs({ ...DANA, sub: 'google-dana-feed-2', email: 'dana.desk@example.com' });
    const page = await newPage(app.browser, app.server.url, { width: 1440, height: 900 });
    await page.goto(app.server.url, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Create Family' }).isVisible()).toBe(true);
    const family = await callApi(page, 'POST', '/api/family-accounts', { name: 'The Desk Reyes' });
    const [self] = await callApi(page, 'GET', `/api/families/${family.id}/family-members`);
    await callApi(page, 'PUT', `/api/family-members/${self.id}/profile`, {
      lifestyle: { hobbies: ['Gardening'], lifeStage: 'established-career', workLifeBalance: 'balanced' },
    });
    await callApi(page, 'POST', `/api/instagram-ads/generate/${self.id}`, { count: 6 });
    await page.goto(`${app.server.url}/instagram-feed`, { waitUntil: 'networkidle' });
    await expect.poll(() => articles(page).count(), { timeout: 15_000 }).toBeGreaterThan(1);
    await screenshot(page, 'feed-desktop');
    await checkBothSchemes(page, 'feed-desktop', { strict: true });
  });
});
