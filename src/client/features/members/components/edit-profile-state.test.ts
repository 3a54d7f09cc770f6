import { describe, expect, it } from 'vitest';
import type { FamilyMember } from '#common/members';
import { initialEditState, toUpdateBody, validateEdit } from './edit-profile-state';

const member = {
  name: 'Lily',
  email: null,
  age: 9,
  relationship: 'Child',
  interests: ['Lego', 'lego', 'Drawing'],
  lifestyle: { hobbies: ['Swimming'] },
  shoppingPreferences: {},
  personalityProfile: {},
  goals: {},
  socialMediaActivity: {},
} as unknown as FamilyMember;

describe('the edit profile form', () => {
  it('starts from the member with duplicate interests removed', () => {
    const state = initialEditState(member);
    expect(state.interests).toEqual(['Lego', 'Drawing']);
    expect(state.email).toBe('');
  });

  it('sends age as an integer or null and e-mail as null when empty', () => {
    const state = { ...initialEditState(member), age: '', email: '  ' };
    expect(toUpdateBody(state, [])).toMatchObject({ age: null, email: null, name: 'Lily' });
    expect(toUpdateBody({ ...state, age: 12 }, []).age).toBe(12);
  });

  it('leaves out what is hidden from the editor, so it is never overwritten', () => {
    const body = toUpdateBody(initialEditState(member), ['email', 'lifestyle']);
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('lifestyle');
    expect(body).toHaveProperty('goals');
  });

  it('names each invalid field', () => {
    const errors = validateEdit({ ...initialEditState(member), name: ' ', age: 121, email: 'nope' });
    expect(errors).toEqual({
      name: 'Name is required',
      age: 'Age must be a whole number from 1 to 120',
      email: 'Enter a valid email',
    });
  });
});
