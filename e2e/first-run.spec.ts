import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkBothSchemes, screenshot } from './support/browser';
import { choose, newPage, setUpJourneyApp, tick, visible } from './support/journey';

const app = setUpJourneyApp();
const PHONE = { width: 390, height: 844 };

const heading = (page: Page, name: string | RegExp) =>
  expect.poll(() => page.getByRole('heading', { name }).first().isVisible(), { timeout: 10_000 }).toBe(true);

// One journey in three steps, each its own test so that none nears the timeout; a step starts
// where the one before it ended.
describe('a brand-new family’s first ten minutes, on a phone', () => {
  let alex: Page;

  it('signs in, creates a family from the welcome and finishes their own onboarding at 100%', async () => {
    // A new user arrives at the home page and signs in; nothing but clicks from here on.
    alex = await newPage(app.browser, app.server.url, PHONE);
    await alex.goto(app.server.url, { waitUntil: 'networkidle' });
    await checkBothSchemes(alex, 'first-run-landing');
    await alex.getByRole('button', { name: 'Continue as demo user' }).click();

    // No family yet: the page itself welcomes them with both ways in.
    await heading(alex, /Welcome to GiftLens/);
    // Welcomed where they are: `/` stays, and no navigation link claims the page.
    expect(new URL(alex.url()).pathname).toBe('/');
    expect(await alex.locator('a[aria-current="page"]').count()).toBe(0);
    await checkBothSchemes(alex, 'first-run-welcome');
    await alex.getByRole('button', { name: 'Create your family' }).click();
    const create = alex.getByRole('dialog', { name: 'Create New Family' });
    await create.getByLabel('Family Name').fill('The Rivers');
    await checkBothSchemes(alex, 'first-run-create-family', { dialog: true });
    await create.getByRole('button', { name: 'Create Family' }).click();

    // The family page prompts for the first member; Alex first sets up their own profile.
    await heading(alex, 'Add your first family member');
    await checkBothSchemes(alex, 'first-run-first-member-prompt');
    const own = alex.getByRole('article', { name: 'Demo User' });
    await own.getByRole('link', { name: 'Set Up Enhanced Profile' }).click();
    await heading(alex, 'Tell us about your lifestyle');
    await checkBothSchemes(alex, 'first-run-onboarding-1');
    await tick(alex, 'Cooking');
    await choose(alex, /Life stage/, 'Building a family');
    await alex.getByRole('radio', { name: 'Balanced' }).check();
    await alex.getByRole('button', { name: 'Next' }).click();
    await heading(alex, 'Shopping Preferences');
    await choose(alex, /Typical gift budget/, '$50 - $100');
    await tick(alex, 'Home & Garden');
    await tick(alex, 'Minimalist');
    await alex.getByRole('radio', { name: 'Quality' }).check();
    await checkBothSchemes(alex, 'first-run-onboarding-2');
    await alex.getByRole('button', { name: 'Next' }).click();
    await heading(alex, 'Goals & Social Media');
    await tick(alex, 'Family');
    await tick(alex, 'Instagram');
    await choose(alex, /Time online each day/, '1-2 h');
    await alex.getByRole('radio', { name: 'Sometimes' }).check();
    await checkBothSchemes(alex, 'first-run-onboarding-3');
    await alex.getByRole('button', { name: 'Complete Setup' }).click();
    await expect.poll(() => own.getByText('100%').isVisible(), { timeout: 10_000 }).toBe(true);
  });

  it('adds a child and sets her up in the third person, without the adult-only questions', async () => {
    // A child, set up in the third person without the adult-only questions.
    await alex.getByRole('button', { name: 'Add Member' }).first().click();
    const add = alex.getByRole('dialog', { name: 'Add Family Member' });
    await add.getByLabel('Name').fill('Lily');
    await choose(alex, /Relationship/, 'Child');
    expect(await alex.getByRole('option', { name: 'Self' }).count()).toBe(0);
    await checkBothSchemes(alex, 'first-run-add-member', { dialog: true });
    await add.getByRole('button', { name: 'Add Member' }).click();
    const lily = alex.getByRole('article', { name: 'Lily' });
    await expect.poll(() => lily.isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => lily.getByText('Your child').isVisible()).toBe(true);
    await lily.getByRole('link', { name: 'Set Up Enhanced Profile' }).click();
    await heading(alex, "Tell us about Lily's lifestyle");
    expect(await alex.getByText('What does Lily enjoy?').isVisible()).toBe(true);
    expect(await alex.getByRole('radiogroup', { name: /Work-life balance/ }).count()).toBe(0);
    await checkBothSchemes(alex, 'first-run-child-onboarding-1');
    await tick(alex, 'Crafts');
    await choose(alex, /Life stage/, 'Primary school');
    await alex.getByRole('button', { name: 'Next' }).click();
    await choose(alex, /Typical gift budget for Lily/, 'Under $50');
    await tick(alex, 'Toys & Games');
    await tick(alex, 'Playful');
    await alex.getByRole('radio', { name: 'Quality' }).check();
    await alex.getByRole('button', { name: 'Next' }).click();
    await heading(alex, 'What is Lily into right now?');
    await tick(alex, 'School');
    await checkBothSchemes(alex, 'first-run-child-onboarding-3');
    await alex.getByRole('button', { name: 'Complete Setup' }).click();
    await expect.poll(() => lily.getByText('100%').isVisible(), { timeout: 10_000 }).toBe(true);
    await checkBothSchemes(alex, 'first-run-family-profiles');
  });

  it('shares the invite code with a second user, who signs in with Google and joins', async () => {
    // Alex copies the invite code and shares the link.
    await alex.getByRole('button', { name: 'Copy invite code' }).click();
    const code = await alex.evaluate(() => navigator.clipboard.readText());
    expect(code).toMatch(/^INV-[A-Z2-9]{9}$/);

    // Sam opens the link: the family and who invited them show before signing in.
    app.issuer.signInNextAs({
      sub: 'google-sam',
      email: 'sam@example.com',
      given_name: 'Sam',
      family_name: 'Rivers',
    });
    const sam = await newPage(app.browser, app.server.url, PHONE);
    await sam.goto(`${app.server.url}/join/${code}`, { waitUntil: 'networkidle' });
    await heading(sam, 'Join The Rivers on GiftLens');
    await visible(sam, 'invited you to share gift ideas with The Rivers');
    expect(await sam.getByText('Demo User', { exact: true }).isVisible()).toBe(true);
    await checkBothSchemes(sam, 'first-run-invite');
    await sam.getByRole('link', { name: 'Continue with Google' }).click();
    const join = sam.getByRole('dialog', { name: 'Join Family' });
    await expect.poll(() => join.getByText('Owner: Demo User').isVisible(), { timeout: 10_000 }).toBe(true);
    await checkBothSchemes(sam, 'first-run-join-found', { dialog: true });
    await join.getByRole('button', { name: 'Continue' }).click();
    await choose(sam, /Relationship/, 'Sibling');
    await join.getByLabel('Interests').fill('climbing, jazz');
    await checkBothSchemes(sam, 'first-run-join-details', { dialog: true });
    await join.getByRole('button', { name: 'Join Family' }).click();
    await visible(sam, 'You are now a member of The Rivers.');
    await sam.keyboard.press('Escape');

    // Sam lands in the family, sees Alex and Lily, and their join interests already count.
    await sam.getByRole('button', { name: 'Open menu' }).click();
    await sam.getByRole('link', { name: 'Family Profiles' }).click();
    await heading(sam, 'The Rivers');
    const samCard = sam.getByRole('article', { name: 'Sam Rivers' });
    await expect.poll(() => samCard.getByText('20%').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect
      .poll(() => sam.getByRole('article', { name: 'Lily' }).getByText('Child of Demo User').isVisible())
      .toBe(true);
    await checkBothSchemes(sam, 'first-run-joined');
  });

  it('shows the same welcome and first-member prompt on a desktop, with the built features in the navigation', async () => {
    app.issuer.signInNextAs({
      sub: 'google-dana',
      email: 'dana@example.com',
      given_name: 'Dana',
      family_name: 'Hale',
    });
    const dana = await newPage(app.browser, app.server.url, { width: 1440, height: 900 });
    await dana.goto(app.server.url, { waitUntil: 'networkidle' });
    await screenshot(dana, 'first-run-desktop-landing');
    // Back from Google, the page waits a moment for her families: a page still loading has its
    // level-one heading too, and passes every axe rule in both schemes.
    let answerFamilies = () => {};
    const familiesHeld = new Promise<void>((resolve) => {
      answerFamilies = resolve;
    });
    await dana.route('**/api/user/families', async (route) => {
      await familiesHeld;
      await route.continue();
    });
    await dana.getByRole('link', { name: 'Continue with Google' }).click();
    const loading = dana.getByRole('status', { name: 'Loading…' });
    await expect.poll(() => loading.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await dana.getByRole('heading', { level: 1, name: 'Loading…' }).count()).toBe(1);
    await checkBothSchemes(dana, 'first-run-desktop-loading', { strict: true });
    // From here on the route lets every request through at once.
    answerFamilies();
    await heading(dana, 'Welcome to GiftLens, Dana!');
    const nav = dana.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Dashboard', exact: true }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Family Profiles' }).isVisible()).toBe(true);
    await checkBothSchemes(dana, 'first-run-desktop-welcome', { strict: true });
    await dana.getByRole('button', { name: 'Join with a code' }).click();
    const join = dana.getByRole('dialog', { name: 'Join Family' });
    await join.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() => join.getByRole('textbox', { name: 'Invite code' }).getAttribute('aria-invalid'))
      .toBe('true');
    await checkBothSchemes(dana, 'first-run-desktop-join-error', { dialog: true });
    await dana.keyboard.press('Escape');
    await dana.getByRole('button', { name: 'Create your family' }).click();
    await dana.getByRole('dialog', { name: 'Create New Family' }).getByLabel('Family Name').fill('The Hales');
    await dana.getByRole('dialog').getByRole('button', { name: 'Create Family' }).click();
    await heading(dana, 'Add your first family member');
    await checkBothSchemes(dana, 'first-run-desktop-family-profiles');
  });
});
