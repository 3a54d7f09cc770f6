import type { MemberSections } from './member-sections';

type CompletenessInput = { [K in keyof MemberSections]?: MemberSections[K] | null };
const some = (list?: string[]) => (list?.length ?? 0) > 0;

/** Five checks of 20% each, as the member card and the feed banner show it. */
export function profileCompleteness(member: CompletenessInput): number {
  const { lifestyle: l, shoppingPreferences: s, personalityProfile: p, goals: g } = member;
  const social = member.socialMediaActivity;
  const checks = [
    some(l?.hobbies),
    Boolean(s?.budgetRange),
    some(p?.values) || some(p?.stylePreferences) || Boolean(p?.socialStyle),
    some(g?.currentFocus) || some(g?.currentFocuses),
    some(social?.activePlatforms) || some(social?.platforms),
  ];
  return checks.filter(Boolean).length * 20;
}

/** Below this the completeness guard sends the user to the questionnaire. */
export const COMPLETENESS_GUARD_THRESHOLD = 20;

/** Under 13, or a Child with no age given: managed by guardians only. */
export function isChildProfile(member: { age: number | null; relationship: string }): boolean {
  if (member.age !== null) return member.age < 13;
  return member.relationship.trim().toLowerCase() === 'child';
}
