import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { idFrom } from '../../../lib/url-state';
import { prefillFromShare, TRACK_PARAMS } from '../share-target';
import { takeSharedImage } from '../shared-image';
import { InsightsDialog } from './insights-dialog';
import { QuickTrackAdDialog } from './quick-track-ad-dialog';

/**
 * Opens Quick Track Ad (`?track=quick`) or the insights dialog (`?track=insights`) over the
 * page showing; `trackMember` (or the page's own `member` filter) preselects who saw the ad,
 * and `title`, `text`, `url` prefill what was shared. Closing takes those parameters away.
 */
export default function TrackAdHost() {
  const [params, setParams] = useSearchParams();
  const kind = params.get('track');
  // A screenshot shared to the installed app waits in the service worker's cache, taken once.
  const sharedKey = params.get('shared');
  const [shared, setShared] = useState<{ key: string; file: File | null } | null>(null);
  useEffect(() => {
    if (!sharedKey || shared?.key === sharedKey) return;
    void takeSharedImage(sharedKey).then((file) => setShared({ key: sharedKey, file }));
  }, [sharedKey, shared?.key]);
  const sharedImage = sharedKey && shared?.key === sharedKey ? shared.file : null;
  const memberId = idFrom(params.get('trackMember')) ?? idFrom(params.get('member'));
  const close = () => {
    const next = new URLSearchParams(params);
    for (const key of TRACK_PARAMS) next.delete(key);
    setParams(next, { replace: true });
  };
  if (kind === 'insights')
    return <InsightsDialog onClose={close} defaultMemberId={memberId} sharedImage={sharedImage} />;
  if (kind === 'quick') {
    return (
      <QuickTrackAdDialog onClose={close} defaultMemberId={memberId} prefill={prefillFromShare(params)} />
    );
  }
  return null;
}
