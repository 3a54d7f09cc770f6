import {
  NAV_GROUPS,
  type NavGroup,
  type NavPlace,
  PAGE_NAMES,
  type PageName,
  pageOf,
} from '#common/page-routes';

/**
 * The navigation, derived from each page's declaration (#common/page-routes): this file keeps
 * no list of its own. Every placed page is in the phone menu, and in the header's bar, its More
 * menu or the account menu.
 */
export interface NavItem {
  name: PageName;
  to: string;
  label: string;
  place: NavPlace;
  group: NavGroup;
}

export interface NavSection {
  group: NavGroup;
  label: string;
  items: NavItem[];
}

const ALL: readonly NavItem[] = PAGE_NAMES.flatMap((name) => {
  const { path, title, nav } = pageOf(name);
  return nav ? [{ name, to: path, label: nav.label ?? title, place: nav.place, group: nav.group }] : [];
});

/** The items among `items`, in sections by group, in the groups' order; empty groups left out. */
function sections(items: readonly NavItem[]): NavSection[] {
  return (Object.keys(NAV_GROUPS) as NavGroup[]).flatMap((group) => {
    const inGroup = items.filter((item) => item.group === group);
    return inGroup.length ? [{ group, label: NAV_GROUPS[group], items: inGroup }] : [];
  });
}

/** The header's bar; `bar-wide` items only where it is wide enough (header.module.css). */
export const BAR_LINKS = ALL.filter((item) => item.place === 'bar' || item.place === 'bar-wide');

/** The header's More menu: by group, with the `bar-wide` items while the bar is narrow. */
export const moreSections = ({ narrow }: { narrow: boolean }) =>
  sections(ALL.filter((item) => item.place === 'more' || (narrow && item.place === 'bar-wide')));

/** The pages in the account menu. */
export const ACCOUNT_LINKS = ALL.filter((item) => item.place === 'account');

/** The phone menu: every placed page, by group. */
export const PHONE_SECTIONS = sections(ALL);

/** The track-ad dialogs open over the page showing (see lib/track-ad-link.ts). */
export const TRACK_AD_DIALOGS = [
  { track: 'quick', label: 'Track Ad' },
  { track: 'insights', label: 'Ad Insights Data' },
] as const;

/** Whether the page at `pathname` is the item's or one under it (a member under Family Profiles), as NavLink says. */
export function isCurrent(item: NavItem, pathname: string) {
  const path = pathname.toLowerCase();
  const to = item.to.toLowerCase();
  return path === to || path.startsWith(`${to}/`);
}
