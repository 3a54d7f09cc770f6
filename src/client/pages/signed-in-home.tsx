import { CompletenessGuard } from '../features/members/components/completeness-guard';
import { DashboardPage } from './dashboard';

/** `/` for a signed-in user; loaded on demand so visitors never download it. */
export default function SignedInHome() {
  return (
    <CompletenessGuard>
      <DashboardPage />
    </CompletenessGuard>
  );
}
