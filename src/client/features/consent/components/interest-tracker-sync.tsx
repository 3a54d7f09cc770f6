import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { consentApi } from '#common/endpoints/consent';
import { membersApi } from '#common/endpoints/members';
import { useAuth } from '../../../lib/auth';
import { useConsent } from '../../../lib/consent';
import { useCurrentFamily } from '../../../lib/current-family';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';
import { clearBrowsing, registerBrowsingFlusher } from '../../../lib/interest-tracker';

/**
 * Sends what the tracker noted to the user's own member record in the current family, only
 * with personalization consent. No own record: nothing is sent (never a default member).
 * Withdrawing consent clears the device's notes at once.
 */
export function InterestTrackerSync() {
  const { tracking } = useConsent();
  const { user } = useAuth();
  const { currentFamily } = useCurrentFamily();
  const members = useQuery({
    ...endpointQuery(membersApi.list, { params: { familyId: currentFamily?.id ?? 0 } }),
    enabled: tracking && Boolean(currentFamily),
  });
  const ownId = members.data?.find((m) => m.userId !== null && m.userId === user?.id)?.id;

  useEffect(() => {
    if (!tracking) {
      clearBrowsing();
      return;
    }
    if (!ownId) return;
    return registerBrowsingFlusher((insights) => {
      callEndpoint(consentApi.cookieInsights, {
        body: { familyMemberId: ownId, timestamp: new Date().toISOString(), insights },
      }).catch((err: unknown) =>
        console.warn('Interest insights not sent', err instanceof Error ? err.message : err),
      );
    });
  }, [tracking, ownId]);
  return null;
}
