import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkBothSchemes, expectNoSideScroll, expectTapTargets, screenshot } from './support/browser';
import { choose, demoUserWithFamily, newPage, setUpJourneyApp, visible } from './support/journey';

const app = setUpJourneyApp();
const PHONE = { width: 390, height: 844 };
// 80 characters with no space: the longest name the forms accept, and the hardest to fit.
const LONG_FAMILY = 'TheFitzgeraldBartholomewHouseholdOfTheUpperValleyAndEverybodyWhoVisitsThemOften';
const LONG_MEMBER = 'Maximilianbartholomewfitzgeraldthethird';

/** Every button in the open dialog shows its whole label inside the dialog's content box. */
async function expectDialogButtonsFit(page: Page) {
  const problems = await page.evaluate(() => {
    const body = document.querySelector('[role="dialog"] .mantine-Modal-body');
    if (!body) return ['no dialog'];
    const found: string[] = [];
    const box = body.getBoundingClientRect();
    const style = getComputedStyle(body);
    const left = box.left + Number.parseFloat(style.paddingLeft);
    const right = box.right - Number.parseFloat(style.paddingRight);
    if (box.left < 0 || box.right > window.innerWidth) found.push(`dialog ${box.left}–${box.right}`);
    for (const button of body.querySelectorAll('button')) {
      const label = button.querySelector('.mantine-Button-label') ?? button;
      const b = button.getBoundingClientRect();
      if (label.scrollWidth > label.clientWidth + 1) found.push(`clipped: ${button.textContent}`);
      if (b.width > 0 && (b.left < left - 1 || b.right > right + 1))
        found.push(`outside: ${button.textContent}`);
    }
    return found;
  });
  expect(problems).toEqual([]);
}

describe('the app frame on a phone', () => {
  it('fits long names, keeps one banner, opens pages at the top, and centres the footer', async () => {
    const page = await newPage(app.browser, app.server.url, PHONE);
    await demoUserWithFamily(page, app.server.url, LONG_FAMILY);
    // The family's invite code is copied with a finger's width, as every control on a phone.
    await expectTapTargets(page.getByRole('button', { name: 'Copy invite code' }));

    await page.getByRole('button', { name: 'Add Member' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add Family Member' });
    await add.getByLabel('Name').fill(LONG_MEMBER);
    await choose(page, /Relationship/, 'Grandparent');
    await add.getByRole('button', { name: 'Add Member' }).click();
    await expect.poll(() => page.getByRole('article', { name: LONG_MEMBER }).isVisible()).toBe(true);
    await expectNoSideScroll(page);
    await screenshot(page, 'layout-long-names');

    // The burger says whether the menu is open; the menu and the family in it fit the phone.
    const burger = page.getByRole('button', { name: 'Open menu' });
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    await burger.click();
    // The native popover's toggle event sets it, a moment after the tap.
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('true');
    const switcher = page.getByRole('button', { name: `Current family: ${LONG_FAMILY}. Switch family` });
    await expect.poll(() => switcher.isVisible()).toBe(true);
    expect(await switcher.getAttribute('title')).toBe(LONG_FAMILY);
    const right = await switcher.evaluate((el) => el.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(PHONE.width);
    await expectNoSideScroll(page);

    // Family Settings: an open dialog adds no second banner landmark.
    await switcher.click();
    await page.getByRole('menuitem', { name: 'Manage Family Settings' }).click();
    // The phone menu closes, and the dialog stands alone over the page.
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
    const settings = page.getByRole('dialog', { name: 'Family Settings' });
    await expect.poll(() => settings.getByLabel('Family Name').isVisible()).toBe(true);
    expect(await page.getByRole('banner').count()).toBe(1);
    await checkBothSchemes(page, 'layout-family-settings', { dialog: true });
    await expectDialogButtonsFit(page);

    // One save model: leaving with an unsaved change asks first, and one Save keeps it all.
    const imports = settings.getByRole('switch', { name: /Allow data imports/ });
    await imports.click();
    expect(await imports.isChecked()).toBe(false);
    await expect.poll(() => settings.getByText('You have unsaved changes.').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await expect.poll(() => discard.isVisible()).toBe(true);
    await screenshot(page, 'layout-discard-changes');
    // Escape on the question itself means "keep editing", as its focused button does.
    await page.keyboard.press('Escape');
    await expect.poll(() => discard.isVisible()).toBe(false);
    expect(await imports.isChecked()).toBe(false);
    await settings.getByRole('button', { name: 'Cancel' }).click();
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await settings.getByLabel('Family Name').fill('The Fitzgeralds');
    await settings.getByRole('button', { name: 'Save Settings' }).click();
    await visible(page, 'Family updated!');
    await expect.poll(() => settings.isVisible()).toBe(false);
    await expect
      .poll(() => page.getByRole('heading', { name: 'The Fitzgeralds', level: 1 }).isVisible())
      .toBe(true);

    // The member page with the long name, and its photo dialog at every width.
    await page.getByRole('article', { name: LONG_MEMBER }).getByRole('link', { name: LONG_MEMBER }).click();
    await expect.poll(() => page.getByRole('heading', { name: LONG_MEMBER }).isVisible()).toBe(true);
    await expectNoSideScroll(page);
    await expectTapTargets(page.getByRole('button', { name: /^(Edit Profile|Privacy|Change photo)$/ }));
    await checkBothSchemes(page, 'layout-member-page');
    for (const width of [320, 390, 600, 820, 1440]) {
      await page.setViewportSize({ width, height: 844 });
      await expectNoSideScroll(page);
      await page.getByRole('button', { name: 'Change photo' }).click();
      const photo = page.getByRole('dialog', { name: 'Profile photo' });
      await expect.poll(() => photo.getByRole('button', { name: 'Take photo' }).isVisible()).toBe(true);
      await expectDialogButtonsFit(page);
      await screenshot(page, `layout-photo-dialog-${width}`);
      await photo.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => photo.isVisible()).toBe(false);
    }
    await page.setViewportSize(PHONE);

    // A new page opens at its top, not where the last one was scrolled to.
    await page.goto(`${app.server.url}/family-profiles`);
    await expect.poll(() => page.getByRole('heading', { name: 'The Fitzgeralds' }).isVisible()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await burger.click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Ad History' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/ad-history');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Ad History without ads: a drawing, what the page is for, and the next step.
    await expect.poll(() => page.getByRole('heading', { name: 'No ads tracked yet' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Track your first ad' }).isVisible()).toBe(true);
    await checkBothSchemes(page, 'layout-ad-history-empty');

    // The footer sits centred on a phone: its links' middle is the window's middle.
    const footer = page.getByRole('navigation', { name: 'Legal and contact' });
    await footer.scrollIntoViewIfNeeded();
    const middle = await footer.evaluate((el) => {
      const links = [...el.children].map((c) => c.getBoundingClientRect());
      const left = Math.min(...links.map((r) => r.left));
      const right = Math.max(...links.map((r) => r.right));
      return (left + right) / 2;
    });
    expect(Math.abs(middle - PHONE.width / 2)).toBeLessThanOrEqual(4);
    const copyright = await page
      .getByText(/© \d{4} GiftLens/)
      .evaluate((el) => el.getBoundingClientRect().left + el.getBoundingClientRect().width / 2);
    expect(Math.abs(copyright - PHONE.width / 2)).toBeLessThanOrEqual(4);
    await screenshot(page, 'layout-footer-phone');
  });
});
