import { describe, expect, it } from 'vitest';
import { DEFAULT_MEMBER_PRIVACY, MEMBER_SECTIONS } from '#common/members';
import { hiddenFieldsFor, withoutHidden } from './access.fields';

const relative = { fullView: false, isOwner: false, personalInfoVisibleToAll: true };
const all = DEFAULT_MEMBER_PRIVACY;

describe('hiddenFieldsFor', () => {
  it('hides nothing from a full viewer, whatever the flags', () => {
    const closed = Object.fromEntries(Object.keys(all).map((k) => [k, false])) as typeof all;
    expect(hiddenFieldsFor(closed, { ...relative, fullView: true, personalInfoVisibleToAll: false })).toEqual(
      [],
    );
  });

  it('hides from a relative exactly the fields each member flag covers', () => {
    expect(hiddenFieldsFor(all, relative)).toEqual([]);
    expect(hiddenFieldsFor({ ...all, adsVisible: false, giftsVisible: false }, relative)).toEqual([]);
    expect(hiddenFieldsFor({ ...all, personalInfoVisible: false }, relative)).toEqual(['email', 'age']);
    expect(hiddenFieldsFor({ ...all, sharePersonalDetails: false }, relative)).toEqual(['email']);
    expect(hiddenFieldsFor({ ...all, shareInterests: false }, relative)).toEqual(['interests']);
    // Gender is a questionnaire answer; notes go with the profile.
    expect(hiddenFieldsFor({ ...all, shareOnboardingData: false }, relative)).toEqual([
      'gender',
      ...MEMBER_SECTIONS,
    ]);
    for (const flag of ['profileVisible', 'allowFamilyView'] as const) {
      expect(hiddenFieldsFor({ ...all, [flag]: false }, relative)).toEqual([
        'email',
        'interests',
        'notes',
        'gender',
        ...MEMBER_SECTIONS,
      ]);
    }
  });

  it('keeps age and e-mail to the owner when the family does not share personal info', () => {
    const closedFamily = { ...relative, personalInfoVisibleToAll: false };
    expect(hiddenFieldsFor(all, closedFamily)).toEqual(['email', 'age']);
    expect(hiddenFieldsFor(all, { ...closedFamily, isOwner: true })).toEqual([]);
    expect(hiddenFieldsFor({ ...all, shareInterests: false }, { ...closedFamily, isOwner: true })).toEqual([
      'interests',
    ]);
  });
});

describe('withoutHidden', () => {
  it('nulls hidden fields and keeps the rest', () => {
    const record = {
      email: 'a@b.c',
      age: 3,
      interests: ['x'],
      lifestyle: {},
      shoppingPreferences: {},
      personalityProfile: {},
      goals: {},
      socialMediaActivity: {},
      notes: 'Allergic to wool',
      gender: 'female',
    };
    expect(withoutHidden(record, ['email', 'goals', 'notes'])).toEqual({
      ...record,
      email: null,
      goals: null,
      notes: null,
    });
  });
});
