export interface NavItem {
  to: string;
  label: string;
}

export const NAV_LINKS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/instagram-feed', label: 'Feed' },
  { to: '/family-profiles', label: 'Family Profiles' },
  { to: '/occasions', label: 'Occasions' },
  { to: '/ad-history', label: 'Ad History' },
];

/** The user menu's dialogs open over the page showing (see lib/track-ad-link.ts). */
export const USER_MENU_DIALOGS = [
  { track: 'quick', label: 'Track Ad' },
  { track: 'insights', label: 'Ad Insights Data' },
] as const;

export const USER_MENU_LINKS: readonly NavItem[] = [
  { to: '/wishlists', label: 'Wishlists' },
  { to: '/gift-exchanges', label: 'Gift Exchanges' },
  { to: '/account', label: 'Account Settings' },
  { to: '/data-imports', label: 'Import Social Data' },
];
