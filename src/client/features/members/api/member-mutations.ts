import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateMemberInput,
  FamilyMember,
  MemberPrivacy,
  MemberPrivacyPatch,
  MemberProfileInput,
  SendInviteInput,
  SendInviteResult,
  UpdateMemberInput,
} from '#common/members';
import { apiRequest } from '../../../lib/api';
import { memberPath } from './member-queries';

/** Member lists, single members, invites and the brief list all refresh after a change. */
export function invalidateMembers(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (q) =>
      ['/api/families', '/api/family-members', '/api/analytics'].includes(String(q.queryKey[0])),
  });
}

function useMemberMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateMembers(queryClient) });
}

export const useAddMember = (familyId: number) =>
  useMemberMutation((input: CreateMemberInput) =>
    apiRequest<FamilyMember>('POST', memberPath(familyId), input),
  );

export const useUpdateMember = (familyId: number) =>
  useMemberMutation(({ id, input }: { id: number; input: UpdateMemberInput }) =>
    apiRequest<FamilyMember>('PUT', memberPath(familyId, `/${id}`), input),
  );

export const useUpdateMemberProfile = (familyId: number) =>
  useMemberMutation(({ id, input }: { id: number; input: MemberProfileInput }) =>
    apiRequest<FamilyMember>('PUT', memberPath(familyId, `/${id}/profile`), input),
  );

export const useUpdateMemberPrivacy = (familyId: number) =>
  useMemberMutation(({ id, privacy }: { id: number; privacy: MemberPrivacyPatch }) =>
    apiRequest<MemberPrivacy>('PUT', memberPath(familyId, `/${id}/privacy`), privacy),
  );

export const useDeleteMember = (familyId: number) =>
  useMemberMutation((id: number) => apiRequest<void>('DELETE', memberPath(familyId, `/${id}`)));

export type PictureChange = { profileImage: string | null } | { revertToGoogle: true };

export const useUpdateMemberPicture = (familyId: number) =>
  useMemberMutation(({ id, change }: { id: number; change: PictureChange }) =>
    apiRequest<FamilyMember>('PATCH', memberPath(familyId, `/${id}/profile-picture`), change),
  );

export const useSendInvite = () =>
  useMemberMutation((input: SendInviteInput) =>
    apiRequest<SendInviteResult>('POST', '/api/family-members/invite', input),
  );
