import { describe, expect, it } from 'vitest';
import { distinctAppearance, MEMBER_COLORS, MEMBER_ICONS } from './member-constants';
import {
  createMemberSchema,
  isChildProfile,
  lifestyleSchema,
  memberPictureSchema,
  memberProfileSchema,
  missingProfileParts,
  profileCompleteness,
  updateMemberSchema,
} from './members';

describe('profileCompleteness', () => {
  it('is 0 for an empty or unknown profile and 100 when all five checks pass', () => {
    expect(profileCompleteness({})).toBe(0);
    expect(
      profileCompleteness({
        lifestyle: null,
        shoppingPreferences: null,
        personalityProfile: null,
        goals: null,
        socialMediaActivity: null,
      }),
    ).toBe(0);
    expect(
      profileCompleteness({
        lifestyle: { hobbies: ['Chess'] },
        shoppingPreferences: { budgetRange: '50-100' },
        personalityProfile: { values: ['Family'] },
        goals: { currentFocus: ['Travel'] },
        socialMediaActivity: { activePlatforms: ['Instagram'] },
      }),
    ).toBe(100);
  });

  it('counts 20 for each check, accepting either spelling of a field', () => {
    expect(profileCompleteness({ lifestyle: { hobbies: ['Chess'] } })).toBe(20);
    expect(profileCompleteness({ lifestyle: { hobbies: [], activities: ['Run'] } })).toBe(0);
    expect(profileCompleteness({ shoppingPreferences: { budgetRange: 'under-50' } })).toBe(20);
    expect(profileCompleteness({ personalityProfile: { stylePreferences: ['Classic'] } })).toBe(20);
    expect(profileCompleteness({ personalityProfile: { socialStyle: 'outgoing' } })).toBe(20);
    expect(profileCompleteness({ personalityProfile: { interests: ['Art'] } })).toBe(0);
    expect(profileCompleteness({ goals: { currentFocuses: ['Career Growth'] } })).toBe(20);
    expect(profileCompleteness({ socialMediaActivity: { platforms: ['TikTok'] } })).toBe(20);
    expect(profileCompleteness({ lifestyle: { hobbies: ['a'] }, goals: { currentFocus: ['b'] } })).toBe(40);
  });
});

describe('completeness for children and joiners', () => {
  const childAnswers = {
    isChild: true,
    lifestyle: { hobbies: ['Lego'] },
    shoppingPreferences: { budgetRange: 'under-50' },
    personalityProfile: { stylePreferences: ['Sporty'] },
    goals: { currentFocus: ['School'] },
  };

  it('reaches 100 for a child without the social-media check, which does not apply to children', () => {
    expect(profileCompleteness(childAnswers)).toBe(100);
    expect(profileCompleteness({ ...childAnswers, isChild: false })).toBe(80);
    expect(profileCompleteness({ isChild: true, lifestyle: { hobbies: ['Lego'] } })).toBe(25);
  });

  it('counts the interests typed when joining as hobbies', () => {
    expect(profileCompleteness({ interests: ['Hiking'] })).toBe(20);
    expect(profileCompleteness({ interests: [] })).toBe(0);
  });

  it('names what is missing, in questionnaire order, and only what applies', () => {
    expect(missingProfileParts({ lifestyle: { hobbies: ['Chess'] } }).map((p) => p.label)).toEqual([
      'a gift budget',
      'style',
      'a current focus',
      'social platforms',
    ]);
    expect(missingProfileParts({ ...childAnswers, goals: null }).map((p) => p.key)).toEqual(['focus']);
  });
});

describe('isChildProfile', () => {
  it('is a child under 13, whatever the relationship', () => {
    expect(isChildProfile({ age: 12, relationship: 'Sibling' })).toBe(true);
    expect(isChildProfile({ age: 1, relationship: 'Grandchild' })).toBe(true);
    expect(isChildProfile({ age: 13, relationship: 'Child' })).toBe(false);
    expect(isChildProfile({ age: 40, relationship: 'Child' })).toBe(false);
  });

  it('is a child for relationship Child (any case) without an age', () => {
    expect(isChildProfile({ age: null, relationship: 'Child' })).toBe(true);
    expect(isChildProfile({ age: null, relationship: ' child ' })).toBe(true);
    expect(isChildProfile({ age: null, relationship: 'Parent' })).toBe(false);
  });
});

