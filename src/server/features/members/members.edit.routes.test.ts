import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FamilyMember } from '#common/members';
import { FULL_PROFILE, memberFixtures, RELATIVE } from '../../test/member-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof memberFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = memberFixtures(t);
});
afterAll(() => t.close());

const EDIT = { name: 'Samuel', relationship: 'Brother', age: 35, email: 'samuel@example.com' };
const FORBIDDEN = { code: 'member_edit_forbidden', message: "You can't edit this profile" };

describe('editing a profile (PUT)', () => {
  it('lets the member edit their own record in both forms; omitted fields keep their value', async () => {
    const { member, family, memberId } = await f.family();
    // Joiners get a distinct icon of their own; an edit that does not name one keeps it.
    const before = await f.get<{ icon: string }>(member, `/api/family-members/${memberId}`);
    const res = await f.call(member, 'PUT', `/api/family-members/${memberId}`, {
      ...EDIT,
      interests: [' Jazz ', 'jazz', 'Chess'],
      notes: ' Likes surprises ',
      color: '#10B981',
      lifestyle: { hobbies: [' Chess ', ''], workSchedule: '  9-5 ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ...EDIT,
      interests: ['Jazz', 'Chess'],
      notes: 'Likes surprises',
      color: '#10B981',
      icon: before.icon,
      lifestyle: { hobbies: ['Chess'], workSchedule: '9-5' },
      shoppingPreferences: {},
    });
    const again = await f.call(member, 'PUT', `/api/families/${family.id}/family-members/${memberId}`, {
      name: 'Sam',
      relationship: 'Sibling',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      name: 'Sam',
      age: 35,
      interests: ['Jazz', 'Chess'],
      notes: 'Likes surprises',
    });
    expect(await f.member(member, memberId)).toEqual(again.json());
  });

  it('clears fields sent as null or empty', async () => {
    const { member, memberId } = await f.family();
    const res = await f.call(member, 'PUT', `/api/family-members/${memberId}`, {
      name: 'Sam',
      relationship: 'Sibling',
      age: null,
      email: '',
      interests: null,
      notes: '',
      lifestyle: null,
    });
    expect(res.json()).toMatchObject({ age: null, email: null, interests: [], notes: null, lifestyle: {} });
  });

  it('lets the owner edit their own record and any relative without an account, and the creator theirs', async () => {
    const { owner, member, family, ownerRecordId } = await f.family();
    expect((await f.call(owner, 'PUT', `/api/family-members/${ownerRecordId}`, EDIT)).statusCode).toBe(200);
    const grandma = await f.addMember(member, family.id);
    const res = await f.call(member, 'PUT', `/api/family-members/${grandma.id}`, { ...RELATIVE, age: 80 });
    expect(res.statusCode).toBe(200);
    expect(res.json().age).toBe(80);
    const byOwner = await f.call(owner, 'PUT', `/api/family-members/${grandma.id}`, { ...RELATIVE, age: 81 });
    expect(byOwner.json().age).toBe(81);
  });

  it("refuses the owner an adult member's own record: name, e-mail, photo and privacy stay as they set them", async () => {
    const { owner, member, family, memberId } = await f.family();
    await f.setPrivacy(member, memberId, { shareInterests: false });
    const before = await f.member(member, memberId);
    const attempts: Array<[Parameters<typeof f.call>[1], string, unknown]> = [
      ['PUT', `/api/family-members/${memberId}`, EDIT],
      ['PUT', `/api/families/${family.id}/family-members/${memberId}`, EDIT],
      ['PUT', `/api/family-members/${memberId}/profile`, { goals: { currentFocus: ['Owner says so'] } }],
      ['PUT', `/api/family-members/${memberId}/privacy`, { shareInterests: true }],
      ['GET', `/api/family-members/${memberId}/privacy`, undefined],
      ['PATCH', `/api/family-members/${memberId}/profile-picture`, { profileImage: null }],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await f.call(owner, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    expect(await f.member(member, memberId)).toEqual(before);
    expect((await f.member(owner, memberId)).interests).toBeNull();
  });

  it('answers 403 to a plain member editing someone else, and changes nothing', async () => {
    const { owner, member, relative, family, memberId, ownerRecordId } = await f.family();
    const grandma = await f.addMember(member, family.id);
    for (const id of [memberId, ownerRecordId, grandma.id]) {
      const before = await f.member(owner, id);
      for (const [method, suffix, payload] of [
        ['PUT', '', EDIT],
        ['PUT', '/profile', FULL_PROFILE],
        ['PUT', '/privacy', { shareInterests: false }],
        ['GET', '/privacy', undefined],
        ['PATCH', '/profile-picture', { profileImage: null }],
      ] as const) {
        const res = await f.call(relative, method, `/api/family-members/${id}${suffix}`, payload);
        expect(res.statusCode, `${method} ${suffix}`).toBe(403);
        expect(res.json()).toEqual(FORBIDDEN);
      }
      expect(await f.member(owner, id)).toEqual(before);
    }
  });

  it('answers 404 to an outsider in both forms, and changes nothing', async () => {
    const { owner, outsider, family, memberId } = await f.family();
    const before = await f.member(owner, memberId);
    for (const [url, message] of [
      [`/api/family-members/${memberId}`, 'Family member not found'],
      [`/api/families/${family.id}/family-members/${memberId}`, 'Family not found'],
    ]) {
      for (const [method, suffix, payload] of [
        ['PUT', '', EDIT],
        ['PUT', '/profile', FULL_PROFILE],
        ['PUT', '/privacy', { shareInterests: false }],
        ['GET', '/privacy', undefined],
        ['DELETE', '', undefined],
      ] as const) {
        const res = await f.call(outsider, method, `${url}${suffix}`, payload);
        expect(res.statusCode, `${method} ${url}${suffix}`).toBe(404);
        expect(res.json()).toMatchObject({ message });
      }
    }
    expect(await f.member(owner, memberId)).toEqual(before);
  });

  it('rejects a bad body with 400 naming the field, and changes nothing', async () => {
    const { member, memberId } = await f.family();
    const before = await f.member(member, memberId);
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [{ relationship: 'Sibling' }, 'Invalid name: Name is required'],
      [{ name: 'Sam' }, 'Invalid relationship: Relationship is required'],
      [{ ...EDIT, age: 200 }, 'Invalid age: Age must be a whole number from 1 to 120'],
      [{ ...EDIT, email: 'sam@' }, 'Invalid email: must be a valid e-mail address'],
      [{ ...EDIT, lifestyle: { hobbiez: [] } }, /^Invalid lifestyle: Unrecognized key/],
      [{ ...EDIT, goals: { lifeGoals: 'travel' } }, 'Invalid goals.lifeGoals: must be a list'],
      [
        { ...EDIT, shoppingPreferences: { budgetRange: 'x'.repeat(201) } },
        /^Invalid shoppingPreferences\.budgetRange: /,
      ],
      [
        { ...EDIT, lifestyle: { hobbies: Array.from({ length: 51 }, (_, i) => `h${i}`) } },
        /^Invalid lifestyle\.hobbies: /,
      ],
      [
        { ...EDIT, personalityProfile: { values: ['x'.repeat(101)] } },
        /^Invalid personalityProfile\.values\.0: /,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await f.call(member, 'PUT', `/api/family-members/${memberId}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await f.member(member, memberId)).toEqual(before);
  });
});

describe('the questionnaire (PUT /profile)', () => {
  it('replaces each section sent and keeps the others; gender can be set and cleared', async () => {
    const { member, family, memberId } = await f.family();
    const res = await f.call(member, 'PUT', `/api/family-members/${memberId}/profile`, {
      gender: 'female',
      ...FULL_PROFILE,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ gender: 'female', ...FULL_PROFILE });

    const url = `/api/families/${family.id}/family-members/${memberId}/profile`;
    const second = await f.call(member, 'PUT', url, { gender: null, lifestyle: { hobbies: ['Chess'] } });
    expect(second.json()).toMatchObject({
      gender: null,
      lifestyle: { hobbies: ['Chess'] },
      goals: FULL_PROFILE.goals,
    });
    expect((await f.member(member, memberId)).lifestyle).toEqual({ hobbies: ['Chess'] });
  });

  it('rejects unknown fields and bad values with 400, and changes nothing', async () => {
    const { member, memberId } = await f.family();
    const url = `/api/family-members/${memberId}/profile`;
    await f.call(member, 'PUT', url, FULL_PROFILE);
    const before = await f.member(member, memberId);
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [{ gender: 'robot' }, /^Invalid gender: /],
      [{ favouriteColour: 'blue' }, /^Invalid body: Unrecognized key/],
      [{ lifestyle: { hobbies: 'chess' } }, 'Invalid lifestyle.hobbies: must be a list'],
      [
        { socialMediaActivity: { platforms: ['ok'], tiktok: true } },
        /^Invalid socialMediaActivity: Unrecognized key/,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await f.call(member, 'PUT', url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await f.member(member, memberId)).toEqual(before);
  });
});

describe('children are managed by their guardians', () => {
  it('lets the owner and the creator edit a child; the child account and other members get 403', async () => {
    const { owner, member, relative, family } = await f.family();
    const kid = await f.addMember(member, family.id, { name: 'Kid', relationship: 'Child' });
    expect(kid).toMatchObject({ isChild: true, canEdit: true });
    for (const guardian of [owner, member]) {
      const res = await f.call(guardian, 'PUT', `/api/family-members/${kid.id}/profile`, FULL_PROFILE);
      expect(res.statusCode, res.body).toBe(200);
    }
    const asRelative = await f.call(relative, 'PUT', `/api/family-members/${kid.id}`, {
      name: 'X',
      relationship: 'Child',
    });
    expect(asRelative.statusCode).toBe(403);

    // A 10-year-old with their own account joined: they see themselves, but may not edit.
    const child = await f.user('child');
    const joined = await f.join(child, family.inviteCode, {
      name: 'Tim',
      email: 'tim@example.com',
      relationship: 'Child',
      age: 10,
    });
    const self = await f.member(child, joined.member.id);
    expect(self).toMatchObject({ isSelf: true, isChild: true, canEdit: false, hiddenFields: [] });
    for (const [method, suffix, payload] of [
      ['PUT', '', { name: 'Timmy', relationship: 'Child', age: 18 }],
      ['PUT', '/privacy', { profileVisible: false }],
      ['GET', '/privacy', undefined],
    ] as const) {
      const res = await f.call(child, method, `/api/family-members/${joined.member.id}${suffix}`, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    expect(await f.member(child, joined.member.id)).toEqual(self);
    const byOwner = await f.call(owner, 'PUT', `/api/family-members/${joined.member.id}/privacy`, {
      profileVisible: false,
    });
    expect(byOwner.statusCode).toBe(200);

    // The guardian who added the younger child manages its privacy and may remove it.
    await f.setPrivacy(member, kid.id, { shareInterests: false });
    expect(await f.get(member, `/api/family-members/${kid.id}/privacy`)).toMatchObject({
      shareInterests: false,
    });
    expect((await f.call(relative, 'DELETE', `/api/family-members/${kid.id}`)).statusCode).toBe(403);
    expect((await f.call(member, 'DELETE', `/api/family-members/${kid.id}`)).statusCode).toBe(204);
  });
});

describe('removing a family member', () => {
  it('lets the creator remove a relative they added, in both forms (204)', async () => {
    const { owner, member, family } = await f.family();
    const a = await f.addMember(member, family.id);
    const b = await f.addMember(member, family.id);
    expect((await f.call(member, 'DELETE', `/api/family-members/${a.id}`)).statusCode).toBe(204);
    const scoped = await f.call(member, 'DELETE', `/api/families/${family.id}/family-members/${b.id}`);
    expect(scoped.statusCode).toBe(204);
    const ids = (await f.get<FamilyMember[]>(owner, `/api/families/${family.id}/family-members`)).map(
      (m) => m.id,
    );
    expect(ids).not.toContain(a.id);
    expect(ids).not.toContain(b.id);
    expect((await f.call(owner, 'GET', `/api/family-members/${a.id}`)).statusCode).toBe(404);
  });

  it('answers 403 to members removing others or themselves, and to the owner removing themselves', async () => {
    const { owner, member, relative, family, memberId, ownerRecordId } = await f.family();
    const grandma = await f.addMember(member, family.id);
    const cases: Array<[string, number]> = [
      [relative, grandma.id],
      [relative, memberId],
      [member, memberId],
      [member, ownerRecordId],
      [owner, ownerRecordId],
    ];
    for (const [cookie, id] of cases) {
      const res = await f.call(cookie, 'DELETE', `/api/family-members/${id}`);
      expect(res.statusCode, String(id)).toBe(403);
      expect(res.json()).toMatchObject({ message: "You can't delete this profile" });
    }
    const list = await f.get<FamilyMember[]>(owner, `/api/families/${family.id}/family-members`);
    expect(list).toHaveLength(4);
  });

  it("lets the owner remove a member with an account, which ends that user's membership", async () => {
    const { owner, member, family, memberId } = await f.family();
    const grandma = await f.addMember(member, family.id);
    expect((await f.call(owner, 'DELETE', `/api/family-members/${memberId}`)).statusCode).toBe(204);

    for (const url of [`/api/family-accounts/${family.id}`, `/api/families/${family.id}/family-members`]) {
      const res = await f.call(member, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Family not found' });
    }
    expect(await f.get(member, '/api/user/active-family')).toEqual({ activeFamilyId: null, family: null });
    const memberships = await f.get<Array<{ userId: number }>>(
      owner,
      `/api/family-memberships?familyAccountId=${family.id}`,
    );
    expect(memberships.map((m) => m.userId)).not.toContain(await f.userId(member));
    // What they added stays with the family.
    expect((await f.member(owner, grandma.id)).name).toBe('Grandma Rose');
  });
});
