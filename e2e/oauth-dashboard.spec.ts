import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkBothSchemes, expectAccessible, expectNoSideScroll, screenshot } from './support/browser';
import { newPage, setUpJourneyApp, visible } from './support/journey';

// The app holds a Facebook secret the stand-in no longer accepts, as after a reset in Meta's console.
const app = setUpJourneyApp({
  facebook: true,
  facebookSecret: 'rotated-secret',
  env: { ADMIN_EMAILS: 'admin@example.com' },
});

async function signIn(page: Page, email: string, sub: string) {
  app.issuer.signInNextAs({ sub, email, given_name: email.split('@')[0] ?? 'x', family_name: 'Test' });
  await page.goto(app.server.url, { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'Continue with Google' }).first().click();
  await visible(page, 'Welcome to GiftLens!');
}

describe('the OAuth diagnostics dashboard', () => {
  it('shows an admin what is wrong from the header badge, with the fix, the quick actions and the troubleshooter', async () => {
    const page = await newPage(app.browser, app.server.url, { width: 1440, height: 900 });
    await signIn(page, 'admin@example.com', 'google-admin');
    const badge = page.getByRole('link', { name: /^OAuth status: Critical/ });
    await expect.poll(() => badge.isVisible(), { timeout: 15_000 }).toBe(true);
    await badge.click();

    await expect.poll(() => page.getByRole('heading', { name: 'OAuth Dashboard' }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByTestId('overall-status').textContent(), { timeout: 15_000 })
      .toBe('Critical');
    const facebook = page.getByRole('listitem', { name: 'Facebook app credentials: Fail' });
    await expect
      .poll(() => facebook.getByText(/Facebook refused the app id or secret/).isVisible())
      .toBe(true);
    expect(await facebook.getByText(/FACEBOOK_APP_SECRET/).isVisible()).toBe(true);
    expect(await page.getByRole('listitem', { name: 'Google discovery: Pass' }).isVisible()).toBe(true);
    expect(await page.getByText('Development', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'oauth-dashboard');
    // Every axe rule on each tab, in both schemes: the status words' contrast, the headings' order.
    // The pointer leaves the header badge first, whose tooltip would otherwise stay open.
    await page.mouse.move(0, 450);
    await checkBothSchemes(page, 'oauth-dashboard', { strict: true });

    await page.getByRole('tab', { name: 'Quick Actions' }).click();
    await visible(page, `${app.server.url}/api/auth/google/callback`);
    expect(await page.getByRole('link', { name: 'Test Google sign-in' }).getAttribute('target')).toBe(
      '_blank',
    );
    await checkBothSchemes(page, 'oauth-quick-actions', { strict: true });
    await page.getByRole('tab', { name: 'Documentation' }).click();
    await visible(page, 'What the checks mean');
    await checkBothSchemes(page, 'oauth-documentation', { strict: true });
    // On a phone the settings table wraps rather than scrolling sideways in a box no key can reach.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSideScroll(page);
    await checkBothSchemes(page, 'oauth-documentation-phone', { strict: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('button', { name: 'Troubleshoot' }).click();
    const dialog = page.getByRole('dialog', { name: 'OAuth Troubleshooter' });
    await expect.poll(() => dialog.getByText('Result:').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(
      await dialog
        .getByRole('listitem')
        .filter({ hasText: 'Checking the Facebook app' })
        .getByText('Fail')
        .isVisible(),
    ).toBe(true);
    await screenshot(page, 'oauth-troubleshooter');
    await expectAccessible(page);
    await checkBothSchemes(page, 'oauth-troubleshooter', { dialog: true, strict: true });
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    // Offline: the monitor says so instead of showing stale health.
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Check now' }).click();
    await expect.poll(() => page.getByTestId('overall-status').textContent()).toBe('Critical · OFFLINE');
    await page.context().setOffline(false);
    await page.context().close();
  });

  it('lets any signed-in user open it in local mode, without the admin badge', async () => {
    const page = await newPage(app.browser, app.server.url, { width: 1440, height: 900 });
    await signIn(page, 'someone@example.com', 'google-someone');
    await page.goto(`${app.server.url}/oauth-dashboard`);
    await expect
      .poll(() => page.getByTestId('overall-status').textContent(), { timeout: 15_000 })
      .toBe('Critical');
    expect(await page.getByRole('link', { name: /^OAuth status/ }).count()).toBe(0);
    await page.context().close();
  });
});
