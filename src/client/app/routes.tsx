import { lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject, useParams } from 'react-router';
import { PAGE_NAMES, PAGE_ROUTES, type PageGuard, type PageName } from '#common/page-routes';
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
const SharePage = lazy(() => import('../pages/share'));
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

/** Each page behind the guard its declaration names (#common/page-routes). */
const GUARDS: Record<PageGuard, (page: ReactNode) => ReactNode> = {
  public: (page) => page,
  signedIn: (page) => <RequireAuth>{page}</RequireAuth>,
  /** Signed in and in a family: without one, the page itself welcomes them (create or join). */
  family: (page) => (
    <RequireAuth>
      <RequireFamily>{page}</RequireFamily>
    </RequireAuth>
  ),
};

function MemberRedirect() {
  const { memberId } = useParams();
  return <Navigate to={`/family-profiles/${memberId}`} replace />;
}

/** One element per page of the shared list (#common/page-routes), which the server also reads. */
const PAGES = {
  home: <HomePage />,
  dashboard: <DashboardPage />,
  feed: <FeedPage />,
  familyProfiles: <FamilyProfilesPage />,
  memberDetail: <MemberDetailPage />,
  memberRedirect: <MemberRedirect />,
  adHistory: <AdHistoryPage />,
  trackAd: <TrackAdPage />,
  share: <SharePage />,
  giftIdeas: <GiftIdeasPage />,
  occasions: <OccasionsPage />,
  wishlists: <WishlistsPage />,
  giftExchanges: <GiftExchangesPage />,
  dataImports: <DataImportsPage />,
  account: <AccountPage />,
  oauthDashboard: <OAuthDashboardPage />,
  analytics: <AnalyticsPage />,
  onboarding: <OnboardingPage />,
  join: <JoinPage />,
  privacyPolicy: <PrivacyPolicyPage />,
  privacy: <Navigate to={PAGE_ROUTES.privacyPolicy.path} replace />,
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
          ...PAGE_NAMES.map((name) => ({
            path: PAGE_ROUTES[name].path,
            element: GUARDS[PAGE_ROUTES[name].guard](PAGES[name]),
          })),
          // Anything else; the server answers these paths 404 with the app shell.
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
