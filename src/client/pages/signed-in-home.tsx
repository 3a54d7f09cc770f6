import { RequireFamily } from '../app/require-family';
import { CompletenessGuard } from '../features/members/components/completeness-guard';
import { DashboardPage } from './dashboard';

/**
 * `/` for a signed-in user; loaded on demand so visitors never download it. Someone without a
 * family is welcomed right here (create or join, which then opens Family Profiles), so no
 * navigation link claims the page; everyone else gets the dashboard.
 */
export default function SignedInHome() {
  return (
    <RequireFamily>
      <CompletenessGuard>
        <DashboardPage />
      </CompletenessGuard>
    </RequireFamily>
  );
}
