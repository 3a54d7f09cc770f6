import { defineError, defineFieldError } from '../errors';

/** What families, joining and handing over refuse (issue 30). */

export const INVITE_CODE_UNKNOWN = defineError('invite_code_unknown', 404, () => 'Invalid invite code');

/** The family withdrew this person's e-mail invitation (and sent no new one). */
export const INVITE_WITHDRAWN = defineError('invite_withdrawn', 403, () => 'This invitation was withdrawn');

export const FAMILIES_OWNED_LIMIT = defineError<{ max: number }>(
  'families_owned_limit',
  429,
  (p) => `You can own at most ${p.max} families.`,
);

export const FAMILY_SETTINGS_OWNER_ONLY = defineError(
  'family_settings_owner_only',
  403,
  () => 'Only the family owner can change family settings.',
);

export const INVITE_CODE_OWNER_ONLY = defineError(
  'invite_code_owner_only',
  403,
  () => 'Only the family owner can generate a new invite code.',
);

/** Memberships come from joining with a code, never from a family id. */
export const MEMBERSHIP_BY_CODE_ONLY = defineError(
  'membership_by_code_only',
  403,
  () => 'Memberships are created by joining with an invite code.',
);

export const ALREADY_MEMBER = defineError(
  'already_member',
  409,
  () => 'You are already a member of this family',
);

export const TAKEOVER_NOT_YOURS = defineFieldError<{ field: 'takeOverMemberId' }>(
  'takeover_not_yours',
  400,
  () => 'that profile is not one the family keeps for you',
);

export const TAKEOVER_TAKEN = defineError(
  'takeover_taken',
  409,
  () => 'Someone else has just taken over that profile',
);

/** The record the joiner said was them was claimed by someone else meanwhile. */
export const PROFILE_CLAIMED_MEANWHILE = defineError(
  'profile_claimed_meanwhile',
  409,
  () =>
    'Someone else has just said that profile is them: join with a new profile, and the owner can merge later',
);

export const OWNER_CANNOT_LEAVE = defineError(
  'owner_cannot_leave',
  409,
  () => 'Hand the family over to another adult before leaving: the owner cannot leave their family.',
);

export const HANDOVER_OWNER_ONLY = defineError(
  'handover_owner_only',
  403,
  () => 'Only the family owner can hand the family over.',
);

export const HANDOVER_TO_SELF = defineError('handover_to_self', 400, () => 'You already own this family.');

export const HANDOVER_NO_ACCOUNT = defineError<{ memberId: number; name: string }>(
  'handover_no_account',
  400,
  (p) => `${p.name} has no GiftLens account: only an adult who joined the family can own it.`,
);

export const HANDOVER_TO_CHILD = defineError<{ memberId: number; name: string }>(
  'handover_to_child',
  400,
  (p) => `${p.name} is a child: only an adult can own the family.`,
);

export const HANDOVER_OWNS_TOO_MANY = defineError<{ memberId: number; name: string; max: number }>(
  'handover_owns_too_many',
  400,
  (p) => `${p.name} already owns ${p.max} families, the most one person can: they can hand one over first.`,
);

export const FAMILY_DELETE_OWNER_ONLY = defineError(
  'family_delete_owner_only',
  403,
  () => 'Only the family owner can delete the family.',
);

/** Deleting a family takes its exact name, typed in `confirm`. */
export const FAMILY_NAME_MISMATCH = defineError<{ field: 'confirm'; familyName: string }>(
  'family_name_mismatch',
  400,
  (p) => `Invalid confirm: type the family's name exactly ("${p.familyName}") to delete it`,
);
