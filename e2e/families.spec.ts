import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot } from './support/browser';
import { newPage, setUpJourneyApp, visible } from './support/journey';

const app = setUpJourneyApp();

// One journey in two steps (each its own test, so neither nears the timeout).
describe('sharing a family through an invite code', () => {
  let a: Page;
  let b: Page;
  let code: string;

  it('lets a second person join by link, and both see the family with two members', async () => {
    // A creates a family and copies its code.
    a = await newPage(app.browser, app.server.url);
    await a.goto(app.server.url, { waitUntil: 'networkidle' });
    await a.getByRole('button', { name: 'Continue as demo user' }).click();
    await a.getByRole('button', { name: 'Create Family' }).click();
    await a.getByLabel('Family Name').fill('The Parkers');
    await a.getByLabel('Description').fill('Mum, Dad and the kids');
    await a.getByRole('dialog').getByRole('button', { name: 'Create Family' }).click();
    await visible(a, 'The Parkers has been created successfully.');
    await a.goto(`${app.server.url}/family-profiles`);
    await expect.poll(() => a.getByRole('heading', { name: 'The Parkers' }).isVisible()).toBe(true);
    await a.getByRole('button', { name: 'Copy invite code' }).click();
    await visible(a, 'Share this code with family members to join The Parkers');
    code = await a.evaluate(() => navigator.clipboard.readText());
    expect(code).toMatch(/^INV-[A-Z2-9]{9}$/);
    await expectAccessible(a);

    // B opens the link as a visitor, signs in with Google, and lands in the join dialog.
    app.issuer.signInNextAs({
      sub: 'google-ben',
      email: 'ben@example.com',
      given_name: 'Ben',
      family_name: 'Ray',
    });
    b = await newPage(app.browser, app.server.url);
    await b.goto(`${app.server.url}/join/${code}`);
    // The invite names the family (and who invited them) before sign-in.
    await expect
      .poll(() => b.getByRole('heading', { name: 'Join The Parkers on GiftLens' }).isVisible())
      .toBe(true);
    await expectAccessible(b);
    await b.getByRole('link', { name: 'Continue with Google' }).click();
    const dialog = b.getByRole('dialog', { name: 'Join Family' });
    await expect.poll(() => dialog.getByText('The Parkers').isVisible(), { timeout: 10_000 }).toBe(true);
    await screenshot(b, 'join-found');
    await expectAccessible(b);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    expect(await dialog.getByLabel(/Full name/).inputValue()).toBe('Ben Ray');
    await dialog.getByRole('combobox', { name: /Relationship/ }).click();
    await b.getByRole('option', { name: 'Sibling' }).click();
    await dialog.getByLabel('Interests').fill('jazz, cooking');
    await dialog.getByRole('button', { name: 'Join Family' }).click();
    await visible(b, 'You are now a member of The Parkers.');
    await b.keyboard.press('Escape');

    // Both see the family with two members.
    await expect
      .poll(() => b.getByRole('button', { name: 'Current family: The Parkers. Switch family' }).isVisible())
      .toBe(true);
    await b.goto(`${app.server.url}/family-profiles`);
    await visible(b, '2 members');
    await a.reload();
    await visible(a, '2 members');
  });

  it('shuts the old code out once the owner regenerates it', async () => {
    // A regenerates the code; the old one no longer finds the family.
    await a.getByRole('button', { name: 'Current family: The Parkers. Switch family' }).click();
    await a.getByRole('menuitem', { name: 'Manage Family Settings' }).click();
    const settings = a.getByRole('dialog', { name: 'Family Settings' });
    await expect.poll(() => settings.getByTestId('invite-code').textContent()).toBe(code);
    // Members by name, the owner marked (never "User 12").
    await expect.poll(() => settings.getByText('Ben Ray', { exact: true }).isVisible()).toBe(true);
    expect(await settings.getByText(/\(owner\)$/).count()).toBe(1);
    expect(await settings.getByText(/^User \d+$/).count()).toBe(0);
    await screenshot(a, 'family-settings');
    await expectAccessible(a);
    await settings.getByRole('button', { name: 'Generate new', exact: true }).click();
    await settings.getByRole('button', { name: 'Generate new code' }).click();
    await visible(a, 'New invite code generated!');
    await expect.poll(() => settings.getByTestId('invite-code').textContent()).not.toBe(code);

    // In a family already, joining another is in the account menu.
    await b.getByRole('button', { name: /^Account menu for / }).click();
    await b.getByRole('menuitem', { name: 'Join another family' }).click();
    const join = b.getByRole('dialog', { name: 'Join Family' });
    await join.getByPlaceholder('INV-XXXXXXXXX').fill(code);
    await join.getByRole('button', { name: 'Continue' }).click();
    await visible(b, 'Invalid invite code. Please check and try again.');
  });
});
