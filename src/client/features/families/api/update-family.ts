import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '#common/api/contract';
import { familiesApi } from '#common/endpoints/families';
import { callEndpoint, mutationMetaOf } from '../../../lib/endpoint-client';
import type { MutationErrorToast } from '../../../lib/query-client';

export type UpdateFamilyBody = BodyOf<typeof familiesApi.update>;

export const DETAILS_ERROR: MutationErrorToast = {
  title: 'Failed to update account',
  message: 'There was an error saving the account details',
};
export const SETTINGS_ERROR: MutationErrorToast = {
  title: 'Failed to update family',
  message: 'There was an error updating your family settings.',
  preferServer: false,
};

export function useUpdateFamily(familyId: number, errorToast: MutationErrorToast) {
  return useMutation({
    mutationFn: (body: UpdateFamilyBody) => callEndpoint(familiesApi.update, { params: { familyId }, body }),
    meta: { errorToast, ...mutationMetaOf(familiesApi.update) },
  });
}
