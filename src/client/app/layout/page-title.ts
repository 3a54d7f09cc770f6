/** The landing page keeps the title index.html gives it. */
export const HOME_TITLE = 'GiftLens — Smart Gift Ideas from Family Ad Patterns';

const TITLES: [RegExp, string][] = [
  [/^\/dashboard$/, 'Dashboard'],
  [/^\/instagram-feed$/, 'Feed'],
  [/^\/family-profiles$/, 'Family Profiles'],
  [/^\/family-profiles\/[^/]+$/, 'Member Profile'],
  [/^\/ad-history$/, 'Ad History'],
  [/^\/track-ad$/, 'Track Ad'],
  [/^\/gift-ideas$/, 'Gift Ideas'],
  [/^\/occasions$/, 'Occasions'],
  [/^\/wishlists$/, 'Wishlists'],
  [/^\/gift-exchanges$/, 'Gift Exchanges'],
  [/^\/data-imports$/, 'Data Imports'],
  [/^\/account$/, 'Account Settings'],
  [/^\/oauth-dashboard$/, 'OAuth Dashboard'],
  [/^\/analytics$/, 'Analytics'],
  [/^\/onboarding(\/.*)?$/, 'Profile Setup'],
  [/^\/join\/[^/]+$/, 'Join a Family'],
  [/^\/privacy-policy$/, 'Privacy Policy'],
  [/^\/terms$/, 'Terms of Service'],
  [/^\/data-deletion$/, 'Data Deletion'],
];

/** Every route's own document title: "Family Profiles · GiftLens". */
export function pageTitle(pathname: string): string {
  if (pathname === '/') return HOME_TITLE;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const name = TITLES.find(([pattern]) => pattern.test(path))?.[1] ?? 'Page Not Found';
  return `${name} · GiftLens`;
}
