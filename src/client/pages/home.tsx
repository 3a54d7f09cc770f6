import { Suspense } from 'react';
import { OfflineNotice } from '../components/offline-notice';
import { PageLoader } from '../components/page-loader';
import { useAuth } from '../lib/auth';
import { lazyPart } from '../lib/lazy-part';
import { LandingPage } from './landing';

/** Preloaded before a server-rendered `/` hydrates (app/server-rendered.ts). */
export const SignedInHome = lazyPart(() => import('./signed-in-home'));

/** `/`: a placeholder while the sign-in is checked, then the dashboard or the landing page. */
export default function HomePage() {
  const { isLoading, isAuthenticated, offline, retry } = useAuth();
  if (isLoading) return <PageLoader label="Checking your sign-in…" />;
  // Opened offline (the service worker's shell): not a visitor, so no sign-in page.
  if (offline) return <OfflineNotice onRetry={retry} />;
  return isAuthenticated ? (
    <Suspense fallback={<PageLoader />}>
      <SignedInHome />
    </Suspense>
  ) : (
    <LandingPage />
  );
}
