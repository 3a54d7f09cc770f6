import { useRef } from 'react';
import { Navigate } from 'react-router';
import { RequireFamily } from '../app/require-family';
import { PageLoader } from '../components/page-loader';
import { CompletenessGuard } from '../features/members/components/completeness-guard';
import { useCurrentFamily } from '../lib/current-family';
import { DashboardPage } from './dashboard';

/**
 * `/` for a signed-in user; loaded on demand so visitors never download it. Someone without a
 * family is welcomed right here (create or join), so no navigation link claims the page; once
 * they have one, Family Profiles is where the next step is (their first member). Everyone
 * else gets the dashboard.
 */
export default function SignedInHome() {
  const { currentFamily, families, isLoading } = useCurrentFamily();
  // Whether this visit began without a family: decided once, when the families are known.
  const arrivedWithout = useRef<boolean | undefined>(undefined);
  if (isLoading) return <PageLoader />;
  arrivedWithout.current ??= families.length === 0;
  if (arrivedWithout.current) {
    if (currentFamily) return <Navigate to="/family-profiles" replace />;
    return <RequireFamily>{null}</RequireFamily>;
  }
  return (
    <RequireFamily>
      <CompletenessGuard>
        <DashboardPage />
      </CompletenessGuard>
    </RequireFamily>
  );
}
