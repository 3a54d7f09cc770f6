import { Suspense } from 'react';
import { PageLoader } from '../components/page-loader';
import { useAuth } from '../lib/auth';
import { lazyPart } from '../lib/lazy-part';
import { LandingPage } from './landing';

/** Preloaded before a server-rendered `/` hydrates (app/server-rendered.ts). */
export const SignedInHome = lazyPart(() => import('./signed-in-home'));

/** `/`: a placeholder while the sign-in is checked, then the dashboard or the landing page. */
export default function HomePage() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <PageLoader label="Checking your sign-in…" />;
  return isAuthenticated ? (
    <Suspense fallback={<PageLoader />}>
      <SignedInHome />
    </Suspense>
  ) : (
    <LandingPage />
  );
}
