import { Box } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../../components/footer';
import { PageLoader } from '../../components/page-loader';
import {
  JoinFamilyProvider,
  useJoinFamilyDialog,
} from '../../features/families/components/join-family-provider';
import { CurrentFamilyProvider } from '../../lib/current-family';
import { AuthRedirectHandler } from './auth-redirect-handler';
import { Header } from './header';
import { pageTitle } from './page-title';
import { TrackAdLauncher } from './track-ad-launcher';

function Shell() {
  const join = useJoinFamilyDialog();
  const { pathname } = useLocation();
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
