import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Playwright gives every launch a fresh, throwaway profile. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core inside the page (injected once per document) over `selector`. AxeBuilder opens a
 * second page for every analysis to merge frame results, which cost about a second a check; the
 * app draws no frames of its own, so one in-page run checks everything that is ours.
 */
async function seriousViolations(page: Page, selector: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (context) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(context, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, selector);
  return violations;
}

/** Fails the test on any serious accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  expect(await seriousViolations(page, 'html')).toEqual([]);
}

export async function screenshot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({ path: path.join(process.env.E2E_SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * Axe at the page's width in the light and the dark scheme (and a screenshot of each named
 * `${name}-light` and `${name}-dark`), then back to light. With a dialog open, axe checks the
 * dialog: the page behind it is dimmed by the overlay on purpose, and axe would count that
 * dimming as low contrast.
 */
export async function checkBothSchemes(page: Page, name: string, options: { dialog?: boolean } = {}) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.mantineColorScheme))
      .toBe(scheme);
    // Colours fade to the new scheme: axe must read them once they have arrived.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === 'running')
              .length,
        ),
      )
      .toBe(0);
    if (options.dialog) await expectDialogAccessible(page);
    else await expectAccessible(page);
    await screenshot(page, `${name}-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Axe on the open dialog only. */
export async function expectDialogAccessible(page: Page) {
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
}

/** Nothing sticks out sideways: the page never scrolls horizontally. */
export async function expectNoSideScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}
