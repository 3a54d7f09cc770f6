import { z } from 'zod';
import { type EndpointDef, endpoint } from '../api/contract';
import { familyIdParamSchema, idSchema } from '../api/fields';
import {
  createMemberSchema,
  createMemberWithFamilySchema,
  familyMemberSchema,
  familyNotesSchema,
  memberBriefSchema,
  memberPictureSchema,
  memberPrivacyPatchSchema,
  memberPrivacySchema,
  memberProfileSchema,
  mergeMemberSchema,
  mergeRequestAnswerSchema,
  mergeRequestSchema,
  updateMemberSchema,
} from '../members';
import {
  FAMILY_FULL,
  FAMILY_NOTES_FORBIDDEN,
  MEMBER_DELETE_FORBIDDEN,
  MEMBER_EDIT_FORBIDDEN,
  MERGE_ALREADY_ASKED,
  MERGE_NEEDS_CONSENT,
  MERGE_NEEDS_NO_ASKING,
  MERGE_OWNER_ONLY,
  MERGE_PAIR_ERRORS,
  MERGE_SAME_RECORD,
  MERGE_WAITING_FOR_OWNER,
  MERGE_WAITING_FOR_PERSON,
  NO_ACCOUNT_PICTURE,
} from './members.errors';
import { PHOTO_ERRORS } from './platform.errors';

const tags = ['Family members'];

export const memberIdParamsSchema = z.object({ id: idSchema });
export const familyMemberParamsSchema = z.object({ familyId: idSchema, id: idSchema });

type MemberRoute = Omit<EndpointDef, 'path' | 'params' | 'tags'>;

/** A merge moves everything about one record onto another: every answer about either refreshes. */
const MERGE_AFFECTS = [
  'members',
  'signals',
  'trackedAds',
  'giftIdeas',
  'imports',
  'feed',
  'occasions',
  'wishlists',
  'exchanges',
] as const;

/**
 * Every route about one member exists in two forms:
 * `/api/family-members/:id…` and `/api/families/:familyId/family-members/:id…`.
 * The client uses the family-scoped form.
 */
function bothForms<const R extends MemberRoute>(suffix: string, route: R) {
  return {
    byId: endpoint({
      ...route,
      tags,
      path: `/api/family-members/:id${suffix}`,
      params: memberIdParamsSchema,
    }),
    inFamily: endpoint({
      ...route,
      tags,
      path: `/api/families/:familyId/family-members/:id${suffix}`,
      params: familyMemberParamsSchema,
    }),
  };
}

