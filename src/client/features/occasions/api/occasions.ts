import { useMutation } from '@tanstack/react-query';
import { occasionsApi } from '#common/endpoints/occasions';
import type { OccasionInput } from '#common/occasions';
import { callEndpoint, endpointQuery, mutationMetaOf } from '../../../lib/endpoint-client';

export { familyMembersQuery } from '../../../lib/shared-queries';

/** A member's occasions (birthday, anniversaries, custom dates) with the next day each falls on. */
export const memberOccasionsQuery = (memberId: number) =>
  endpointQuery(occasionsApi.forMember, { params: { id: memberId } });

const SAVE_FAILED = {
  title: 'Occasion not saved',
  message: 'The occasion could not be saved. Please try again.',
};

export function useCreateOccasion(memberId: number) {
  return useMutation({
    mutationFn: (body: OccasionInput) =>
      callEndpoint(occasionsApi.create, { params: { id: memberId }, body }),
    meta: { errorToast: SAVE_FAILED, ...mutationMetaOf(occasionsApi.create) },
  });
}

export function useUpdateOccasion() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: OccasionInput }) =>
      callEndpoint(occasionsApi.update, { params: { id }, body }),
    meta: { errorToast: SAVE_FAILED, ...mutationMetaOf(occasionsApi.update) },
  });
}

export function useDeleteOccasion() {
  return useMutation({
    mutationFn: (id: number) => callEndpoint(occasionsApi.remove, { params: { id } }),
    meta: {
      errorToast: {
        title: 'Occasion not deleted',
        message: 'The occasion could not be deleted. Please try again.',
      },
      ...mutationMetaOf(occasionsApi.remove),
    },
  });
}
