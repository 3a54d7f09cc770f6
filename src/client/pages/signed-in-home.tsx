import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { CompletenessGuard } from '../features/members/components/completeness-guard';
import { useCurrentFamily } from '../lib/current-family';
import { DashboardPage } from './dashboard';

/**
 * `/` for a signed-in user; loaded on demand so visitors never download it. Someone without a
 * family starts on Family Profiles, whose welcome creates or joins one and then asks for the
 * first member; everyone else gets the dashboard.
 */
export default function SignedInHome() {
  const { currentFamily, isLoading } = useCurrentFamily();
  const navigate = useNavigate();
  const hasFamily = Boolean(currentFamily);
  useEffect(() => {
    if (isLoading || hasFamily) return;
    // Only while the address is still `/`: someone who already clicked elsewhere (a header
    // link, while this page was loading) is not pulled back.
    if (window.location.pathname !== '/') return;
    navigate('/family-profiles', { replace: true });
  }, [isLoading, hasFamily, navigate]);

  if (isLoading || !hasFamily) return <PageLoader />;
  return (
    <CompletenessGuard>
      <DashboardPage />
    </CompletenessGuard>
  );
}
