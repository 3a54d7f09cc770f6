import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkBothSchemes, expectAccessible, screenshot } from './support/browser';
import { callApi, choose, newPage, setUpJourneyApp, visible } from './support/journey';

const app = setUpJourneyApp();

const DORA = {
  sub: 'google-dora-gifts',
  email: 'dora.gifts@example.com',
  given_name: 'Dora',
  family_name: 'Park',
};
const BEN = {
  sub: 'google-ben-gifts',
  email: 'ben.gifts@example.com',
  given_name: 'Ben',
  family_name: 'Park',
};

/** Calls the API from the page, as the signed-in user. */
async function signIn(claims: typeof DORA, viewport?: { width: number; height: number }) {
  app.issuer.signInNextAs(claims);
  const page = await newPage(app.browser, app.server.url, viewport);
  await page.goto(app.server.url, { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect
    .poll(
      () =>
        page
          .getByRole('button', { name: /Create Family|Join Family/ })
          .first()
          .isVisible(),
      { timeout: 15_000 },
    )
    .toBe(true);
  return page;
}

const HOBBIES = { hobbies: ['Gardening'], lifeStage: 'established-career', workLifeBalance: 'balanced' };

// One journey in steps (each its own test, so none nears the timeout); a step starts where the
// one before it ended.
describe('gift ideas for a family, without AI configured', () => {
  let page: Page;
  let benPage: Page;
  let benId: number;

  it('generates explained ideas for a child from the catalogue, and says that AI is not configured', async () => {
    // Dora has a family with her daughter Mia (7, loves LEGO); her brother Ben joins.
    const setup = await signIn(DORA);
    const family = await callApi(setup, 'POST', '/api/family-accounts', { name: 'The Parks' });
    const [self] = await callApi(setup, 'GET', `/api/families/${family.id}/family-members`);
    await callApi(setup, 'PUT', `/api/family-members/${self.id}/profile`, { lifestyle: HOBBIES });
    const mia = await callApi(setup, 'POST', `/api/families/${family.id}/family-members`, {
      name: 'Mia',
      relationship: 'Child',
      age: 7,
      interests: ['LEGO', 'Drawing'],
    });
    await callApi(setup, 'POST', '/api/tracked-ads', {
      familyMemberId: mia.id,
      categoryId: 7,
      description: 'LEGO Classic brick box on sale',
      platform: 'instagram',
    });
    benPage = await signIn(BEN);
    const joined = await callApi(benPage, 'POST', `/api/family-accounts/join/${family.inviteCode}`, {
      name: 'Ben Park',
      email: BEN.email,
      relationship: 'Sibling',
      age: 35,
      interests: ['Hiking', 'Coffee'],
    });
    benId = joined.member.id as number;

    // On Mia's page Dora opens the AI Gift Generator: no AI, so the catalogue answers and says so.
    page = setup;
    await page.goto(`${app.server.url}/family-profiles/${mia.id}`, { waitUntil: 'networkidle' });
    await visible(page, 'No gift ideas for Mia yet');
    await page.getByRole('region', { name: 'Gift Ideas' }).getByRole('button', { name: 'Generate' }).click();
    const dialog = page.getByRole('dialog', { name: /AI Gift Generator/ });
    await choose(page, 'Occasion', 'Birthday');
    await dialog.getByRole('textbox', { name: 'Min budget ($)' }).fill('10');
    await dialog.getByRole('textbox', { name: 'Max budget ($)' }).fill('80');
    // The budget's two ends sit on one row.
    const [minBox, maxBox] = await Promise.all(
      ['Min budget ($)', 'Max budget ($)'].map((name) => dialog.getByRole('textbox', { name }).boundingBox()),
    );
    expect(minBox?.y).toBe(maxBox?.y);
    expect(minBox?.x).toBeLessThan(maxBox?.x ?? 0);
    await dialog.getByRole('button', { name: 'Generate gift ideas' }).click();
    await visible(page, "AI is not configured, so these ideas come from GiftLens's own catalogue.");
    await visible(page, /Mia's interest in LEGO/);
    expect(await dialog.getByText('GiftLens pick', { exact: true }).count()).toBeGreaterThan(1);
    await screenshot(page, 'gift-generator-desktop');
    // Every axe rule: the cards' titles follow the dialog's own heading in order.
    await checkBothSchemes(page, 'gift-generator-desktop', { dialog: true, strict: true });
    await page.keyboard.press('Escape');
    await visible(page, /confidence \d+\/10/);
  });

  it('marks one idea considered and one purchased, by keyboard, and hides both from the member', async () => {
    // Ideas for Ben, from the Gift Ideas page; Dora marks one considered and one purchased.
    await page.goto(`${app.server.url}/gift-ideas?member=${benId}&generate=1`, { waitUntil: 'networkidle' });
    await page.getByRole('dialog').getByRole('button', { name: 'Generate gift ideas' }).click();
    await visible(page, 'Show different ideas');
    await page.keyboard.press('Escape');
    const cards = page.locator('article');
    await expect.poll(() => cards.count()).toBe(6);
    // By keyboard, as someone without a mouse would.
    await cards.nth(0).getByRole('switch', { name: 'Considering' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => cards.nth(0).getByRole('switch', { name: 'Considering' }).isChecked()).toBe(true);
    await cards.nth(1).getByRole('switch', { name: 'Purchased' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => cards.nth(1).getByRole('switch', { name: 'Purchased' }).isChecked()).toBe(true);
    const buy = cards.nth(0).getByRole('link', { name: /Buy at Amazon/ });
    expect(await buy.getAttribute('rel')).toBe('sponsored noopener noreferrer');
    expect(await buy.getAttribute('href')).toMatch(/^https:\/\/www\.amazon\.com\/s\?k=/);
    // Every axe rule, the heading order above the cards included, in both schemes.
    await checkBothSchemes(page, 'gift-ideas-desktop', { strict: true });

    // Ben sees none of the ideas Dora made for him: what relatives plan stays theirs.
    await benPage.goto(`${app.server.url}/gift-ideas?member=${benId}`, { waitUntil: 'networkidle' });
    await visible(benPage, 'No gift ideas yet.');
    expect(await benPage.locator('article').count()).toBe(0);
    // The ideas he makes for himself he sees explained, with no status and no way to mark them.
    await callApi(benPage, 'POST', `/api/ai/generate-gifts/${benId}`, { occasion: 'birthday' });
    await benPage.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => benPage.locator('article').count()).toBe(6);
    expect(await benPage.getByRole('switch').count()).toBe(0);
    expect(
      await benPage
        .locator('article')
        .getByText(/^(Purchased|Considering)$/)
        .count(),
    ).toBe(0);
    await visible(benPage, /Ben's interest in/);
  });

  it('fills the dashboard with the real figures, on a phone and a desktop', async () => {
    // The dashboard shows the real figures: 18 ideas (Mia's, Ben's by Dora and by himself), 1 purchased.
    const phone = await newPage(app.browser, app.server.url, { width: 390, height: 844 });
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto(`${app.server.url}/dashboard`, { waitUntil: 'networkidle' });
    const giftStat = phone.getByRole('region', { name: 'Gift Ideas', exact: true });
    await expect.poll(() => giftStat.textContent()).toContain('18');
    expect(await phone.getByRole('region', { name: 'Success Rate' }).textContent()).toContain('5.6%');
    expect(await phone.getByRole('region', { name: 'Ads Tracked' }).textContent()).toContain('1');
    await visible(phone, 'Latest Gift Ideas');
    await expectAccessible(phone);
    await screenshot(phone, 'dashboard-phone');
    await phone.goto(`${app.server.url}/gift-ideas`, { waitUntil: 'networkidle' });
    await expect.poll(() => phone.locator('article').count()).toBe(18);
    await expectAccessible(phone, { strict: true });
    await screenshot(phone, 'gift-ideas-phone');
    await page.goto(`${app.server.url}/dashboard`, { waitUntil: 'networkidle' });
    await visible(page, 'Family Activity');
    await screenshot(page, 'dashboard-desktop');
  });
});
