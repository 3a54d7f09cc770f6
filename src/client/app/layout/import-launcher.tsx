import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth';

const ImportHost = lazy(() => import('../../features/data-imports/components/import-host'));

/**
 * Import Social Data opens over any page from `?import=social` (member cards, the member
 * page, Data Imports). Its code (and the zip library) loads only when it is asked for.
 */
export function ImportLauncher() {
  const [params] = useSearchParams();
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated || params.get('import') !== 'social') return null;
  return (
    <Suspense fallback={null}>
      <ImportHost />
    </Suspense>
  );
}
