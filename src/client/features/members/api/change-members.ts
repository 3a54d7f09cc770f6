import { useMutation } from '@tanstack/react-query';
import type { EndpointDef } from '#common/api/contract';
import { membersApi } from '#common/endpoints/members';
import type {
  CreateMemberInput,
  MemberPictureInput,
  MemberPrivacyPatch,
  MemberProfileInput,
  UpdateMemberInput,
} from '#common/members';
import { callEndpoint, mutationMetaOf } from '../../../lib/endpoint-client';
import type { MutationErrorToast } from '../../../lib/query-client';
import { photoSaveMessage } from '../components/photo-file';

/** A change to member records: on success, every answer made of what the endpoint affects refreshes. */
function useMemberMutation<TVars, TResult>(
  endpoint: Pick<EndpointDef, 'affects'>,
  fn: (vars: TVars) => Promise<TResult>,
  errorToast: MutationErrorToast,
) {
  return useMutation({ mutationFn: fn, meta: { errorToast, ...mutationMetaOf(endpoint) } });
}

const inFamily = (familyId: number, id: number) => ({ familyId, id });

export const useAddMember = (familyId: number) =>
  useMemberMutation(
    membersApi.create,
    (body: CreateMemberInput) => callEndpoint(membersApi.create, { params: { familyId }, body }),
    {
      title: 'Error',
      message: 'Failed to add family member',
    },
  );

export const useUpdateMember = (familyId: number) =>
  useMemberMutation(
    membersApi.update.inFamily,
    ({ id, input }: { id: number; input: UpdateMemberInput }) =>
      callEndpoint(membersApi.update.inFamily, { params: inFamily(familyId, id), body: input }),
    { title: 'Update Failed', message: 'Failed to update profile. Please try again.', preferServer: false },
  );

export const useUpdateMemberProfile = (familyId: number) =>
  useMemberMutation(
    membersApi.updateProfile.inFamily,
    ({ id, input }: { id: number; input: MemberProfileInput }) =>
      callEndpoint(membersApi.updateProfile.inFamily, { params: inFamily(familyId, id), body: input }),
    { title: 'Error', message: 'Failed to save your preferences. Please try again.', preferServer: false },
  );

export const useUpdateMemberPrivacy = (familyId: number) =>
  useMemberMutation(
    membersApi.updatePrivacy.inFamily,
    ({ id, privacy }: { id: number; privacy: MemberPrivacyPatch }) =>
      callEndpoint(membersApi.updatePrivacy.inFamily, { params: inFamily(familyId, id), body: privacy }),
    { title: 'Error', message: 'Failed to update privacy settings. Please try again.', preferServer: false },
  );

export const useDeleteMember = (familyId: number) =>
  useMemberMutation(
    membersApi.remove.inFamily,
    (id: number) => callEndpoint(membersApi.remove.inFamily, { params: inFamily(familyId, id) }),
    {
      title: 'Error',
      message: 'Failed to delete family member. Please try again.',
      preferServer: false,
    },
  );

/** Two records of one person become one: `from` goes, everything about it moves to `into`. */
export const useMergeMember = (familyId: number) =>
  useMemberMutation(
    membersApi.merge.inFamily,
    ({ from, into }: { from: number; into: number }) =>
      callEndpoint(membersApi.merge.inFamily, {
        params: inFamily(familyId, from),
        body: { intoMemberId: into },
      }),
    { title: 'Merge failed', message: 'The records could not be merged. Please try again.' },
  );

export type PictureChange = MemberPictureInput;

export const useUpdateMemberPicture = (familyId: number) =>
  useMemberMutation(
    membersApi.changePicture.inFamily,
    ({ id, change }: { id: number; change: PictureChange }) =>
      callEndpoint(membersApi.changePicture.inFamily, { params: inFamily(familyId, id), body: change }),
    { title: 'Upload failed', describe: photoSaveMessage },
  );

/** The owner asks the person whose own record `into` is whether `from` is also them (issue 29). */
export const useAskMerge = (familyId: number) =>
  useMemberMutation(
    membersApi.requestMerge.inFamily,
    ({ from, into }: { from: number; into: number }) =>
      callEndpoint(membersApi.requestMerge.inFamily, {
        params: inFamily(familyId, from),
        body: { intoMemberId: into },
      }),
    { title: 'Could not ask', message: 'The question could not be sent. Please try again.' },
  );

/** Yes to a merge question ("this is also me", or the owner's "merge"). */
export const useAcceptMerge = () =>
  useMemberMutation(
    membersApi.acceptMergeRequest,
    (id: number) => callEndpoint(membersApi.acceptMergeRequest, { params: { id } }),
    { title: 'Could not answer', message: 'Your answer could not be saved. Please try again.' },
  );

/** No to a merge question: nothing is merged. */
export const useDeclineMerge = () =>
  useMemberMutation(
    membersApi.declineMergeRequest,
    (id: number) => callEndpoint(membersApi.declineMergeRequest, { params: { id } }),
    { title: 'Could not answer', message: 'Your answer could not be saved. Please try again.' },
  );

/** The notes relatives keep about someone whose record is their own. */
export const useUpdateFamilyNotes = (familyId: number) =>
  useMemberMutation(
    membersApi.updateFamilyNotes.inFamily,
    ({ id, familyNotes }: { id: number; familyNotes: string | null }) =>
      callEndpoint(membersApi.updateFamilyNotes.inFamily, {
        params: inFamily(familyId, id),
        body: { familyNotes },
      }),
    { title: 'Could not save', message: "The family's notes could not be saved. Please try again." },
  );
