import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { membersApi } from '#common/endpoints/members';
import type {
  CreateMemberInput,
  MemberPictureInput,
  MemberPrivacyPatch,
  MemberProfileInput,
  UpdateMemberInput,
} from '#common/members';
import { callEndpoint, keyStartsWith } from '../../../lib/endpoint-client';
import type { MutationErrorToast } from '../../../lib/query-client';
import { photoSaveMessage } from '../components/photo-file';

/** Member lists, single members and everything counted from them refresh after a change. */
export function refreshMembers(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: keyStartsWith('/api/families/', '/api/family-members', '/api/analytics'),
  });
}

function useMemberMutation<TVars, TResult>(
  fn: (vars: TVars) => Promise<TResult>,
  errorToast: MutationErrorToast,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, meta: { errorToast }, onSuccess: () => refreshMembers(queryClient) });
}

const inFamily = (familyId: number, id: number) => ({ familyId, id });

export const useAddMember = (familyId: number) =>
  useMemberMutation(
    (body: CreateMemberInput) => callEndpoint(membersApi.create, { params: { familyId }, body }),
    {
      title: 'Error',
      message: 'Failed to add family member',
    },
  );

export const useUpdateMember = (familyId: number) =>
  useMemberMutation(
    ({ id, input }: { id: number; input: UpdateMemberInput }) =>
      callEndpoint(membersApi.update.inFamily, { params: inFamily(familyId, id), body: input }),
    { title: 'Update Failed', message: 'Failed to update profile. Please try again.', preferServer: false },
  );

export const useUpdateMemberProfile = (familyId: number) =>
  useMemberMutation(
    ({ id, input }: { id: number; input: MemberProfileInput }) =>
      callEndpoint(membersApi.updateProfile.inFamily, { params: inFamily(familyId, id), body: input }),
    { title: 'Error', message: 'Failed to save your preferences. Please try again.', preferServer: false },
  );

export const useUpdateMemberPrivacy = (familyId: number) =>
  useMemberMutation(
    ({ id, privacy }: { id: number; privacy: MemberPrivacyPatch }) =>
      callEndpoint(membersApi.updatePrivacy.inFamily, { params: inFamily(familyId, id), body: privacy }),
    { title: 'Error', message: 'Failed to update privacy settings. Please try again.', preferServer: false },
  );

export const useDeleteMember = (familyId: number) =>
  useMemberMutation(
    (id: number) => callEndpoint(membersApi.remove.inFamily, { params: inFamily(familyId, id) }),
    {
      title: 'Error',
      message: 'Failed to delete family member. Please try again.',
      preferServer: false,
    },
  );

export type PictureChange = MemberPictureInput;

export const useUpdateMemberPicture = (familyId: number) =>
  useMemberMutation(
    ({ id, change }: { id: number; change: PictureChange }) =>
      callEndpoint(membersApi.changePicture.inFamily, { params: inFamily(familyId, id), body: change }),
    { title: 'Upload failed', describe: photoSaveMessage },
  );