export const membersApi = {
  list: endpoint({
    method: 'GET',
    reads: ['members'],
    path: '/api/families/:familyId/family-members',
    summary: "A family's members, each as the caller may see it",
    tags,
    params: familyIdParamSchema,
    response: z.array(familyMemberSchema),
  }),
  create: endpoint({
    method: 'POST',
    affects: ['members', 'signals'],
    path: '/api/families/:familyId/family-members',
    idempotent: true,
    summary: 'Add a relative (a record without an account, managed by the caller)',
    tags,
    params: familyIdParamSchema,
    body: createMemberSchema,
    status: 201,
    response: familyMemberSchema,
    errors: [FAMILY_FULL],
  }),
  activeBrief: endpoint({
    method: 'GET',
    reads: ['members'],
    path: '/api/family-members',
    summary: 'id, name and relationship of the current family’s members',
    tags,
    response: z.array(memberBriefSchema),
    familyScoped: true,
  }),
  createWithFamily: endpoint({
    method: 'POST',
    affects: ['members', 'signals'],
    path: '/api/family-members',
    idempotent: true,
    summary: 'Add a relative to the family named in the body',
    tags,
    body: createMemberWithFamilySchema,
    status: 201,
    response: familyMemberSchema,
    errors: [FAMILY_FULL],
  }),
  get: bothForms('', {
    method: 'GET',
    reads: ['members'],
    summary: 'One member, as the caller may see it',
    response: familyMemberSchema,
  }),
  update: bothForms('', {
    method: 'PUT',
    affects: ['members', 'signals'],
    summary: 'Edit the basic fields and sections (fields hidden from the editor are kept)',
    body: updateMemberSchema,
    response: familyMemberSchema,
    errors: [MEMBER_EDIT_FORBIDDEN],
  }),
  remove: bothForms('', {
    method: 'DELETE',
    affects: ['members', 'signals', 'trackedAds', 'giftIdeas', 'imports', 'feed', 'wishlists', 'exchanges'],
    summary:
      'Remove a member record (owner, or the creator of a record without an account); their exchanges are mended and their pledges and claims released',
    status: 204,
    errors: [MEMBER_DELETE_FORBIDDEN],
  }),
  updateProfile: bothForms('/profile', {
    method: 'PUT',
    affects: ['members', 'signals'],
    summary: 'Save the questionnaire sections',
    body: memberProfileSchema,
    response: familyMemberSchema,
    errors: [MEMBER_EDIT_FORBIDDEN],
  }),
  getPrivacy: bothForms('/privacy', {
    method: 'GET',
    reads: ['members'],
    summary: "The member's eight privacy switches (for those who may edit the record)",
    response: memberPrivacySchema,
    errors: [MEMBER_EDIT_FORBIDDEN],
  }),
  updatePrivacy: bothForms('/privacy', {
    method: 'PUT',
    affects: ['members'],
    summary:
      'Change privacy switches (only the member themself, or the managers of a record without an account)',
    body: memberPrivacyPatchSchema,
    response: memberPrivacySchema,
    errors: [MEMBER_EDIT_FORBIDDEN],
  }),
  updateFamilyNotes: bothForms('/family-notes', {
    method: 'PUT',
    affects: ['members'],
    summary:
      "Change the notes relatives keep about someone whose record is their own (the family owner or the record's creator; never the person)",
    body: familyNotesSchema,
    response: familyMemberSchema,
    errors: [FAMILY_NOTES_FORBIDDEN],
  }),
  changePicture: bothForms('/profile-picture', {
    method: 'PATCH',
    affects: ['members'],
    summary: 'A new photo (data URL), the sign-in picture, or the emoji avatar',
    body: memberPictureSchema,
    response: familyMemberSchema,
    errors: [MEMBER_EDIT_FORBIDDEN, NO_ACCOUNT_PICTURE, ...PHOTO_ERRORS],
  }),
  merge: bothForms('/merge', {
    method: 'POST',
    affects: MERGE_AFFECTS,
    summary:
      'Two records of one person become one (family owner): everything about this record, which has no account, moves to `intoMemberId`, and this record goes',
    body: mergeMemberSchema,
    response: familyMemberSchema,
    errors: [MERGE_OWNER_ONLY, MERGE_SAME_RECORD, ...MERGE_PAIR_ERRORS, MERGE_NEEDS_CONSENT],
  }),
  requestMerge: bothForms('/merge-requests', {
    method: 'POST',
    affects: ['members'],
    summary:
      'The family owner asks the person whose own record `intoMemberId` is whether this record (no account) is also them; it is merged once they agree',
    body: mergeMemberSchema,
    status: 201,
    response: mergeRequestSchema,
    errors: [
      MERGE_OWNER_ONLY,
      MERGE_SAME_RECORD,
      ...MERGE_PAIR_ERRORS,
      MERGE_NEEDS_NO_ASKING,
      MERGE_ALREADY_ASKED,
    ],
  }),
  mergeRequests: endpoint({
    method: 'GET',
    reads: ['members'],
    path: '/api/families/:familyId/merge-requests',
    summary:
      'Open questions whether a record is also someone: the owner sees them all, a member those about their own record',
    tags,
    params: familyIdParamSchema,
    response: z.array(mergeRequestSchema),
  }),
  acceptMergeRequest: endpoint({
    method: 'POST',
    affects: MERGE_AFFECTS,
    path: '/api/merge-requests/:id/accept',
    summary:
      'The person ("this is also me") or the family owner agrees; once both have, the records are merged',
    tags,
    params: memberIdParamsSchema,
    response: mergeRequestAnswerSchema,
    errors: [MERGE_WAITING_FOR_PERSON, MERGE_WAITING_FOR_OWNER, ...MERGE_PAIR_ERRORS],
  }),
  declineMergeRequest: endpoint({
    method: 'DELETE',
    affects: ['members'],
    path: '/api/merge-requests/:id',
    summary: 'The person ("not me") or the family owner says no: nothing is merged',
    tags,
    params: memberIdParamsSchema,
    status: 204,
  }),
  photo: bothForms('/photo', {
    method: 'GET',
    reads: [],
    summary: "The member's stored photo (image bytes)",
  }),
} as const;
