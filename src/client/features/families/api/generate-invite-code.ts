import { useMutation } from '@tanstack/react-query';
import { familiesApi } from '#common/endpoints/families';
import { callEndpoint, mutationMetaOf } from '../../../lib/endpoint-client';

export function useGenerateInviteCode(familyId: number) {
  return useMutation({
    mutationFn: () => callEndpoint(familiesApi.regenerateInviteCode, { params: { familyId } }),
    meta: {
      errorToast: {
        title: 'Failed to generate invite code',
        message: 'There was an error generating a new invite code',
      },
      ...mutationMetaOf(familiesApi.regenerateInviteCode),
    },
  });
}
