import { defineError, defineFieldError } from '../errors';

/** What member records, their photos, notes and merges refuse (issue 30). */

export const MEMBER_EDIT_FORBIDDEN = defineError(
  'member_edit_forbidden',
  403,
  () => "You can't edit this profile",
);

export const MEMBER_DELETE_FORBIDDEN = defineError(
  'member_delete_forbidden',
  403,
  () => "You can't delete this profile",
);

export const FAMILY_NOTES_FORBIDDEN = defineError(
  'family_notes_forbidden',
  403,
  () => "Only the family owner or whoever added this profile can change the family's notes about this person",
);

export const FAMILY_FULL = defineError<{ max: number }>(
  'family_full',
  429,
  (p) => `A family can have at most ${p.max} members.`,
);

export const NO_ACCOUNT_PICTURE = defineError(
  'no_account_picture',
  400,
  () => 'There is no sign-in picture to go back to for this profile.',
);

export const MERGE_OWNER_ONLY = defineError(
  'merge_owner_only',
  403,
  () => 'Only the family owner can merge two records.',
);

export const MERGE_SAME_RECORD = defineFieldError<{ field: 'intoMemberId' }>(
  'merge_same_record',
  400,
  () => 'pick the other record of this person, not the same one',
);

/** Merging into someone's own record needs their yes (issue 29): the owner asks instead. */
export const MERGE_NEEDS_CONSENT = defineError<{ memberId: number; name: string }>(
  'merge_needs_consent',
  403,
  (p) =>
    `${p.name} signs in: only they can say this record is also them. Ask them, and it is merged once they agree.`,
);

export const MERGE_BOTH_SIGN_IN = defineError(
  'merge_both_sign_in',
  400,
  () => 'Both records belong to people who sign in: each person keeps their own record.',
);

/** The record that would go is someone's own: the other one goes into it instead. */
export const MERGE_OTHER_WAY = defineError<{ memberId: number; name: string }>(
  'merge_other_way',
  400,
  (p) => `${p.name}'s record belongs to someone who signs in: merge the other record into it instead.`,
);

export const MERGE_CHILD_WITH_ADULT = defineError(
  'merge_child_with_adult',
  400,
  () => "A child's record can only be merged with another child's record.",
);

/** Asking is for someone else's own record; any other pair is merged straight away. */
export const MERGE_NEEDS_NO_ASKING = defineFieldError<{ field: 'intoMemberId'; name: string }>(
  'merge_needs_no_asking',
  400,
  (p) => `nobody else signs in with ${p.name}'s record, so nobody needs asking: merge the records instead.`,
);

export const MERGE_ALREADY_ASKED = defineError(
  'merge_already_asked',
  409,
  () => 'Someone has already been asked whether this record is them.',
);

export const MERGE_WAITING_FOR_PERSON = defineError<{ name: string }>(
  'merge_waiting_for_person',
  409,
  (p) => `You have said yes: it is ${p.name}'s turn to say whether this record is them.`,
);

export const MERGE_WAITING_FOR_OWNER = defineError(
  'merge_waiting_for_owner',
  409,
  () => 'You have said yes: the family owner decides next.',
);

/** What any merge of two records refuses about the pair. */
export const MERGE_PAIR_ERRORS = [MERGE_BOTH_SIGN_IN, MERGE_OTHER_WAY, MERGE_CHILD_WITH_ADULT] as const;
