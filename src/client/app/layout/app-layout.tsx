import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../../components/footer';
import { PageLoader } from '../../components/page-loader';
import {
  JoinFamilyProvider,
  useJoinFamilyDialog,
} from '../../features/families/components/join-family-provider';
import { useAuth } from '../../lib/auth';
import { CurrentFamilyProvider } from '../../lib/current-family';
import { AuthRedirectHandler } from './auth-redirect-handler';
import { Header } from './header';
import { TrackAdLauncher } from './track-ad-launcher';

const CookieBanner = lazy(() =>
  import('../../features/consent/components/cookie-banner').then((m) => ({ default: m.CookieBanner })),
);

const InterestTrackerSync = lazy(() =>
  import('../../features/consent/components/interest-tracker-sync').then((m) => ({
    default: m.InterestTrackerSync,
  })),
);

function Shell() {
  const join = useJoinFamilyDialog();
  const { isAuthenticated } = useAuth();
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
      {isAuthenticated && (
        <Suspense fallback={null}>
          <CookieBanner />
          <InterestTrackerSync />
        </Suspense>
      )}
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
