import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../../components/footer';
import { PageLoader } from '../../components/page-loader';
import {
  JoinFamilyProvider,
  useJoinFamilyDialog,
} from '../../features/families/components/join-family-provider';
import { CurrentFamilyProvider } from '../../lib/current-family';
import { AuthRedirectHandler } from './auth-redirect-handler';
import { Header } from './header';
import { ImportLauncher } from './import-launcher';
import { TrackAdLauncher } from './track-ad-launcher';

function Shell() {
  const join = useJoinFamilyDialog();
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
