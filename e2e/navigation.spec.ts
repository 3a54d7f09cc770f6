import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  checkBothSchemes,
  expectAccessible,
  expectNoSideScroll,
  expectTapTargets,
  screenshot,
} from './support/browser';
import { callApi, setUpJourneyApp, signInAsNewcomer } from './support/journey';

const app = setUpJourneyApp();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const FAMILY = 'The Okafor-Lindqvist Household';

/** A main page: its link's name, its document title, its heading, and where a 1440 px header keeps it. */
interface MainPage {
  link: string;
  title: string;
  heading: string | RegExp;
  desktop: 'bar' | 'more' | 'account';
}

const mainPage = (link: string, heading: string | RegExp, desktop: MainPage['desktop'], title = link) => ({
  link,
  title: `${title} · GiftLens`,
  heading,
  desktop,
});

// Every main page, in the order the phone menu lists them.
const FAMILY_PAGES: MainPage[] = [
  mainPage('Dashboard', 'Family Dashboard', 'bar'),
  mainPage('Family Profiles', FAMILY, 'bar'),
  mainPage('Occasions', 'Occasions', 'bar'),
  mainPage('Gift Ideas', 'Gift Ideas', 'bar'),
  mainPage('Wishlists', 'Wishlists', 'more'),
  mainPage('Gift Exchanges', 'Gift exchanges', 'more'),
];
const AD_AND_ACCOUNT_PAGES: MainPage[] = [
  mainPage('Feed', 'Feed', 'bar'),
  mainPage('Ad History', 'Ad History', 'bar'),
  mainPage('Analytics', 'Analytics', 'more'),
  mainPage('Data Imports', 'Data Imports', 'more'),
  mainPage('Account Settings', 'Account Settings', 'account'),
];
const MAIN_PAGES = [...FAMILY_PAGES, ...AD_AND_ACCOUNT_PAGES];

let person: Page;

/** The page has opened (not the welcome, not a loader), passes axe and fits the screen's width. */
async function expectOpened(page: Page, target: MainPage) {
  await expect.poll(() => page.title()).toBe(target.title);
  const heading = page.getByRole('main').getByRole('heading', { level: 1, name: target.heading });
  await expect.poll(() => heading.isVisible(), { timeout: 10_000 }).toBe(true);
  // Loaded: axe reads the page, not its placeholders.
  await expect
    .poll(() => page.locator('main [data-page-loader], main .mantine-Skeleton-root').count(), {
      timeout: 10_000,
    })
    .toBe(0);
  await expectAccessible(page);
  await expectNoSideScroll(page);
}

