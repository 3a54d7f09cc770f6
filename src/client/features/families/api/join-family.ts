import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familiesApi } from '#common/endpoints/families';
import type { JoinFamilyInput } from '#common/families';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';
import { refreshFamilies } from './invalidate';

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
    },
    onSuccess: () => refreshFamilies(queryClient),
  });
}
