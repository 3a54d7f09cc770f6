import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { familiesApi } from '#common/endpoints/families';
import type { ActiveFamily, UserFamily } from '#common/families';
import { activeFamilyQuery, userFamiliesQuery } from '../../../lib/current-family';
import { callEndpoint, mutationMetaOf } from '../../../lib/endpoint-client';
import { refreshAfter, refreshFamilyScoped } from '../../../lib/query-client';

/**
 * After leaving or deleting a family: the current family is the one the server moved the user
 * to (or none) at once, so nothing asks about the family that is gone; then what the change
 * affected is fetched again. Not awaited, and not through the mutation's `affects`, which the
 * cache refreshes before the caller hears of the success: the dialogs about the family that is
 * gone close first, instead of asking for it again and showing "Family not found".
 */
function movedOn(
  queryClient: QueryClient,
  endpoint: typeof familiesApi.leave | typeof familiesApi.remove,
  familyId: number,
  active: ActiveFamily,
) {
  queryClient.setQueryData(activeFamilyQuery().queryKey, active);
  queryClient.setQueryData(userFamiliesQuery().queryKey, (list: UserFamily[] | undefined) =>
    list?.filter((f) => f.id !== familyId),
  );
  void refreshAfter(queryClient, endpoint);
  void refreshFamilyScoped(queryClient);
}

export function useLeaveFamily(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(familiesApi.leave, { params: { familyId } }),
    meta: { errorToast: { title: 'Could not leave the family' } },
    onSuccess: (active) => movedOn(queryClient, familiesApi.leave, familyId, active),
  });
}

export function useDeleteFamily(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirm: string) =>
      callEndpoint(familiesApi.remove, { params: { familyId }, body: { confirm } }),
    meta: { errorToast: { title: 'Could not delete the family' } },
    onSuccess: (active) => movedOn(queryClient, familiesApi.remove, familyId, active),
  });
}

export function useTransferOwnership(familyId: number) {
  return useMutation({
    mutationFn: (memberId: number) =>
      callEndpoint(familiesApi.transferOwnership, { params: { familyId }, body: { memberId } }),
    meta: {
      errorToast: { title: 'Could not hand the family over' },
      ...mutationMetaOf(familiesApi.transferOwnership),
    },
  });
}
