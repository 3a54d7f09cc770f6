export const NAV_LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/instagram-feed', label: 'Feed' },
  { to: '/family-profiles', label: 'Family Profiles' },
  { to: '/ad-history', label: 'Ad History' },
] as const;

export const USER_MENU_LINKS = [
  { to: '/ad-history?track=1', label: 'Track Ad' },
  { to: '/ad-history', label: 'Ad Insights Data' },
  { to: '/account', label: 'Account Settings' },
  { to: '/data-imports', label: 'Import Social Data' },
] as const;
