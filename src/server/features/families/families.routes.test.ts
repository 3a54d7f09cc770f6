import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FAMILY_PRIVACY, type Family, INVITE_CODE_PATTERN } from '#common/families';
import { familyFixtures } from '../../test/family-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof familyFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = familyFixtures(t);
});
afterAll(() => t.close());

const userId = async (cookie: string) => (await f.get<{ id: number }>(cookie, '/api/auth/user')).id;

describe('creating a family', () => {
  it('creates a family owned by the caller, with default privacy and a fresh invite code', async () => {
    const cookie = await f.user('creator');
    const res = await t.request({
      method: 'POST',
      url: '/api/family-accounts',
      cookie,
      payload: { name: 'The Lees' },
    });
    expect(res.statusCode).toBe(201);
    const family = res.json<Family>();
    expect(family).toEqual({
      id: expect.any(Number),
      name: 'The Lees',
      description: null,
      inviteCode: expect.stringMatching(INVITE_CODE_PATTERN),
      ownerId: await userId(cookie),
      settings: { privacy: DEFAULT_FAMILY_PRIVACY },
      createdAt: expect.any(String),
    });
    expect(new Date(family.createdAt).toISOString()).toBe(family.createdAt);
    expect(await f.get(cookie, '/api/family-accounts')).toEqual([family]);
  });

  it('makes the creator the owner, adds their own Self record and switches them to the family', async () => {
    const cookie = await f.user('self', { firstName: 'Ann', lastName: 'Lee' });
    const id = await userId(cookie);
    const family = await f.createFamily(cookie);

    expect(await f.get(cookie, `/api/family-memberships?familyAccountId=${family.id}`)).toEqual([
      {
        id: expect.any(Number),
        userId: id,
        familyAccountId: family.id,
        role: 'owner',
        permissions: [],
        createdAt: expect.any(String),
      },
    ]);
    const members = await f.get<Array<{ email: string }>>(
      cookie,
      `/api/families/${family.id}/family-members`,
    );
    // The members feature owns the full record; these are the fields the family set up.
    expect(members).toHaveLength(1);
    expect(members).toMatchObject([
      {
        id: expect.any(Number),
        familyAccountId: family.id,
        userId: id,
        name: 'Ann Lee',
        email: members[0]?.email,
        age: null,
        relationship: 'Self',
        interests: [],
        icon: 'person',
        color: '#8B5CF6',
        notes: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(members[0]?.email).toMatch(/^self-\d+@example\.com$/);
    expect(await f.get(cookie, '/api/user/active-family')).toEqual({ activeFamilyId: family.id, family });
  });

  it("names the creator's own record by e-mail when they have no name", async () => {
    const cookie = await f.user('nameless');
    const family = await f.createFamily(cookie);
    const [me] = await f.get<Array<{ name: string; email: string }>>(
      cookie,
      `/api/families/${family.id}/family-members`,
    );
    expect(me?.name).toBe(me?.email);
  });

  it('trims the name and description, and stores a blank description as null', async () => {
    const cookie = await f.user('trim');
    const described = await f.createFamily(cookie, { name: '  The Parks ', description: ' Our clan  ' });
    expect(described).toMatchObject({ name: 'The Parks', description: 'Our clan' });
    const blank = await f.createFamily(cookie, { name: 'The Kims', description: '   ' });
    expect(blank.description).toBeNull();
    expect(blank.inviteCode).not.toBe(described.inviteCode);
  });

  it('rejects a missing or blank name with "Family name is required" and creates nothing', async () => {
    const cookie = await f.user('blank');
    for (const payload of [{}, { name: '' }, { name: '   ' }]) {
      const res = await t.request({ method: 'POST', url: '/api/family-accounts', cookie, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Invalid name: Family name is required' });
    }
    expect(await f.get(cookie, '/api/family-accounts')).toEqual([]);
    expect(await f.get(cookie, '/api/user/active-family')).toEqual({ activeFamilyId: null, family: null });
  });

  it('rejects an 81-character name and a 501-character description, naming the field', async () => {
    const cookie = await f.user('long');
    const longName = await t.request({
      method: 'POST',
      url: '/api/family-accounts',
      cookie,
      payload: { name: 'x'.repeat(81) },
    });
    expect(longName.statusCode).toBe(400);
    expect(longName.json().message).toBe('Invalid name: Family name must be at most 80 characters');
    const longDescription = await t.request({
      method: 'POST',
      url: '/api/family-accounts',
      cookie,
      payload: { name: 'x'.repeat(80), description: 'y'.repeat(501) },
    });
    expect(longDescription.statusCode).toBe(400);
    expect(longDescription.json().message).toMatch(/^Invalid description: /);
    expect(await f.get(cookie, '/api/family-accounts')).toEqual([]);
  });
});

describe('reading a family', () => {
  it('lists only the families the caller belongs to', async () => {
    const { owner, member, outsider, family } = await f.familyWithMember();
    const other = await f.createFamily(outsider, { name: 'Elsewhere' });
    expect((await f.get<Family[]>(owner, '/api/family-accounts')).map((x) => x.id)).toEqual([family.id]);
    expect((await f.get<Family[]>(member, '/api/family-accounts')).map((x) => x.id)).toEqual([family.id]);
    expect((await f.get<Family[]>(outsider, '/api/family-accounts')).map((x) => x.id)).toEqual([other.id]);
  });

  it('shows a family to its owner and members, and answers 404 to anyone else', async () => {
    const { owner, member, outsider, family } = await f.familyWithMember();
    expect(await f.get(owner, `/api/family-accounts/${family.id}`)).toEqual(family);
    expect(await f.get(member, `/api/family-accounts/${family.id}`)).toEqual(family);
    for (const url of [`/api/family-accounts/${family.id}`, '/api/family-accounts/999999']) {
      const res = await t.request({ method: 'GET', url, cookie: outsider });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Family not found' });
    }
  });

  it('answers 400 to a family id that is not a positive integer', async () => {
    const cookie = await f.user('badid');
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await t.request({ method: 'GET', url: `/api/family-accounts/${id}`, cookie });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toMatch(/^Invalid familyId: /);
    }
  });
});

describe('changing a family', () => {
  const put = (cookie: string, id: number, payload: unknown) =>
    t.request({ method: 'PUT', url: `/api/family-accounts/${id}`, cookie, payload: payload as object });

  it('lets the owner rename the family and change or keep its description', async () => {
    const cookie = await f.user('rename');
    const family = await f.createFamily(cookie, { name: 'Old', description: 'Before' });
    const renamed = await put(cookie, family.id, { name: ' New name ', description: ' After ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ ...family, name: 'New name', description: 'After' });

    const kept = await put(cookie, family.id, { name: 'Newer' });
    expect(kept.json()).toMatchObject({ name: 'Newer', description: 'After' });
    const cleared = await put(cookie, family.id, { name: 'Newer', description: '' });
    expect(cleared.json()).toMatchObject({ name: 'Newer', description: null });
    expect(await f.get(cookie, `/api/family-accounts/${family.id}`)).toEqual(cleared.json());
  });

  it('merges a partial privacy update into the stored flags', async () => {
    const cookie = await f.user('privacy');
    const family = await f.createFamily(cookie);
    const first = await put(cookie, family.id, { settings: { privacy: { adsVisibleToAll: false } } });
    expect(first.statusCode).toBe(200);
    expect(first.json().settings.privacy).toEqual({ ...DEFAULT_FAMILY_PRIVACY, adsVisibleToAll: false });

    await put(cookie, family.id, { settings: { privacy: { requireApprovalForGifts: true } } });
    const stored = await f.get<Family>(cookie, `/api/family-accounts/${family.id}`);
    expect(stored.settings.privacy).toEqual({
      ...DEFAULT_FAMILY_PRIVACY,
      adsVisibleToAll: false,
      requireApprovalForGifts: true,
    });
    expect(stored.name).toBe(family.name);
  });

  it('rejects a malformed update with 400, naming the field, and changes nothing', async () => {
    const cookie = await f.user('badput');
    const family = await f.createFamily(cookie);
    const cases: Array<[unknown, RegExp]> = [
      [{}, /^Invalid name: Family name is required$/],
      [{ name: '  ' }, /^Invalid name: Family name is required$/],
      [{ name: 'x'.repeat(81) }, /^Invalid name: /],
      [{ settings: { privacy: { adsVisibleToAll: 'no' } } }, /^Invalid settings\.privacy\.adsVisibleToAll: /],
      [{ settings: { privacy: { madeUpFlag: true } } }, /^Invalid settings\.privacy: /],
      [{ settings: { privacy: { adsVisibleToAll: false } }, name: 'Both' }, /^Invalid settings: /],
    ];
    for (const [payload, message] of cases) {
      const res = await put(cookie, family.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await f.get(cookie, `/api/family-accounts/${family.id}`)).toEqual(family);
  });

  it('answers 403 to a plain member and 404 to an outsider, and changes nothing', async () => {
    const { owner, member, outsider, family } = await f.familyWithMember();
    const bodies = [{ name: 'Taken over' }, { settings: { privacy: { allowDataImports: false } } }];
    for (const body of bodies) {
      const asMember = await put(member, family.id, body);
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json()).toMatchObject({ message: 'Only the family owner can change family settings.' });
      const asOutsider = await put(outsider, family.id, body);
      expect(asOutsider.statusCode).toBe(404);
      expect(asOutsider.json()).toMatchObject({ message: 'Family not found' });
    }
    expect(await f.get(owner, `/api/family-accounts/${family.id}`)).toEqual(family);
  });
});
