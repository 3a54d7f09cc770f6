import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ActiveFamily,
  CreateFamilyInput,
  Family,
  FamilyPrivacyPatch,
  JoinFamilyInput,
  JoinFamilyResult,
} from '#common/families';
import { apiRequest } from '../../../lib/api';
import { FAMILY_SCOPED_KEYS } from './family-queries';

export function invalidateFamilyData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (q) => FAMILY_SCOPED_KEYS.some((key) => String(q.queryKey[0]).startsWith(key)),
  });
}

export const createFamily = (input: CreateFamilyInput) =>
  apiRequest<Family>('POST', '/api/family-accounts', input);

export function useCreateFamily() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createFamily, onSuccess: () => invalidateFamilyData(queryClient) });
}

export type UpdateFamilyBody =
  | { settings: { privacy: FamilyPrivacyPatch } }
  | { name: string; description: string | null };

export function useUpdateFamily(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateFamilyBody) =>
      apiRequest<Family>('PUT', `/api/family-accounts/${familyId}`, body),
    onSuccess: () => invalidateFamilyData(queryClient),
  });
}

export function useGenerateInviteCode(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Family>('POST', `/api/family-accounts/${familyId}/generate-invite-code`),
    onSuccess: () => invalidateFamilyData(queryClient),
  });
}

export function useJoinFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, input }: { code: string; input: JoinFamilyInput }) =>
      apiRequest<JoinFamilyResult>('POST', `/api/family-accounts/join/${encodeURIComponent(code)}`, input),
    onSuccess: () => invalidateFamilyData(queryClient),
  });
}

export const setActiveFamily = (familyId: number) =>
  apiRequest<ActiveFamily>('POST', '/api/user/active-family', { familyId });
