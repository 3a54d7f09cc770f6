import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot } from './support/browser';
import { newPage, setUpJourneyApp, visible } from './support/journey';

const app = setUpJourneyApp({ facebook: true, env: { ADMIN_EMAILS: 'gina@example.com' } });

const GINA = { sub: 'google-gina', email: 'gina@example.com', given_name: 'Gina', family_name: 'Oh' };

async function signInWithGoogle(page: Page, who: typeof GINA) {
  app.issuer.signInNextAs(who);
  await page.goto(app.server.url, { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'Continue with Google' }).first().click();
  await visible(page, 'Welcome to GiftLens!');
}

const connected = (page: Page) => page.getByRole('region', { name: 'Connected Accounts' });

describe('the account page', () => {
  it('edits the profile, links Facebook and disconnects it, and downloads the data', async () => {
    const page = await newPage(app.browser, app.server.url);
    await signInWithGoogle(page, GINA);
    await page.goto(`${app.server.url}/account`);
    await visible(page, 'Profile Information');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('textbox', { name: 'First name' }).fill('Georgina');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await visible(page, 'Profile updated');
    await visible(page, 'Georgina Oh');
    await expect
      .poll(() => page.getByRole('button', { name: /Account menu for Georgina/ }).isVisible())
      .toBe(true);

    // Connect Facebook: the stand-in consents at once and sends the browser back here.
    app.facebook.setUser({ id: 'fb-gina', first_name: 'Gina', last_name: 'Oh' });
    await connected(page)
      .getByRole('link', { name: /Connect Facebook/ })
      .click();
    await visible(page, 'You can now sign in with Facebook too.');
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => connected(page).getByText('Facebook', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'account-linked');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Disconnect Facebook' }).click();
    await visible(page, 'Provider disconnected');
    await expect.poll(() => page.getByRole('button', { name: 'Disconnect Facebook' }).count()).toBe(0);
    // The only way left to sign in cannot be disconnected, and the page says why.
    expect(await page.getByRole('button', { name: 'Disconnect Google' }).isDisabled()).toBe(true);
    await visible(page, 'Your only way to sign in — connect another first.');

    // A theme chosen here applies at once and comes back with the account.
    await page
      .getByRole('region', { name: 'Privacy & Notifications' })
      .getByText('Dark', { exact: true })
      .click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.mantineColorScheme))
      .toBe('dark');
    await visible(page, 'Settings updated');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^giftlens-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
    expect(data.sections.profile.data.firstName).toBe('Georgina');
    expect(data.sections.settings.data.theme).toBe('dark');
    expect(data.sections.signInHistory.data.map((e: { action: string }) => e.action)).toEqual([
      'linked',
      'unlinked',
    ]);
    await page.context().close();
  });

  it('deletes the account, hands the family to the member who joined first, and leaves a visitor', async () => {
    const owner = await newPage(app.browser, app.server.url);
    await signInWithGoogle(owner, {
      sub: 'google-olga',
      email: 'olga@example.com',
      given_name: 'Olga',
      family_name: 'Owner',
    });
    await owner.getByRole('button', { name: 'Create Family' }).click();
    await owner.getByLabel('Family Name').fill('The Owners');
    await owner.getByRole('dialog').getByRole('button', { name: 'Create Family' }).click();
    await visible(owner, 'The Owners has been created successfully.');
    const code = await owner.evaluate(async () => {
      const families = await (await fetch('/api/user/families')).json();
      return families[0].inviteCode as string;
    });

    const heir = await newPage(app.browser, app.server.url);
    await signInWithGoogle(heir, {
      sub: 'google-hal',
      email: 'hal@example.com',
      given_name: 'Hal',
      family_name: 'Heir',
    });
    await heir.goto(`${app.server.url}/?joinCode=${code}`);
    const join = heir.getByRole('dialog', { name: 'Join Family' });
    await join.getByRole('button', { name: 'Continue' }).click();
    await join.getByRole('combobox', { name: /Relationship/ }).click();
    await heir.getByRole('option', { name: 'Sibling' }).click();
    await join.getByRole('button', { name: 'Join Family' }).click();
    await visible(heir, 'You are now a member of The Owners.');

    await owner.goto(`${app.server.url}/account`);
    await owner.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Delete my account' });
    await visible(owner, 'The Owners passes to Hal Heir, who joined first.');
    await screenshot(owner, 'account-delete');
    await expectAccessible(owner);
    await dialog.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await visible(owner, 'Your account and your data have been deleted.');
    await expect
      .poll(() =>
        owner.getByRole('heading', { name: 'Smart Gift Ideas from Family Ad Patterns' }).isVisible(),
      )
      .toBe(true);
    expect(await owner.evaluate(() => fetch('/api/auth/user').then((r) => r.status))).toBe(401);

    await heir.goto(`${app.server.url}/family-profiles`);
    await expect.poll(() => heir.getByRole('heading', { name: 'The Owners' }).isVisible()).toBe(true);
    const role = await heir.evaluate(async () => (await (await fetch('/api/user/families')).json())[0].role);
    expect(role).toBe('owner');
    await owner.context().close();
    await heir.context().close();
  });
});

describe('the same e-mail through Facebook', () => {
  it('connects to the existing account only after signing in to it, then either sign-in opens it', async () => {
    const rae = { sub: 'google-rae', email: 'rae@example.com', given_name: 'Rae', family_name: 'Unify' };
    const first = await newPage(app.browser, app.server.url);
    await signInWithGoogle(first, rae);
    await first.context().close();

    const page = await newPage(app.browser, app.server.url);
    app.facebook.setUser({ id: 'fb-rae', first_name: 'Rae', last_name: 'Unify', email: 'rae@example.com' });
    await page.goto(app.server.url, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Continue with Facebook' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Connect your accounts?' });
    await expect
      .poll(() => dialog.getByText('rae@example.com').first().isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(new URL(page.url()).search).toBe('');
    await screenshot(page, 'unification');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Unify accounts' }).click();
    app.issuer.signInNextAs(rae);
    await dialog.getByRole('link', { name: 'Sign in with Google' }).click();
    await visible(page, 'Accounts unified successfully');
    await page.goto(`${app.server.url}/account`);
    await expect.poll(() => connected(page).getByText('Facebook', { exact: true }).isVisible()).toBe(true);
    expect(await connected(page).getByText('Google', { exact: true }).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('the legal pages', () => {
  it('tells what GiftLens keeps, and shows the status of a Facebook deletion request', async () => {
    // Facebook's servers post a signed request for a person GiftLens never saw.
    const payload = Buffer.from(
      JSON.stringify({
        algorithm: 'HMAC-SHA256',
        issued_at: Math.floor(Date.now() / 1000),
        user_id: 'fb-nobody',
      }),
    ).toString('base64url');
    const signed = `${createHmac('sha256', 'e2e-fb-secret').update(payload).digest('base64url')}.${payload}`;
    const res = await fetch(`${app.server.url}/api/auth/facebook/data-deletion`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `signed_request=${encodeURIComponent(signed)}`,
    });
    expect(res.status).toBe(200);
    const { url, confirmation_code: code } = await res.json();

    const page = await newPage(app.browser, app.server.url);
    await page.goto(url);
    await visible(page, `Request ${code}: completed`);
    await visible(page, 'GiftLens held no data for this Facebook account.');
    await expectAccessible(page);

    await page.goto(`${app.server.url}/privacy`);
    await expect.poll(() => page.getByRole('heading', { name: 'Privacy Policy' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/privacy-policy');
    await visible(page, 'What we never keep');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Terms of Service' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Terms of Service' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await page.context().close();
  });
});
