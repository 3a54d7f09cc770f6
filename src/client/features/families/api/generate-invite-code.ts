import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familiesApi } from '#common/endpoints/families';
import { callEndpoint } from '../../../lib/endpoint-client';
import { refreshFamilies } from './invalidate';

export function useGenerateInviteCode(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(familiesApi.regenerateInviteCode, { params: { familyId } }),
    meta: {
      errorToast: {
        title: 'Failed to generate invite code',
        message: 'There was an error generating a new invite code',
      },
    },
    onSuccess: () => refreshFamilies(queryClient),
  });
}