describe('member schemas', () => {
  it('trims section texts and lists, dropping blanks', () => {
    expect(
      lifestyleSchema.parse({ hobbies: [' Chess ', '', '  '], workSchedule: '  ', lifeStage: ' student ' }),
    ).toEqual({ hobbies: ['Chess'], workSchedule: undefined, lifeStage: 'student' });
  });

  it('names an unknown section key', () => {
    const result = lifestyleSchema.safeParse({ hobby: ['x'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/hobby/);
  });

  it('fills create defaults and turns empty e-mail and notes into null', () => {
    expect(createMemberSchema.parse({ name: ' A ', relationship: 'Aunt', email: ' ', notes: '' })).toEqual({
      name: 'A',
      relationship: 'Aunt',
      age: null,
      email: null,
      interests: [],
      icon: 'person',
      color: '#8B5CF6',
      notes: null,
      privacy: undefined,
    });
  });

  it('accepts hex colours and the old colour classes only', () => {
    const base = { name: 'A', relationship: 'Aunt' };
    expect(createMemberSchema.safeParse({ ...base, color: '#10b981' }).success).toBe(true);
    expect(createMemberSchema.safeParse({ ...base, color: 'emerald' }).success).toBe(true);
    expect(createMemberSchema.safeParse({ ...base, color: '#10b98' }).success).toBe(false);
    expect(createMemberSchema.safeParse({ ...base, color: 'red' }).success).toBe(false);
  });

  it('leaves omitted update fields undefined and clears sections sent as null', () => {
    const parsed = updateMemberSchema.parse({ name: 'A', relationship: 'Aunt', goals: null });
    expect(parsed.age).toBeUndefined();
    expect(parsed.email).toBeUndefined();
    expect(parsed.interests).toBeUndefined();
    expect(parsed.lifestyle).toBeUndefined();
    expect(parsed.goals).toEqual({});
  });

  it('takes a gender from the list only', () => {
    expect(memberProfileSchema.safeParse({ gender: 'prefer-not-to-say' }).success).toBe(true);
    expect(memberProfileSchema.safeParse({ gender: 'robot' }).success).toBe(false);
  });

  it('takes exactly one of profileImage and revertToGoogle', () => {
    expect(memberPictureSchema.safeParse({ profileImage: null }).success).toBe(true);
    expect(memberPictureSchema.safeParse({ revertToGoogle: true }).success).toBe(true);
    expect(memberPictureSchema.safeParse({}).success).toBe(false);
    expect(memberPictureSchema.safeParse({ profileImage: null, revertToGoogle: true }).success).toBe(false);
  });
});

describe('distinctAppearance', () => {
  it('gives a new member the first colour and icon no one in the family uses yet', () => {
    expect(distinctAppearance([])).toEqual({ color: MEMBER_COLORS[0], icon: MEMBER_ICONS[0] });
    expect(
      distinctAppearance([
        { color: MEMBER_COLORS[0], icon: MEMBER_ICONS[0] },
        { color: MEMBER_COLORS[1].toLowerCase(), icon: MEMBER_ICONS[2] },
      ]),
    ).toEqual({ color: MEMBER_COLORS[2], icon: MEMBER_ICONS[1] });
  });

  it('never gives the baby bottle unasked, whoever is already in the family', () => {
    const used = MEMBER_ICONS.filter((icon) => icon !== 'baby').slice(0, 3);
    const looks = used.map((icon, i) => ({ icon, color: MEMBER_COLORS[i] ?? '#000000' }));
    expect(distinctAppearance(looks).icon).not.toBe('baby');
    const all = MEMBER_ICONS.filter((icon) => icon !== 'baby').map((icon) => ({ icon, color: '#000000' }));
    for (let n = 0; n < all.length * 2; n++)
      expect(distinctAppearance(all.slice(0, n)).icon).not.toBe('baby');
  });

  it('cycles through the palette once every colour and icon is taken', () => {
    const all = MEMBER_COLORS.map((color, i) => ({ color, icon: MEMBER_ICONS[i] ?? 'person' }));
    const next = distinctAppearance(all);
    expect(MEMBER_COLORS).toContain(next.color);
    expect(MEMBER_ICONS).toContain(next.icon);
  });
});
