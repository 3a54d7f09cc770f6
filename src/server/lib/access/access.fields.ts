import {
  HIDDEN_MEMBER_FIELDS,
  type HiddenMemberField,
  MEMBER_SECTIONS,
  type MemberPrivacy,
} from '#common/members';

export interface PrivacyContext {
  /** The viewer sees the record in full (see access.rules). */
  fullView: boolean;
  /** The viewer owns the family. */
  isOwner: boolean;
  /** The family's settings.privacy.personalInfoVisibleToAll. */
  personalInfoVisibleToAll: boolean;
  /**
   * The viewer said this record (without an account) is them and the owner has not decided:
   * what relatives wrote about the person (its notes) is kept from them, as from its member.
   */
  claimant?: boolean;
}

/**
 * Which fields a viewer may not see (the member's flags, decision 0005, plus the family's
 * personalInfoVisibleToAll flag, which keeps age and e-mail to the owner and the member).
 * Returned in HIDDEN_MEMBER_FIELDS order.
 */
export function hiddenFieldsFor(privacy: MemberPrivacy, ctx: PrivacyContext): HiddenMemberField[] {
  if (ctx.fullView) return [];
  const hidden = new Set<HiddenMemberField>();
  const hide = (...fields: readonly HiddenMemberField[]) => {
    for (const field of fields) hidden.add(field);
  };
  if (!privacy.profileVisible || !privacy.allowFamilyView)
    hide('email', 'interests', 'notes', 'gender', ...MEMBER_SECTIONS);
  if (!privacy.sharePersonalDetails) hide('email');
  if (!privacy.personalInfoVisible) hide('age', 'email');
  if (!privacy.shareInterests) hide('interests');
  // Gender is asked in the questionnaire: it goes with the answers.
  if (!privacy.shareOnboardingData) hide('gender', ...MEMBER_SECTIONS);
  if (!ctx.personalInfoVisibleToAll && !ctx.isOwner) hide('age', 'email');
  if (ctx.claimant) hide('notes');
  return HIDDEN_MEMBER_FIELDS.filter((field) => hidden.has(field));
}

/** The record with every hidden field set to null: relatives never receive hidden values. */
export function withoutHidden<T extends Record<HiddenMemberField, unknown>>(
  record: T,
  hidden: readonly HiddenMemberField[],
): { [K in keyof T]: K extends HiddenMemberField ? T[K] | null : T[K] } {
  const copy: Record<string, unknown> = { ...record };
  for (const field of hidden) copy[field] = null;
  return copy as { [K in keyof T]: K extends HiddenMemberField ? T[K] | null : T[K] };
}

/**
 * Whether a viewer may see a member's age, and with it a birth year and the age a birthday turns
 * (occasions): the same answer as the member record's `age` field.
 */
export function canSeeAge(member: { privacy: MemberPrivacy }, ctx: PrivacyContext): boolean {
  return !hiddenFieldsFor(member.privacy, ctx).includes('age');
}
