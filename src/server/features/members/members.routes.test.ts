import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MEMBER_PRIVACY, type FamilyMember } from '#common/members';
import { memberFixtures, RELATIVE } from '../../test/member-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof memberFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = memberFixtures(t);
});
afterAll(() => t.close());

describe('adding a family member', () => {
  it('adds a relative without an account, managed by whoever added them', async () => {
    const { member, family } = await f.family();
    const res = await f.call(member, 'POST', `/api/families/${family.id}/family-members`, {
      name: '  Grandma Rose ',
      relationship: ' Grandparent ',
      icon: 'heart',
      color: 'amber',
      notes: '  Loves tulips ',
      interests: [' Gardening ', '', 'gardening'],
      email: ' Rose@Example.com ',
      age: 81,
      privacy: { adsVisible: false },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<FamilyMember>();
    expect(created).toEqual({
      id: expect.any(Number),
      familyAccountId: family.id,
      userId: null,
      createdByUserId: await f.userId(member),
      name: 'Grandma Rose',
      email: 'rose@example.com',
      age: 81,
      relationship: 'Grandparent',
      interests: ['Gardening'],
      icon: 'heart',
      color: 'amber',
      notes: 'Loves tulips',
      profileImage: null,
      gender: null,
      lifestyle: {},
      shoppingPreferences: {},
      personalityProfile: {},
      goals: {},
      socialMediaActivity: {},
      privacy: { ...DEFAULT_MEMBER_PRIVACY, adsVisible: false },
      isSelf: false,
      isChild: false,
      canEdit: true,
      canDelete: true,
      hiddenFields: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await f.member(member, created.id)).toEqual(created);
  });

  it('takes the defaults for a minimal body, and accepts POST /api/family-members with familyAccountId', async () => {
    const { owner, family } = await f.family();
    const res = await f.call(owner, 'POST', '/api/family-members', {
      ...RELATIVE,
      familyAccountId: family.id,
      notes: '',
      email: '',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      familyAccountId: family.id,
      age: null,
      email: null,
      notes: null,
      interests: [],
      icon: 'person',
      color: '#8B5CF6',
      privacy: DEFAULT_MEMBER_PRIVACY,
    });
  });

  it('rejects a bad body with 400 naming the field, and adds nobody', async () => {
    const { owner, family } = await f.family();
    const url = `/api/families/${family.id}/family-members`;
    const before = await f.get<FamilyMember[]>(owner, url);
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [{ relationship: 'Aunt' }, 'Invalid name: Name is required'],
      [{ ...RELATIVE, name: '   ' }, 'Invalid name: Name is required'],
      [{ ...RELATIVE, name: 'x'.repeat(81) }, /^Invalid name: /],
      [{ name: 'Rose' }, 'Invalid relationship: Relationship is required'],
      [{ ...RELATIVE, relationship: 'x'.repeat(41) }, /^Invalid relationship: /],
      [{ ...RELATIVE, age: 0 }, 'Invalid age: Age must be a whole number from 1 to 120'],
      [{ ...RELATIVE, age: 121 }, 'Invalid age: Age must be a whole number from 1 to 120'],
      [{ ...RELATIVE, age: 7.5 }, 'Invalid age: Age must be a whole number from 1 to 120'],
      [{ ...RELATIVE, age: '7' }, 'Invalid age: Age must be a whole number from 1 to 120'],
      [{ ...RELATIVE, email: 'not-an-email' }, 'Invalid email: must be a valid e-mail address'],
      [{ ...RELATIVE, color: 'red' }, /^Invalid color: must be a hex colour/],
      [{ ...RELATIVE, icon: 'x'.repeat(41) }, /^Invalid icon: /],
      [{ ...RELATIVE, notes: 'x'.repeat(1001) }, /^Invalid notes: /],
      [{ ...RELATIVE, interests: ['x'.repeat(61)] }, /^Invalid interests\.0: /],
      [{ ...RELATIVE, privacy: { madeUp: true } }, /^Invalid privacy: Unrecognized key/],
      [{ ...RELATIVE, privacy: { adsVisible: 'no' } }, 'Invalid privacy.adsVisible: must be true or false'],
    ];
    for (const [payload, message] of cases) {
      const res = await f.call(owner, 'POST', url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const noFamily = await f.call(owner, 'POST', '/api/family-members', RELATIVE);
    expect(noFamily.statusCode).toBe(400);
    expect(noFamily.json().message).toBe('Invalid familyAccountId: must be a family id');
    expect(await f.get(owner, url)).toEqual(before);
  });

  it('answers 404 to an outsider, in both forms, and adds nobody', async () => {
    const { owner, outsider, family } = await f.family();
    const url = `/api/families/${family.id}/family-members`;
    const before = await f.get<FamilyMember[]>(owner, url);
    for (const [path, payload] of [
      [url, RELATIVE],
      ['/api/family-members', { ...RELATIVE, familyAccountId: family.id }],
    ] as const) {
      const res = await f.call(outsider, 'POST', path, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Family not found' });
    }
    expect(await f.get(owner, url)).toEqual(before);
  });
});

describe('reading family members', () => {
  it('lists the family in the order added, each as the viewer may see it', async () => {
    const { owner, member, family, memberId, ownerRecordId } = await f.family();
    const grandma = await f.addMember(member, family.id);
    const list = await f.get<FamilyMember[]>(owner, `/api/families/${family.id}/family-members`);
    expect(list.map((m) => m.id)).toEqual([ownerRecordId, memberId, expect.any(Number), grandma.id]);
    const [mine, theirs] = list;
    expect(mine).toMatchObject({ isSelf: true, canEdit: true, canDelete: false, hiddenFields: [] });
    expect(theirs).toMatchObject({ isSelf: false, canEdit: false, canDelete: true, age: 34 });
  });

  it('shows one member in both route forms, and 404 to anyone outside the family', async () => {
    const { owner, outsider, family, memberId } = await f.family();
    const other = await f.createFamily(outsider, { name: 'Elsewhere' });
    const byId = await f.member(owner, memberId);
    expect(await f.get(owner, `/api/families/${family.id}/family-members/${memberId}`)).toEqual(byId);

    const cases: Array<[string, string]> = [
      [`/api/family-members/${memberId}`, 'Family member not found'],
      ['/api/family-members/999999', 'Family member not found'],
      [`/api/families/${family.id}/family-members/${memberId}`, 'Family not found'],
      // The outsider's own family, asked for someone else's member: not in that family.
      [`/api/families/${other.id}/family-members/${memberId}`, 'Family member not found'],
    ];
    for (const [url, message] of cases) {
      const res = await f.call(outsider, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ message });
    }
    const list = await f.call(outsider, 'GET', `/api/families/${family.id}/family-members`);
    expect(list.statusCode).toBe(404);
    expect(list.json()).toMatchObject({ message: 'Family not found' });
  });

  it('answers 400 to ids that are not positive integers', async () => {
    const cookie = await f.user('badid');
    for (const url of [
      '/api/family-members/abc',
      '/api/family-members/0',
      '/api/families/x/family-members/1',
    ]) {
      const res = await f.call(cookie, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/^Invalid (id|familyId): /);
    }
  });

  it("GET /api/family-members lists id, name and relationship of the caller's active family", async () => {
    const { owner, member, family, memberId, ownerRecordId } = await f.family();
    const grandma = await f.addMember(owner, family.id);
    const brief = await f.get<unknown[]>(member, '/api/family-members');
    expect(brief).toEqual([
      { id: ownerRecordId, name: expect.any(String), relationship: 'Self' },
      { id: memberId, name: 'Sam Joiner', relationship: 'Sibling' },
      { id: expect.any(Number), name: 'Rae Relative', relationship: 'Sibling' },
      { id: grandma.id, name: 'Grandma Rose', relationship: 'Grandparent' },
    ]);
    expect(await f.get(await f.user('loner'), '/api/family-members')).toEqual([]);
    const second = await f.createFamily(member, { name: 'Second' });
    const switched = await f.get<Array<{ relationship: string }>>(member, '/api/family-members');
    expect(switched.map((m) => m.relationship)).toEqual(['Self']);
    expect(second.id).not.toBe(family.id);
  });
});
