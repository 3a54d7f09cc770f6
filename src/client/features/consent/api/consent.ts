import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  CONSENT_POLICY_VERSION,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentRecord,
} from '#common/consent';
import { consentApi } from '#common/endpoints/consent';
import { effectiveChoice, localChoice, type StoredChoice, setLocalChoice } from '../../../lib/consent';
import { callEndpoint, endpointQuery, mutationMetaOf } from '../../../lib/endpoint-client';
import { refreshAfter } from '../../../lib/query-client';

export const consentQuery = () => endpointQuery(consentApi.get);

const toStored = (record: ConsentRecord): StoredChoice => ({
  analytics: record.analytics,
  personalization: record.personalization,
  marketing: record.marketing,
  policyVersion: record.policyVersion,
  decidedAt: record.decidedAt,
});

/** Only the three categories: the API refuses anything else. */
export const choiceOf = (c: Pick<StoredChoice, ConsentCategory>): ConsentChoice => ({
  analytics: c.analytics,
  personalization: c.personalization,
  marketing: c.marketing,
});

/**
 * Records a choice: this browser at once (so a withdrawal stops ads and tracking before the
 * server answers), then the account, so the choice follows the user to other devices.
 */
export function useDecideConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: ConsentChoice) => {
      setLocalChoice({
        ...choice,
        policyVersion: CONSENT_POLICY_VERSION,
        decidedAt: new Date().toISOString(),
      });
      return callEndpoint(consentApi.put, { body: choice });
    },
    meta: {
      errorToast: {
        title: 'Choice kept on this device',
        message: 'GiftLens could not save your cookie choice to your account. It applies on this device.',
        preferServer: false,
      },
      // The server names the AdSense publisher and slots only under the account's current
      // marketing consent, and a withdrawal forgets what browsing taught: both read consent.
      ...mutationMetaOf(consentApi.put),
    },
    onSuccess: (record) => {
      setLocalChoice(toStored(record));
      queryClient.setQueryData(consentQuery().queryKey, record);
    },
  });
}

/**
 * Brings this browser and the account into line once the account's choice is known: the
 * newer one wins; a choice made here that never reached the server is sent up.
 */
export function useConsentSync() {
  const query = useQuery({ ...consentQuery(), staleTime: 5 * 60_000 });
  const queryClient = useQueryClient();
  const data = query.data;
  const loaded = query.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    const server = data ? toStored(data) : null;
    const local = effectiveChoice(localChoice());
    if (server && (!local || Date.parse(server.decidedAt) >= Date.parse(local.decidedAt))) {
      if (effectiveChoice(server) || !local) setLocalChoice(server);
      return;
    }
    if (local) {
      callEndpoint(consentApi.put, { body: choiceOf(local) })
        .then((record) => {
          queryClient.setQueryData(consentQuery().queryKey, record);
          void refreshAfter(queryClient, consentApi.put);
        })
        .catch(() => {
          // Kept on this device; the next visit tries again.
        });
    }
  }, [loaded, data, queryClient]);
  return { settled: query.isSuccess || query.isError };
}
