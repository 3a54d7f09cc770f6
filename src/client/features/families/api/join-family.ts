import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familiesApi } from '#common/endpoints/families';
import type { JoinFamilyInput } from '#common/families';
import { callEndpoint, endpointQuery, mutationMetaOf } from '../../../lib/endpoint-client';
import { refreshFamilyScoped } from '../../../lib/query-client';

/** The family behind a code (404 for an unknown one); the dialog shows its own messages. */
export const lookupInvite = (code: string) => callEndpoint(familiesApi.lookupInvite, { params: { code } });

/** The same lookup as a query, for the invite page to name the family and who invited them. */
export const inviteLookupQuery = (code: string) =>
  endpointQuery(familiesApi.lookupInvite, { params: { code } });

export function useJoinFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, input }: { code: string; input: JoinFamilyInput }) =>
      callEndpoint(familiesApi.join, { params: { code }, body: input }),
    meta: {
      errorToast: {
        title: 'Failed to join family',
        message: 'There was an error setting up your family profile',
      },
      ...mutationMetaOf(familiesApi.join),
    },
    // A new or joined family may be the current one now: what depends on it refreshes too.
    onSuccess: () => refreshFamilyScoped(queryClient),
  });
}
