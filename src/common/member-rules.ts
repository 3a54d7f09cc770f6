import type { MemberSections } from './member-sections';

type CompletenessInput = { [K in keyof MemberSections]?: MemberSections[K] | null } & {
  /** Interests typed when joining count as hobbies. */
  interests?: string[] | null;
  /** A child's profile has no social-media check: it does not apply to a child. */
  isChild?: boolean;
};
const some = (list?: string[] | null) => (list?.length ?? 0) > 0;

/** The parts of a profile completeness counts; `adultOnly` ones do not apply to a child. */
export const COMPLETENESS_PARTS = [
  { key: 'hobbies', label: 'hobbies', step: 0, adultOnly: false },
  { key: 'budget', label: 'a gift budget', step: 1, adultOnly: false },
  { key: 'style', label: 'style', step: 1, adultOnly: false },
  { key: 'focus', label: 'a current focus', step: 2, adultOnly: false },
  { key: 'platforms', label: 'social platforms', step: 2, adultOnly: true },
] as const;
export type CompletenessPart = (typeof COMPLETENESS_PARTS)[number];

function partDone(member: CompletenessInput, key: CompletenessPart['key']): boolean {
  const { lifestyle: l, shoppingPreferences: s, personalityProfile: p, goals: g } = member;
  const social = member.socialMediaActivity;
  switch (key) {
    case 'hobbies':
      return some(l?.hobbies) || some(member.interests);
    case 'budget':
      return Boolean(s?.budgetRange);
    case 'style':
      return some(p?.values) || some(p?.stylePreferences) || Boolean(p?.socialStyle);
    case 'focus':
      return some(g?.currentFocus) || some(g?.currentFocuses);
    case 'platforms':
      return some(social?.activePlatforms) || some(social?.platforms);
  }
}

/** The parts that apply to this member (a child has no social-media part). */
export const applicableParts = (member: CompletenessInput) =>
  COMPLETENESS_PARTS.filter((part) => !(member.isChild && part.adultOnly));

/** What is still missing, in questionnaire order, for the card to name. */
export function missingProfileParts(member: CompletenessInput): CompletenessPart[] {
  return applicableParts(member).filter((part) => !partDone(member, part.key));
}

/**
 * Five checks of 20% each for an adult (hobbies or the interests given when joining, budget,
 * style or values, current focus, social platforms); a child has the first four, 25% each.
 */
export function profileCompleteness(member: CompletenessInput): number {
  const parts = applicableParts(member);
  const done = parts.filter((part) => partDone(member, part.key)).length;
  return Math.round((done * 100) / parts.length);
}

/** Below this the completeness guard sends the user to the questionnaire. */
export const COMPLETENESS_GUARD_THRESHOLD = 20;

/** Under 13, or a Child with no age given: managed by guardians only. */
export function isChildProfile(member: { age: number | null; relationship: string }): boolean {
  if (member.age !== null) return member.age < 13;
  return member.relationship.trim().toLowerCase() === 'child';
}
