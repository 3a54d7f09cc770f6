import { describe, expect, it } from 'vitest';
import { PAGE_NAMES, type PageName, pageOf } from '#common/page-routes';
import { ACCOUNT_LINKS, BAR_LINKS, isCurrent, moreSections, type NavItem, PHONE_SECTIONS } from './nav-links';

const names = (items: readonly NavItem[]) => items.map((item) => item.name);
const placed = PAGE_NAMES.filter((name) => pageOf(name).nav);

/** What the header shows at a width: the bar's links there, its More menu's, the account menu's. */
function header({ narrow }: { narrow: boolean }) {
  const bar = BAR_LINKS.filter((item) => !(narrow && item.place === 'bar-wide'));
  const more = moreSections({ narrow }).flatMap((section) => section.items);
  return { bar: names(bar), more: names(more), account: names(ACCOUNT_LINKS) };
}

describe('the navigation', () => {
  it('places every main page a newcomer looks for', () => {
    const main: PageName[] = [
      'dashboard',
      'feed',
      'familyProfiles',
      'occasions',
      'adHistory',
      'giftIdeas',
      'wishlists',
      'giftExchanges',
      'dataImports',
      'analytics',
      'account',
    ];
    expect([...placed].sort()).toEqual([...main].sort());
  });

  it('reaches every placed page from the header exactly once, whether the bar is wide or narrow', () => {
    for (const narrow of [false, true]) {
      const { bar, more, account } = header({ narrow });
      expect([...bar, ...more, ...account].sort(), narrow ? 'narrow' : 'wide').toEqual([...placed].sort());
    }
  });

  it('moves the bar’s wide links into More where the bar is narrow, keeping the rest in the bar', () => {
    const wide = header({ narrow: false });
    const narrow = header({ narrow: true });
    const moved = wide.bar.filter((name) => !narrow.bar.includes(name));
    expect(moved.length).toBeGreaterThan(0);
    expect(narrow.more).toEqual(expect.arrayContaining(moved));
    expect(wide.more.some((name) => moved.includes(name))).toBe(false);
    // A few links in the bar, the rest in More: it never holds everything at once.
    expect(wide.bar.length).toBeLessThanOrEqual(6);
    expect(narrow.bar.length).toBeLessThanOrEqual(4);
  });

  it('lists every placed page in the phone menu once, by group, each group together in the order declared', () => {
    const listed = PHONE_SECTIONS.flatMap((section) => names(section.items));
    expect([...listed].sort()).toEqual([...placed].sort());
    expect(new Set(listed).size).toBe(listed.length);
    for (const section of PHONE_SECTIONS) {
      expect(section.items.every((item) => item.group === section.group)).toBe(true);
      const declared = section.items.map((item) => PAGE_NAMES.indexOf(item.name));
      expect(declared).toEqual([...declared].sort((a, b) => a - b));
    }
    expect(new Set(PHONE_SECTIONS.map((section) => section.label)).size).toBe(PHONE_SECTIONS.length);
  });

  it('lists More by group, each group once, and names each link after its page unless told otherwise', () => {
    const sections = moreSections({ narrow: true });
    expect(new Set(sections.map((section) => section.group)).size).toBe(sections.length);
    for (const item of sections.flatMap((section) => section.items)) {
      expect(item.label).toBe(pageOf(item.name).nav?.label ?? pageOf(item.name).title);
      expect(item.to).toBe(pageOf(item.name).path);
    }
  });

  it('marks a link current on its page and the pages under it, in any case, and on no other', () => {
    const profiles = BAR_LINKS.find((item) => item.name === 'familyProfiles') as NavItem;
    expect(isCurrent(profiles, '/family-profiles')).toBe(true);
    expect(isCurrent(profiles, '/family-profiles/12')).toBe(true);
    expect(isCurrent(profiles, '/Family-Profiles/')).toBe(true);
    expect(isCurrent(profiles, '/family-profiles-old')).toBe(false);
    expect(isCurrent(profiles, '/dashboard')).toBe(false);
  });
});
