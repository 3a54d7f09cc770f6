import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth';

const TrackAdHost = lazy(() => import('../../features/tracked-ads/components/track-ad-host'));

/**
 * The track-ad dialogs open over any page from `?track=quick|insights` (the user menu, the
 * member page, Ad History, a shared link). Their code loads only when one is asked for.
 */
export function TrackAdLauncher() {
  const [params] = useSearchParams();
  const { isAuthenticated } = useAuth();
  const track = params.get('track');
  if (!isAuthenticated || (track !== 'quick' && track !== 'insights')) return null;
  return (
    <Suspense fallback={null}>
      <TrackAdHost />
    </Suspense>
  );
}
