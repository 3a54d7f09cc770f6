import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { CONSENT_POLICY_VERSION } from '../../src/common/consent';
import { startFacebookStandIn } from '../../src/server/test/facebook-stand-in';
import { launchBrowser } from './browser';
import { type IdentityClaims, startOidcIssuer } from './oidc';
import { type RunningServer, startServer } from './server';

export interface JourneyApp {
  server: RunningServer;
  issuer: Awaited<ReturnType<typeof startOidcIssuer>>;
  /** Only with `facebook: true`. */
  facebook: Awaited<ReturnType<typeof startFacebookStandIn>>;
  browser: Browser;
}

/**
 * A spec's built app with Google sign-in against a local OIDC issuer (and, on request, Facebook
 * Login against its local stand-in; `facebookSecret` configures the app with another secret
 * than the stand-in holds), extra settings in `env`, and a browser.
 */
export function setUpJourneyApp(
  options: { facebook?: boolean; facebookSecret?: string; env?: Record<string, string> } = {},
): JourneyApp {
  const app = {} as JourneyApp;
  beforeAll(async () => {
    app.issuer = await startOidcIssuer();
    const env = { ...app.issuer.env, ...options.env };
    if (options.facebook) {
      app.facebook = await startFacebookStandIn('e2e-fb-app', 'e2e-fb-secret');
      Object.assign(
        env,
        app.facebook.env,
        options.facebookSecret ? { FACEBOOK_APP_SECRET: options.facebookSecret } : {},
      );
    }
    app.server = await startServer(env);
    app.browser = await launchBrowser();
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
    await app.issuer?.stop();
    await app.facebook?.close();
  });
  return app;
}

/**
 * Calls the app's API from inside the signed-in page, so the request carries the page's own
 * session cookie and origin. Throws on an error status; answers null for 204.
 */
export const callApi = (page: Page, method: string, url: string, body?: unknown) =>
  page.evaluate(
    async ([m, u, b]) => {
      const res = await fetch(u as string, {
        method: m as string,
        headers: { 'content-type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      if (!res.ok) throw new Error(`${m} ${u}: ${res.status} ${await res.text()}`);
      return res.status === 204 ? null : res.json();
    },
    [method, url, body] as const,
  );

export const visible = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 10_000 }).toBe(true);

/**
 * A fresh browser for one person. Unless `consent: 'undecided'`, they already made their cookie
 * choice (essential only), so the cookie banner stays out of journeys that are not about it.
 */
export async function newPage(
  browser: Browser,
  serverUrl: string,
  viewport = { width: 1280, height: 800 },
  { consent = 'decided' }: { consent?: 'decided' | 'undecided' } = {},
) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: serverUrl });
  if (consent === 'decided') {
    await context.addCookies([
      {
        name: 'giftlens_consent',
        value: `v1.${CONSENT_POLICY_VERSION}.000.${Date.now()}`,
        url: serverUrl,
      },
    ]);
  }
  return context.newPage();
}

/**
 * From the landing page: signs in as the demo user and creates a family from the welcome,
 * ending on the family's page.
 */
export async function demoUserWithFamily(page: Page, serverUrl: string, familyName: string) {
  await page.goto(serverUrl, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Continue as demo user' }).click();
  await page.getByRole('button', { name: 'Create your family' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Family' });
  await create.getByLabel('Family Name').fill(familyName);
  await create.getByRole('button', { name: 'Create Family' }).click();
  await expect.poll(() => page.getByRole('heading', { name: familyName }).isVisible()).toBe(true);
}

/** Picks an option of a Mantine Select by its label. */
export async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Ticks a chip: its checkbox is visually hidden, so click its label as a person would. */
export async function tick(page: Page, name: string) {
  await page
    .locator('label', { hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .click();
  expect(await page.getByRole('checkbox', { name, exact: true }).isChecked()).toBe(true);
}

/** A locator's text with its runs of white space made one space. */
export const textOf = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ');

/**
 * A fresh browser signed in with Google as `claims` (the local issuer), for someone new to
 * GiftLens: it waits for the welcome a user without a family lands on.
 */
export async function signInAsNewcomer(
  app: JourneyApp,
  claims: IdentityClaims,
  viewport = { width: 390, height: 844 },
) {
  app.issuer.signInNextAs(claims);
  const page = await newPage(app.browser, app.server.url, viewport);
  await page.goto(app.server.url, { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect
    .poll(() => page.getByRole('heading', { name: /^Welcome to GiftLens/ }).isVisible(), { timeout: 15_000 })
    .toBe(true);
  return page;
}
