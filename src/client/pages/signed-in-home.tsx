import { useEffect } from 'react';
import { useNavigate } from 'react-router';
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
  const navigate = useNavigate();
  const showDashboard = BUILT.dashboard && Boolean(currentFamily);
  useEffect(() => {
    if (isLoading || showDashboard) return;
    // Only while the address is still `/`: someone who already clicked elsewhere (a header
    // link, while this page was loading) is not pulled back.
    if (window.location.pathname !== '/') return;
    navigate(currentFamily ? signedInHomePath() : '/family-profiles', { replace: true });
  }, [isLoading, showDashboard, currentFamily, navigate]);

  if (isLoading || !showDashboard) return <PageLoader />;
  return (
    <CompletenessGuard>
      <DashboardPage />
    </CompletenessGuard>
  );
}
