import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
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
 * What a check holds the page to. By default WCAG 2 A and AA, serious and critical findings only;
 * `strict`: every rule axe runs by default (its best practices too: heading order, a level-one
 * heading, an image whose text says nothing twice) at every impact, for screens kept free of any.
 */
export interface AxeOptions {
  strict?: boolean;
}

/**
 * Runs axe-core inside the page (injected once per document) over `selector`. AxeBuilder opens a
 * second page for every analysis to merge frame results, which cost about a second a check; the
 * app draws no frames of its own, so one in-page run checks everything that is ours.
 */
async function seriousViolations(page: Page, selector: string, { strict = false }: AxeOptions = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ([selector, everything]) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      // A dialog opened over another (Leave family over Family Settings) is the one in use: the
      // one under it is dimmed by the overlay on purpose.
      const context =
        selector === '[role="dialog"]'
          ? ([...document.querySelectorAll(selector)].at(-1) ?? selector)
          : selector;
      const results = await axe.run(context, {
        ...(everything ? {} : { runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa'] } }),
        resultTypes: ['violations'],
      });
      return results.violations
        .filter((v) => everything || v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    },
    [selector, strict] as const,
  );
  return violations;
}

/** Fails the test on any serious accessibility violation on the page as it is now (any at all with `strict`). */
export async function expectAccessible(page: Page, options: AxeOptions = {}) {
  expect(await seriousViolations(page, 'html', options)).toEqual([]);
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
export async function checkBothSchemes(
  page: Page,
  name: string,
  options: { dialog?: boolean } & AxeOptions = {},
) {
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
    if (options.dialog) await expectDialogAccessible(page, options);
    else await expectAccessible(page, options);
    await screenshot(page, `${name}-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Axe on the open dialog only. */
export async function expectDialogAccessible(page: Page, options: AxeOptions = {}) {
  expect(await seriousViolations(page, '[role="dialog"]', options)).toEqual([]);
}

/** The smallest box a finger hits reliably (WCAG 2.5.5; `tap-target` in global.css). */
export const TAP_TARGET_PX = 44;

/**
 * Every control `controls` finds is at least 44 × 44 px as drawn now (the page at a phone's
 * width): a list of the ones that are not, with their sizes, so a failure names them.
 */
export async function expectTapTargets(controls: Locator) {
  const boxes = await controls.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
      return { name, width: Math.round(box.width), height: Math.round(box.height) };
    }),
  );
  expect(boxes.length, 'no control found to measure').toBeGreaterThan(0);
  expect(
    boxes
      .filter((b) => b.width < TAP_TARGET_PX || b.height < TAP_TARGET_PX)
      .map((b) => `${b.name}: ${b.width}×${b.height}`),
  ).toEqual([]);
}

/** Nothing sticks out sideways: the page never scrolls horizontally. */
export async function expectNoSideScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}
