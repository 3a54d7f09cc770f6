import { PageLoader } from '../components/page-loader';
import { useAuth } from '../features/auth/api/get-user';
import { CompletenessGuard } from '../features/members/components/completeness-guard';
import { DashboardPage } from './dashboard';
import { LandingPage } from './landing';

/** `/`: a placeholder while the sign-in is checked, then the dashboard or the landing page. */
export default function HomePage() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <PageLoader label="Checking your sign-in…" />;
  return isAuthenticated ? (
    <CompletenessGuard>
      <DashboardPage />
    </CompletenessGuard>
  ) : (
    <LandingPage />
  );
}
