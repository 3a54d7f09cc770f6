import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familiesApi } from '#common/endpoints/families';
import type { CreateFamilyInput } from '#common/families';
import { callEndpoint } from '../../../lib/endpoint-client';
import { refreshFamilies } from './invalidate';

export const createFamily = (body: CreateFamilyInput) => callEndpoint(familiesApi.create, { body });

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
    },
    onSuccess: () => refreshFamilies(queryClient),
  });
}
