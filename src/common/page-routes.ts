/**
 * Every page of the browser app, as React Router path patterns: `:name` is one segment, a
 * trailing `/*` any number of them. The client's route table (src/client/app/routes.tsx) is
 * built from this list, and the server's SPA fallback (server/plugins/static-files.ts) answers
 * 200 for these paths and 404 for any other (still with the app shell, so the app's own
 * not-found page shows), so the two cannot drift apart.
 */
export const PAGE_ROUTES = {
  home: '/',
  dashboard: '/dashboard',
  feed: '/instagram-feed',
  familyProfiles: '/family-profiles',
  memberDetail: '/family-profiles/:memberId',
  /** An older address of the member page; the app redirects it. */
  memberRedirect: '/family-members/:memberId',
  adHistory: '/ad-history',
  trackAd: '/track-ad',
  giftIdeas: '/gift-ideas',
  occasions: '/occasions',
  wishlists: '/wishlists',
  giftExchanges: '/gift-exchanges',
  dataImports: '/data-imports',
  account: '/account',
  oauthDashboard: '/oauth-dashboard',
  analytics: '/analytics',
  onboarding: '/onboarding/*',
  join: '/join/:inviteCode',
  privacyPolicy: '/privacy-policy',
  /** A short address; the app redirects it to the privacy policy. */
  privacy: '/privacy',
  terms: '/terms',
  dataDeletion: '/data-deletion',
} as const;

export type PageName = keyof typeof PAGE_ROUTES;

const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/** A pattern as React Router matches it: any case, trailing slashes allowed. */
function compile(pattern: string): RegExp {
  const splat = pattern.endsWith('/*');
  const segments = (splat ? pattern.slice(0, -2) : pattern).split('/').filter(Boolean);
  const source = segments
    .map((segment) => (segment.startsWith(':') ? '/[^/]+' : `/${escapeRegExp(segment)}`))
    .join('');
  return new RegExp(`^${source}${splat ? '(?:/.+|/*)' : '/*'}$`, 'i');
}

const MATCHERS = Object.values(PAGE_ROUTES).map(compile);

/** Decodes each segment as React Router does, leaving an encoded slash encoded. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replaceAll('/', '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** True when the app has a page at this path (no query string), false for its not-found page. */
export function isPageRoute(pathname: string): boolean {
  const path = decodePath(pathname);
  return MATCHERS.some((matcher) => matcher.test(path));
}
