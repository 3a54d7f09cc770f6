import { lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject, useParams } from 'react-router';
import { lazyPart } from '../lib/lazy-part';
import HomePage from '../pages/home';
import { NotFoundPage } from '../pages/not-found';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './require-auth';
import { RequireFamily } from './require-family';

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

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/dashboard', element: inFamily(<DashboardPage />) },
      { path: '/instagram-feed', element: inFamily(<FeedPage />) },
      { path: '/family-profiles', element: inFamily(<FamilyProfilesPage />) },
      { path: '/family-profiles/:memberId', element: inFamily(<MemberDetailPage />) },
      { path: '/family-members/:memberId', element: <MemberRedirect /> },
      { path: '/ad-history', element: inFamily(<AdHistoryPage />) },
      { path: '/track-ad', element: signedIn(<TrackAdPage />) },
      { path: '/gift-ideas', element: inFamily(<GiftIdeasPage />) },
      { path: '/data-imports', element: inFamily(<DataImportsPage />) },
      { path: '/account', element: signedIn(<AccountPage />) },
      { path: '/oauth-dashboard', element: signedIn(<OAuthDashboardPage />) },
      { path: '/analytics', element: inFamily(<AnalyticsPage />) },
      { path: '/onboarding/*', element: inFamily(<OnboardingPage />) },
      { path: '/join/:inviteCode', element: <JoinPage /> },
      { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
      { path: '/privacy', element: <Navigate to="/privacy-policy" replace /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/data-deletion', element: <DataDeletionPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
