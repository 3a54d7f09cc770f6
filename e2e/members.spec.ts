import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot } from './support/browser';
import { choose, newPage, setUpJourneyApp, tick, visible } from './support/journey';

const app = setUpJourneyApp();

// A 1x1 PNG: a real image the server checks by its signature.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// One journey in three steps (each its own test, so none nears the timeout); a step starts where
// the one before it ended.
describe('filling in the family', () => {
  let cara: Page;
  const caraCard = () => cara.getByRole('article', { name: 'Cara Mills' });

  it('guides a new user from a new family through the questionnaire to a complete profile', async () => {
    // Cara signs in with Google and creates a family; the guard sends her to the questionnaire.
    app.issuer.signInNextAs({
      sub: 'google-cara',
      email: 'cara@example.com',
      given_name: 'Cara',
      family_name: 'Mills',
    });
    cara = await newPage(app.browser, app.server.url);
    await cara.goto(app.server.url, { waitUntil: 'networkidle' });
    await cara.getByRole('link', { name: 'Continue with Google' }).click();
    await cara.getByRole('button', { name: 'Create Family' }).click();
    await cara.getByLabel('Family Name').fill('The Mills');
    await cara.getByRole('dialog').getByRole('button', { name: 'Create Family' }).click();
    await visible(cara, 'The Mills has been created successfully.');
    await cara.goto(app.server.url, { waitUntil: 'networkidle' });
    await expect.poll(() => new URL(cara.url()).pathname, { timeout: 10_000 }).toMatch(/^\/onboarding\/\d+$/);

    const next = cara.getByRole('button', { name: 'Next' });
    await expect
      .poll(() => cara.getByRole('heading', { name: 'Tell us about your lifestyle' }).isVisible())
      .toBe(true);
    expect(await next.isDisabled()).toBe(true);
    await tick(cara, 'Gardening');
    await tick(cara, 'Cooking');
    await choose(cara, /Life stage/, 'Established career');
    await cara.getByRole('radio', { name: 'Balanced' }).check();
    await expectAccessible(cara);
    await next.click();
    await choose(cara, /Typical gift budget/, '$50 - $100');
    await tick(cara, 'Home & Garden');
    await cara.getByRole('radio', { name: /Quality/ }).check();
    await tick(cara, 'Classic');
    await next.click();
    await tick(cara, 'Travel');
    await tick(cara, 'Instagram');
    await choose(cara, /Time online each day/, '30 min - 1 h');
    await cara.getByRole('radio', { name: /Sometimes/ }).check();
    await cara.getByRole('button', { name: 'Complete Setup' }).click();
    await visible(
      cara,
      'Your preferences have been saved! This will help create better gift recommendations.',
    );
    await expect.poll(() => new URL(cara.url()).pathname).toBe('/family-profiles');
    await expect.poll(() => caraCard().getByText('Enhanced Profile').isVisible()).toBe(true);
    // The style question is the fifth check: finishing the questionnaire is 100%.
    await expect.poll(() => caraCard().getByText('100%').isVisible()).toBe(true);
  });

  it('adds a grandparent, fills in his five profile tabs and gives him a photo', async () => {
    // She adds Grandpa Joe and fills in the five tabs.
    await cara.getByRole('button', { name: 'Add Member' }).first().click();
    const add = cara.getByRole('dialog', { name: 'Add Family Member' });
    await add.getByLabel('Name').fill('Grandpa Joe');
    await choose(cara, /Relationship/, 'Grandparent');
    await add.getByRole('radio', { name: 'Crown' }).click();
    await add.getByRole('button', { name: 'Add Member' }).click();
    const joeCard = cara.getByRole('article', { name: 'Grandpa Joe' });
    await expect.poll(() => joeCard.isVisible()).toBe(true);
    await joeCard.getByRole('button', { name: 'More actions for Grandpa Joe' }).click();
    await cara.getByRole('menuitem', { name: 'Edit profile' }).click();
    const edit = cara.getByRole('dialog', { name: /Edit Profile/ });
    await edit.getByLabel('Age').fill('72');
    await edit.getByLabel('New interest').fill('Fishing');
    await edit.getByRole('button', { name: 'Add interest' }).click();
    await edit.getByRole('tab', { name: 'Lifestyle' }).click();
    // The questionnaire's chips, and a field for what they miss.
    await tick(cara, 'Gardening');
    await edit.getByLabel('Other hobby').fill('Woodwork');
    await edit.getByLabel('Other hobby').press('Enter');
    await edit.getByRole('tab', { name: 'Shopping' }).click();
    await choose(cara, 'Budget range', 'Under $50');
    await edit.getByRole('tab', { name: 'Personality' }).click();
    await edit.getByLabel('Values', { exact: true }).fill('Family');
    await edit.getByLabel('Values', { exact: true }).press('Enter');
    await edit.getByRole('tab', { name: 'Social' }).click();
    await tick(cara, 'Facebook');
    await screenshot(cara, 'edit-profile');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await visible(cara, "Grandpa Joe's profile has been saved.");
    await expect.poll(() => joeCard.getByText('Fishing').isVisible()).toBe(true);
    expect(await joeCard.getByText('Woodwork').isVisible()).toBe(true);
    await expect.poll(() => joeCard.getByText('80%').isVisible()).toBe(true);

    // A photo for Grandpa Joe on his page.
    await joeCard.getByRole('link', { name: 'Grandpa Joe' }).click();
    await expect.poll(() => cara.getByRole('heading', { name: 'Grandpa Joe' }).isVisible()).toBe(true);
    await cara.getByRole('button', { name: 'Change photo' }).click();
    await cara
      .getByLabel('Image file')
      .setInputFiles({ name: 'joe.png', mimeType: 'image/png', buffer: PNG });
    await visible(cara, 'New photo, not saved yet');
    await cara.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await visible(cara, 'Photo uploaded!');
    await expect
      .poll(() => cara.getByRole('img', { name: 'Grandpa Joe' }).first().getAttribute('src'))
      .toMatch(/\/photo\?v=\d+$/);
    await expectAccessible(cara);
    await screenshot(cara, 'member-page');
  });

  it('lets a second person join, who sees her interests only until she stops sharing them', async () => {
    // Ben joins; he sees Cara's interests until she stops sharing them.
    const code = (await cara.evaluate(() => fetch('/api/user/families').then((r) => r.json())))[0].inviteCode;
    app.issuer.signInNextAs({
      sub: 'google-ben2',
      email: 'ben2@example.com',
      given_name: 'Ben',
      family_name: 'Mills',
    });
    const ben = await newPage(app.browser, app.server.url, { width: 390, height: 844 });
    await ben.goto(`${app.server.url}/join/${code}`);
    await ben.getByRole('link', { name: 'Continue with Google' }).click();
    const join = ben.getByRole('dialog', { name: 'Join Family' });
    await expect.poll(() => join.getByText('The Mills').isVisible(), { timeout: 10_000 }).toBe(true);
    await join.getByRole('button', { name: 'Continue' }).click();
    await choose(ben, /Relationship/, 'Spouse');
    await join.getByRole('button', { name: 'Join Family' }).click();
    await visible(ben, 'You are now a member of The Mills.');
    await ben.goto(`${app.server.url}/family-profiles`);
    const caraSeenByBen = ben.getByRole('article', { name: 'Cara Mills' });
    await expect.poll(() => caraSeenByBen.getByText('Gardening').isVisible(), { timeout: 10_000 }).toBe(true);

    await cara.goto(`${app.server.url}/family-profiles`);
    await caraCard().getByRole('button', { name: 'More actions for Cara Mills' }).click();
    await cara.getByRole('menuitem', { name: 'Privacy' }).click();
    const privacy = cara.getByRole('dialog', { name: /Privacy Settings/ });
    await privacy.getByRole('switch', { name: /Share interests/ }).uncheck();
    await privacy.getByRole('switch', { name: /Share questionnaire answers/ }).uncheck();
    await privacy.getByRole('button', { name: 'Save' }).click();
    await visible(cara, 'Privacy settings saved');

    await ben.reload();
    await expect
      .poll(() => caraSeenByBen.getByText('Interests kept private').isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await caraSeenByBen.getByText('Shopping preferences kept private').isVisible()).toBe(true);
    expect(await caraSeenByBen.getByText('Gardening').count()).toBe(0);
    await expectAccessible(ben);
    await screenshot(ben, 'placeholders-phone');
    // Cara still sees all of herself.
    await cara.reload();
    await expect.poll(() => caraCard().getByText('Gardening').isVisible()).toBe(true);
  });
});
