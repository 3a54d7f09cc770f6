import { Navigate } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { CompletenessGuard } from '../features/members/components/completeness-guard';
import { useCurrentFamily } from '../lib/current-family';
import { BUILT, signedInHomePath } from '../lib/features';
import { DashboardPage } from './dashboard';

/**
 * `/` for a signed-in user; loaded on demand so visitors never download it. Someone without a
 * family starts on Family Profiles, whose welcome creates or joins one and then asks for the
 * first member; everyone else gets the dashboard.
 */
export default function SignedInHome() {
  const { currentFamily, isLoading } = useCurrentFamily();
  if (isLoading) return <PageLoader />;
  return (
    <CompletenessGuard>
      {BUILT.dashboard && currentFamily ? (
        <DashboardPage />
      ) : (
        <Navigate to={currentFamily ? signedInHomePath() : '/family-profiles'} replace />
      )}
    </CompletenessGuard>
  );
}
