import { lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject, useParams } from 'react-router';
import { PAGE_ROUTES, type PageName } from '#common/page-routes';
import { lazyPart } from '../lib/lazy-part';
import HomePage from '../pages/home';
import { NotFoundPage } from '../pages/not-found';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './require-auth';
import { RequireFamily } from './require-family';
import { RouteError } from './route-error';

/** Preloaded before a server-rendered dashboard hydrates (server-rendered.ts). */
export const DashboardPage = lazyPart(() => import('../pages/dashboard'));
const PrivacyPolicyPage = lazy(() => import('../pages/legal/privacy-policy'));
const TermsPage = lazy(() => import('../pages/legal/terms'));
const DataDeletionPage = lazy(() => import('../pages/legal/data-deletion'));
const FeedPage = lazy(() => import('../pages/feed'));
const FamilyProfilesPage = lazy(() => import('../pages/family-profiles'));
const MemberDetailPage = lazy(() => import('../pages/member-detail'));
const AdHistoryPage = lazy(() => import('../pages/ad-history'));
const TrackAdPage = lazy(() => import('../pages/track-ad'));
const GiftIdeasPage = lazy(() => import('../pages/gift-ideas'));
const OccasionsPage = lazy(() => import('../pages/occasions'));
const WishlistsPage = lazy(() => import('../pages/wishlists'));
const GiftExchangesPage = lazy(() => import('../pages/gift-exchanges'));
const DataImportsPage = lazy(() => import('../pages/data-imports'));
const AccountPage = lazy(() => import('../pages/account'));
const OAuthDashboardPage = lazy(() => import('../pages/oauth-dashboard'));
const AnalyticsPage = lazy(() => import('../pages/analytics'));
const OnboardingPage = lazy(() => import('../pages/onboarding'));
const JoinPage = lazy(() => import('../pages/join'));

const signedIn = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;
/** Signed in and in a family: without one, the page itself welcomes them (create or join). */
const inFamily = (page: ReactNode) => signedIn(<RequireFamily>{page}</RequireFamily>);

function MemberRedirect() {
  const { memberId } = useParams();
  return <Navigate to={`/family-profiles/${memberId}`} replace />;
}

/** One element per page of the shared list (#common/page-routes), which the server also reads. */
const PAGES = {
  home: <HomePage />,
  dashboard: inFamily(<DashboardPage />),
  feed: inFamily(<FeedPage />),
  familyProfiles: inFamily(<FamilyProfilesPage />),
  memberDetail: inFamily(<MemberDetailPage />),
  memberRedirect: <MemberRedirect />,
  adHistory: inFamily(<AdHistoryPage />),
  trackAd: signedIn(<TrackAdPage />),
  giftIdeas: inFamily(<GiftIdeasPage />),
  occasions: inFamily(<OccasionsPage />),
  wishlists: inFamily(<WishlistsPage />),
  giftExchanges: inFamily(<GiftExchangesPage />),
  dataImports: inFamily(<DataImportsPage />),
  account: signedIn(<AccountPage />),
  oauthDashboard: signedIn(<OAuthDashboardPage />),
  analytics: inFamily(<AnalyticsPage />),
  onboarding: inFamily(<OnboardingPage />),
  join: <JoinPage />,
  privacyPolicy: <PrivacyPolicyPage />,
  privacy: <Navigate to={PAGE_ROUTES.privacyPolicy} replace />,
  terms: <TermsPage />,
  dataDeletion: <DataDeletionPage />,
} satisfies Record<PageName, ReactNode>;

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // The layout itself failing: the message alone, without header and footer.
    errorElement: <RouteError />,
    children: [
      {
        // A page failing (its code gone offline or after a release, or a bug) keeps the header
        // and footer around the message, and the rest of the app usable.
        errorElement: <RouteError />,
        children: [
          ...(Object.keys(PAGE_ROUTES) as PageName[]).map((name) => ({
            path: PAGE_ROUTES[name],
            element: PAGES[name],
          })),
          // Anything else; the server answers these paths 404 with the app shell.
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