/** Nothing in the header sits over anything else, or past the window's edge. */
async function expectHeaderFits(page: Page) {
  const problems = await page.evaluate(() => {
    const controls = [...document.querySelectorAll('header a, header button')]
      .map((element) => ({
        name: element.getAttribute('aria-label') ?? element.textContent,
        box: element.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const found: string[] = [];
    for (const [i, a] of controls.entries()) {
      if (a.box.left < 0 || a.box.right > window.innerWidth) found.push(`${a.name} past the edge`);
      for (const b of controls.slice(i + 1)) {
        const overlap = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        if (overlap > 0 && Math.min(a.box.bottom, b.box.bottom) > Math.max(a.box.top, b.box.top))
          found.push(`${a.name} over ${b.name}`);
      }
    }
    return found;
  });
  expect(problems).toEqual([]);
}

async function fitsAtDesktopWidths(page: Page, when: string) {
  for (const width of [992, 1100, 1200, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.getByRole('button', { name: 'More' }).isVisible()).toBe(true);
    await expectHeaderFits(page);
    await screenshot(page, `navigation-header-${when}-${width}`);
  }
}

const phoneMenu = (page: Page) => page.getByRole('dialog', { name: /^Hi, / });
const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Opens the phone menu, checks the page showing is marked in it, and follows `target`'s link. */
async function viaPhoneMenu(page: Page, target: MainPage, current?: MainPage) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect.poll(() => phoneMenu(page).isVisible()).toBe(true);
  if (current) {
    const marked = mobileNav(page).getByRole('link', { name: current.link, exact: true });
    expect(await marked.getAttribute('aria-current')).toBe('page');
  }
  await mobileNav(page).getByRole('link', { name: target.link, exact: true }).click();
  // The menu closes as the page changes.
  await expect.poll(() => phoneMenu(page).count()).toBe(0);
  await expectOpened(page, target);
}

/** Follows `target`'s link from the bar, the More menu or the account menu, where a 1440 px header keeps it. */
async function viaHeader(page: Page, target: MainPage) {
  if (target.desktop === 'bar') {
    await mainNav(page).getByRole('link', { name: target.link, exact: true }).click();
  } else {
    const menu = target.desktop === 'more' ? 'More' : /^Account menu for /;
    await page.getByRole('button', { name: menu }).click();
    await page.getByRole('menuitem', { name: target.link, exact: true }).click();
  }
  await expectOpened(page, target);
  if (target.desktop === 'bar') {
    const link = mainNav(page).getByRole('link', { name: target.link, exact: true });
    expect(await link.getAttribute('aria-current')).toBe('page');
  }
}

// One person with a family, first on a phone, then at a desk; each step its own test.
describe('the navigation reaches every main page', () => {
  it('fits the header at desk widths before there is a family, and offers joining one first on a phone', async () => {
    person = await signInAsNewcomer(app, {
      sub: 'google-nav-olu',
      email: 'olu@example.com',
      given_name: 'Olu',
      family_name: 'Okafor',
    });
    await fitsAtDesktopWidths(person, 'no-family');
    await person.setViewportSize(PHONE);
    await person.getByRole('button', { name: 'Open menu' }).click();
    const join = phoneMenu(person).getByRole('button', { name: 'Join Family' });
    await expect.poll(() => join.isVisible()).toBe(true);
    await expectTapTargets(join);
    await person.keyboard.press('Escape');
    await expect.poll(() => phoneMenu(person).count()).toBe(0);
  });

  it('lists every page in the phone menu by group, with room for a finger, once there is a family', async () => {
    await callApi(person, 'POST', '/api/family-accounts', { name: FAMILY });
    await person.goto(`${app.server.url}/dashboard`);
    await expectOpened(person, MAIN_PAGES[0] as MainPage);

    await person.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => phoneMenu(person).isVisible()).toBe(true);
    const links = mobileNav(person).getByRole('link');
    expect(await links.allTextContents()).toEqual([
      ...MAIN_PAGES.slice(0, -1).map((p) => p.link),
      'Track Ad',
      'Ad Insights Data',
      'Account Settings',
    ]);
    for (const group of ['Family', 'Gifts', 'Ads and data', 'Account']) {
      expect(await mobileNav(person).getByRole('group', { name: group }).isVisible()).toBe(true);
    }
    await expectTapTargets(links);
    await expectTapTargets(
      phoneMenu(person).getByRole('button', { name: /^(Close menu|Join another family)$/ }),
    );
    await expectTapTargets(phoneMenu(person).getByRole('link', { name: 'Logout' }));
    // Joining another family is there, and quiet: the family's own pages come first.
    expect(await phoneMenu(person).getByRole('button', { name: 'Join Family' }).count()).toBe(0);
    await expectNoSideScroll(person);
    await checkBothSchemes(person, 'navigation-phone-menu');
    await person.keyboard.press('Escape');
    await expect.poll(() => phoneMenu(person).count()).toBe(0);
  });

  it('opens the family’s and the gift pages from the phone menu, each named and marked', async () => {
    let current = FAMILY_PAGES[0] as MainPage;
    for (const target of FAMILY_PAGES.slice(1)) {
      await viaPhoneMenu(person, target, current);
      current = target;
    }
  });

  it('opens the ad and account pages from the phone menu, each named and marked', async () => {
    let current = FAMILY_PAGES.at(-1) as MainPage;
    for (const target of AD_AND_ACCOUNT_PAGES) {
      await viaPhoneMenu(person, target, current);
      current = target;
    }
  });

  it('fits the header at desk widths with a family, and opens the bar’s pages from it', async () => {
    await fitsAtDesktopWidths(person, 'family');
    await person.setViewportSize(DESKTOP);
    // No Join Family button once in a family: it waits quietly in the account menu.
    expect(await person.getByRole('banner').getByRole('button', { name: 'Join Family' }).count()).toBe(0);
    for (const target of MAIN_PAGES.filter((p) => p.desktop === 'bar')) await viaHeader(person, target);
    await screenshot(person, 'navigation-desktop-bar');
  });

  it('opens the rest from More by keyboard and pointer, and the account’s settings from its menu', async () => {
    // By keyboard: More says it opens a menu, and arrows walk it.
    const more = person.getByRole('button', { name: 'More' });
    expect(await more.getAttribute('aria-haspopup')).toBe('menu');
    await more.focus();
    await person.keyboard.press('Enter');
    const menu = person.getByRole('menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(
      MAIN_PAGES.filter((p) => p.desktop === 'more').map((p) => p.link),
    );
    await checkBothSchemes(person, 'navigation-desktop-more');
    // Arrows walk the items; Enter follows the one in focus.
    const focused = () =>
      person.evaluate(() =>
        document.activeElement?.getAttribute('role') === 'menuitem'
          ? document.activeElement.textContent
          : null,
      );
    await person.keyboard.press('ArrowDown');
    await expect.poll(focused).not.toBeNull();
    const before = await focused();
    await person.keyboard.press('ArrowDown');
    await expect.poll(focused).not.toBe(before);
    const chosen = MAIN_PAGES.find((p) => p.link === before) as MainPage;
    await person.keyboard.press('ArrowUp');
    await expect.poll(focused).toBe(before);
    await person.keyboard.press('Enter');
    await expectOpened(person, chosen);
    for (const target of MAIN_PAGES.filter((p) => p.desktop !== 'bar' && p !== chosen)) {
      await viaHeader(person, target);
    }

    // The page showing is marked in its menu.
    await person.getByRole('button', { name: /^Account menu for / }).click();
    expect(
      await person.getByRole('menuitem', { name: 'Account Settings' }).getAttribute('aria-current'),
    ).toBe('page');
    await checkBothSchemes(person, 'navigation-desktop-account-menu');
    await person.keyboard.press('Escape');
  });

  it('keeps the bar’s wide links in More where the header is narrower', async () => {
    await person.setViewportSize({ width: 1100, height: 900 });
    expect(await mainNav(person).getByRole('link', { name: 'Feed', exact: true }).isVisible()).toBe(false);
    await person.getByRole('button', { name: 'More' }).click();
    await person.getByRole('menuitem', { name: 'Feed', exact: true }).click();
    await expectOpened(person, AD_AND_ACCOUNT_PAGES[0] as MainPage);
    await person.getByRole('button', { name: 'More' }).click();
    expect(await person.getByRole('menuitem', { name: 'Feed' }).getAttribute('aria-current')).toBe('page');
    await screenshot(person, 'navigation-narrow-more');
    await person.keyboard.press('Escape');
  });
});
