import type { Feature } from '../../lib/features';

export interface NavItem {
  to: string;
  label: string;
  /** The feature behind the link; unbuilt ones are marked "coming soon" (lib/features.ts). */
  feature?: Feature;
}

export const NAV_LINKS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', feature: 'dashboard' },
  { to: '/instagram-feed', label: 'Feed', feature: 'feed' },
  { to: '/family-profiles', label: 'Family Profiles' },
  { to: '/ad-history', label: 'Ad History', feature: 'trackedAds' },
];

/** The user menu's dialogs open over the page showing (see lib/track-ad-link.ts). */
export const USER_MENU_DIALOGS = [
  { track: 'quick', label: 'Track Ad' },
  { track: 'insights', label: 'Ad Insights Data' },
] as const;

export const USER_MENU_LINKS: readonly NavItem[] = [
  { to: '/account', label: 'Account Settings' },
  { to: '/data-imports', label: 'Import Social Data', feature: 'dataImports' },
];
