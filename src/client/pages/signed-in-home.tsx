import { Navigate } from 'react-router';
import { RequireFamily } from '../app/require-family';
import { CompletenessGuard } from '../features/members/components/completeness-guard';
import { BUILT, signedInHomePath } from '../lib/features';
import { DashboardPage } from './dashboard';

/** `/` for a signed-in user; loaded on demand so visitors never download it. */
export default function SignedInHome() {
  return (
    <CompletenessGuard>
      {BUILT.dashboard ? (
        <RequireFamily>
          <DashboardPage />
        </RequireFamily>
      ) : (
        <Navigate to={signedInHomePath()} replace />
      )}
    </CompletenessGuard>
  );
}
