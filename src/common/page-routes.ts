/**
 * Every page of the browser app, declared once: its path (a React Router pattern: `:name` is one
 * segment, a trailing `/*` any number of them), its document title, who may open it, and where
 * the navigation links it. Everything else is derived from this list, so nothing can drift apart:
 * the client's route table (src/client/app/routes.tsx), the document titles
 * (app/layout/page-title.ts), the header, its More menu, the account menu and the phone menu
 * (app/layout/nav-links.ts), and the server's SPA fallback (server/plugins/static-files.ts), which
 * answers 200 for these paths and 404 for any other (still with the app shell, so the app's own
 * not-found page shows). Pure data and a matcher, no imports: the server and the app's start read
 * it, the entry and the landing page do not.
 */

/**
 * Who may open a page. `signedIn` sends a visitor to sign in; `family` also shows someone
 * without a family the welcome (create or join) in place of the page.
 */
export type PageGuard = 'public' | 'signedIn' | 'family';

/**
 * Where the navigation links a page. Every page with a place is in the phone menu too, under
 * its group; a page without one (`nav` left out) is reached from within the app.
 * - `bar`: the header's bar, at every width that shows it (from 992 px);
 * - `bar-wide`: the header's bar where it has room (from 1200 px), its More menu below that;
 * - `more`: the header's More menu;
 * - `account`: the account menu.
 */
export type NavPlace = 'bar' | 'bar-wide' | 'more' | 'account';

/** The navigation's groups, in the order the phone menu and the More menu list them. */
export const NAV_GROUPS = {
  family: 'Family',
  gifts: 'Gifts',
  ads: 'Ads and data',
  account: 'Account',
} as const;

export type NavGroup = keyof typeof NAV_GROUPS;

export interface PageDeclaration {
  path: string;
  /** The document title, before " · GiftLens". */
  title: string;
  guard: PageGuard;
  /** Where the navigation links it; every menu lists its pages in the order declared here. */
  nav?: { place: NavPlace; group: NavGroup /** When not the title. */; label?: string };
}

export const PAGE_ROUTES = {
  /** The landing page to a visitor; the dashboard, or the welcome, to someone signed in. */
  home: { path: '/', title: 'Smart Gift Ideas from Family Ad Patterns', guard: 'public' },
  dashboard: {
    path: '/dashboard',
    title: 'Dashboard',
    guard: 'family',
    nav: { place: 'bar', group: 'family' },
  },
  familyProfiles: {
    path: '/family-profiles',
    title: 'Family Profiles',
    guard: 'family',
    nav: { place: 'bar', group: 'family' },
  },
  occasions: {
    path: '/occasions',
    title: 'Occasions',
    guard: 'family',
    nav: { place: 'bar', group: 'family' },
  },
  giftIdeas: {
    path: '/gift-ideas',
    title: 'Gift Ideas',
    guard: 'family',
    nav: { place: 'bar', group: 'gifts' },
  },
  wishlists: {
    path: '/wishlists',
    title: 'Wishlists',
    guard: 'family',
    nav: { place: 'more', group: 'gifts' },
  },
  giftExchanges: {
    path: '/gift-exchanges',
    title: 'Gift Exchanges',
    guard: 'family',
    nav: { place: 'more', group: 'gifts' },
  },
  feed: { path: '/instagram-feed', title: 'Feed', guard: 'family', nav: { place: 'bar-wide', group: 'ads' } },
  adHistory: {
    path: '/ad-history',
    title: 'Ad History',
    guard: 'family',
    nav: { place: 'bar-wide', group: 'ads' },
  },
  analytics: {
    path: '/analytics',
    title: 'Analytics',
    guard: 'family',
    nav: { place: 'more', group: 'ads' },
  },
  dataImports: {
    path: '/data-imports',
    title: 'Data Imports',
    guard: 'family',
    nav: { place: 'more', group: 'ads' },
  },
  account: {
    path: '/account',
    title: 'Account Settings',
    guard: 'signedIn',
    nav: { place: 'account', group: 'account' },
  },
  memberDetail: { path: '/family-profiles/:memberId', title: 'Member Profile', guard: 'family' },
  /** An older address of the member page; the app redirects it. */
  memberRedirect: { path: '/family-members/:memberId', title: 'Member Profile', guard: 'public' },
  /** Where the installed app's share target lands. */
  trackAd: { path: '/track-ad', title: 'Track Ad', guard: 'signedIn' },
  /** What was shared to the app (a link, words) or a bookmarklet sent: what to do with it. */
  share: { path: '/share', title: 'Shared with GiftLens', guard: 'family' },
  /** For admins, from the header's sign-in health badge. */
  oauthDashboard: { path: '/oauth-dashboard', title: 'OAuth Dashboard', guard: 'signedIn' },
  onboarding: { path: '/onboarding/*', title: 'Profile Setup', guard: 'family' },
  join: { path: '/join/:inviteCode', title: 'Join a Family', guard: 'public' },
  privacyPolicy: { path: '/privacy-policy', title: 'Privacy Policy', guard: 'public' },
  /** A short address; the app redirects it to the privacy policy. */
  privacy: { path: '/privacy', title: 'Privacy Policy', guard: 'public' },
  terms: { path: '/terms', title: 'Terms of Service', guard: 'public' },
  dataDeletion: { path: '/data-deletion', title: 'Data Deletion', guard: 'public' },
} as const satisfies Record<string, PageDeclaration>;

export type PageName = keyof typeof PAGE_ROUTES;

/** The pages in the order declared (the order of every menu). */
export const PAGE_NAMES = Object.keys(PAGE_ROUTES) as PageName[];

/** A page's declaration, seen through the general shape (optional fields included). */
export const pageOf = (name: PageName): PageDeclaration => PAGE_ROUTES[name];

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

// No two patterns match one path, so the first match is the page.
const MATCHERS = PAGE_NAMES.map((name) => [name, compile(PAGE_ROUTES[name].path)] as const);

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

/** The page the app shows at this path (no query string); undefined for its not-found page. */
export function pageAt(pathname: string): PageName | undefined {
  const path = decodePath(pathname);
  return MATCHERS.find(([, matcher]) => matcher.test(path))?.[0];
}

/** True when the app has a page at this path (no query string), false for its not-found page. */
export function isPageRoute(pathname: string): boolean {
  return pageAt(pathname) !== undefined;
}
