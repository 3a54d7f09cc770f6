import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familiesApi } from '#common/endpoints/families';
import type { CreateFamilyInput } from '#common/families';
import { callEndpoint, mutationMetaOf } from '../../../lib/endpoint-client';
import { refreshFamilyScoped } from '../../../lib/query-client';
import { browserTimeZone } from '../../../lib/time-zone';

/** The browser's time zone goes along: the family's days and holidays start where its creator is. */
export const createFamily = (body: CreateFamilyInput) =>
  callEndpoint(familiesApi.create, { body: { timeZone: browserTimeZone(), ...body } });

export function useCreateFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFamily,
    meta: {
      errorToast: {
        title: 'Failed to create family',
        message: 'There was an error creating your family. Please try again.',
        preferServer: false,
      },
      ...mutationMetaOf(familiesApi.create),
    },
    // A new or joined family may be the current one now: what depends on it refreshes too.
    onSuccess: () => refreshFamilyScoped(queryClient),
  });
}
