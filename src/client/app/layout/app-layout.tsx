import { Box } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../../components/footer';
import { PageLoader } from '../../components/page-loader';
import {
  JoinFamilyProvider,
  useJoinFamilyDialog,
} from '../../features/families/components/join-family-provider';
import { useAppReady } from '../../lib/app-ready';
import { useAuth } from '../../lib/auth';
import { CurrentFamilyProvider } from '../../lib/current-family';
import { AuthRedirectHandler } from './auth-redirect-handler';
import { Header } from './header';
import { ImportLauncher } from './import-launcher';
import { pageTitle } from './page-title';
import { TrackAdLauncher } from './track-ad-launcher';

const CookieBanner = lazy(() =>
  import('../../features/consent/components/cookie-banner').then((m) => ({ default: m.CookieBanner })),
);

const InterestTrackerSync = lazy(() =>
  import('../../features/consent/components/interest-tracker-sync').then((m) => ({
    default: m.InterestTrackerSync,
  })),
);

/**
 * The cookie choice lives in this browser: a page the server rendered cannot know it, so the
 * banner joins once the page has hydrated instead of flashing on every signed-in page load.
 * Its own component, so that joining re-renders nothing else: an update passing through a part
 * still hydrating would swap that part's HTML for its loader.
 */
function ConsentParts() {
  const { isAuthenticated } = useAuth();
  const mounted = useMounted();
  if (!isAuthenticated || !mounted) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
      <InterestTrackerSync />
    </Suspense>
  );
}

function Shell() {
  const join = useJoinFamilyDialog();
  const { pathname } = useLocation();
  // A server-rendered page's buttons wait for this (public/app-boot.js).
  useAppReady('app');
  // Each route names itself, and a new page opens at its top (not where the last one was).
  useEffect(() => {
    document.title = pageTitle(pathname);
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header onJoinFamily={() => join.open()} />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <AuthRedirectHandler />
      <TrackAdLauncher />
      <ConsentParts />
      <ImportLauncher />
    </Box>
  );
}

export function AppLayout() {
  return (
    <CurrentFamilyProvider>
      <JoinFamilyProvider>
        <Shell />
      </JoinFamilyProvider>
    </CurrentFamilyProvider>
  );
}
