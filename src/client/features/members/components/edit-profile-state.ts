import type { FamilyMember, UpdateMemberInput } from '#common/members';
import { uniqueInterests } from './list-entries';

type Section<K extends keyof FamilyMember> = NonNullable<FamilyMember[K]>;

export interface EditState {
  name: string;
  email: string;
  age: number | string;
  relationship: string;
  interests: string[];
  lifestyle: Section<'lifestyle'>;
  shoppingPreferences: Section<'shoppingPreferences'>;
  personalityProfile: Section<'personalityProfile'>;
  goals: Section<'goals'>;
  socialMediaActivity: Section<'socialMediaActivity'>;
}

export function initialEditState(member: FamilyMember): EditState {
  return {
    name: member.name,
    email: member.email ?? '',
    age: member.age ?? '',
    relationship: member.relationship,
    interests: uniqueInterests(member.interests ?? []),
    lifestyle: { ...member.lifestyle },
    shoppingPreferences: { ...member.shoppingPreferences },
    personalityProfile: { ...member.personalityProfile },
    goals: { ...member.goals },
    socialMediaActivity: { ...member.socialMediaActivity },
  };
}

export function validateEdit(
  state: EditState,
): Partial<Record<'name' | 'relationship' | 'email' | 'age', string>> {
  const errors: Partial<Record<'name' | 'relationship' | 'email' | 'age', string>> = {};
  if (!state.name.trim()) errors.name = 'Name is required';
  if (!state.relationship.trim()) errors.relationship = 'Relationship is required';
  if (state.email.trim() && !/^\S+@\S+\.\S+$/.test(state.email.trim())) errors.email = 'Enter a valid email';
  if (state.age !== '') {
    const age = Number(state.age);
    if (!Number.isInteger(age) || age < 1 || age > 120)
      errors.age = 'Age must be a whole number from 1 to 120';
  }
  return errors;
}

/** The PUT body: age an integer or null, e-mail null when empty; fields hidden from the editor are left out. */
export function toUpdateBody(state: EditState, hidden: readonly string[]): UpdateMemberInput {
  const body: UpdateMemberInput = {
    name: state.name.trim(),
    relationship: state.relationship.trim(),
    email: state.email.trim() || null,
    age: state.age === '' ? null : Number(state.age),
    interests: state.interests,
    lifestyle: state.lifestyle,
    shoppingPreferences: state.shoppingPreferences,
    personalityProfile: state.personalityProfile,
    goals: state.goals,
    socialMediaActivity: state.socialMediaActivity,
  };
  for (const field of hidden) delete (body as Record<string, unknown>)[field];
  return body;
}
