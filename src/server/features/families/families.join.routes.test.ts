import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Family,
  INVITE_CODE_PATTERN,
  type JoinFamilyResult,
  MEMBER_DEFAULT_COLOR,
  MEMBER_DEFAULT_ICON,
} from '#common/families';
import { MEMBER_COLORS, MEMBER_ICONS } from '#common/member-constants';
import { familyMembers, familyMemberships } from '../../db/schema';
import { familyFixtures, JOIN_DETAILS } from '../../test/family-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createFamiliesRepository } from './families.repository';
import { generateInviteCode, withFreshInviteCode } from './invite-code';

let t: TestApp;
let f: ReturnType<typeof familyFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = familyFixtures(t);
});
afterAll(() => t.close());

const userId = async (cookie: string) => (await f.get<{ id: number }>(cookie, '/api/auth/user')).id;

const lookup = (cookie: string, code: string, remoteAddress = f.address()) =>
  t.request({
    method: 'GET',
    url: `/api/family-accounts/join/${encodeURIComponent(code)}`,
    cookie,
    remoteAddress,
  });

/** Rows straight from the tables, so a duplicate could not hide behind a query. */
async function rowsFor(familyId: number, user: number) {
  const { db } = t.database;
  const memberships = await db
    .select()
    .from(familyMemberships)
    .where(and(eq(familyMemberships.familyAccountId, familyId), eq(familyMemberships.userId, user)));
  const members = await db
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.familyAccountId, familyId), eq(familyMembers.userId, user)));
  return { memberships: memberships.length, members: members.length };
}

describe('looking up an invite code', () => {
  it('shows any signed-in user the family behind a code, without its code or settings', async () => {
    const owner = await f.user('owner', { firstName: 'Olive' });
    const family = await f.createFamily(owner, { name: 'The Lees', description: 'Lee clan' });
    const res = await lookup(await f.user('visitor'), family.inviteCode);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: family.id,
      name: 'The Lees',
      description: 'Lee clan',
      ownerId: await userId(owner),
      ownerName: expect.any(String),
      alreadyMember: false,
      // Nothing the family keeps matches this visitor, so no record of anyone is offered.
      yourProfiles: [],
    });
  });

  it('names the owner as the family knows them, so the invite can say who invited you', async () => {
    const owner = await f.user('owner', { firstName: 'Olive' });
    const family = await f.createFamily(owner, { name: 'The Oaks' });
    const res = await lookup(await f.user('visitor'), family.inviteCode);
    expect(res.json().ownerName).toMatch(/^Olive/);
  });

  it('tells the owner and an existing member at once that they are already in the family', async () => {
    const owner = await f.user('owner');
    const family = await f.createFamily(owner);
    const member = await f.user('member');
    await f.join(member, family.inviteCode);
    expect((await lookup(owner, family.inviteCode)).json().alreadyMember).toBe(true);
    expect((await lookup(member, family.inviteCode)).json().alreadyMember).toBe(true);
    expect((await lookup(await f.user('newcomer'), family.inviteCode)).json().alreadyMember).toBe(false);
  });

  it('gives a joiner a colour and an icon no one in the family has yet', async () => {
    const owner = await f.user('owner');
    const family = await f.createFamily(owner);
    const joiner = await f.user('joiner');
    const joined = await f.join(joiner, family.inviteCode);
    expect(joined.member.color).not.toBe(MEMBER_DEFAULT_COLOR);
    expect(joined.member.icon).not.toBe(MEMBER_DEFAULT_ICON);
  });

  it('shows a visitor who is not signed in the family behind a code, so the invite page can name it', async () => {
    const family = await f.createFamily(await f.user('owner'), { name: 'The Parks' });
    const res = await t.request({
      method: 'GET',
      url: `/api/family-accounts/join/${family.inviteCode}`,
      remoteAddress: f.address(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: family.id, name: 'The Parks', alreadyMember: false });
  });

  it('accepts a code typed in lower case with spaces around it', async () => {
    const family = await f.createFamily(await f.user('owner'));
    const res = await lookup(await f.user('typist'), `  ${family.inviteCode.toLowerCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(family.id);
  });

  it('answers 404 "Invalid invite code" to an unknown or malformed code', async () => {
    const cookie = await f.user('guesser');
    for (const code of ['INV-ABCDEFGHJ', 'INV-123', 'nonsense', "INV-' OR 1=1 --"]) {
      const res = await lookup(cookie, code);
      expect(res.statusCode, code).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Invalid invite code' });
    }
  });

  it('slows down code guessing: after 30 tries a minute from one address it answers 429', async () => {
    const cookie = await f.user('bruteforce');
    const address = '192.0.2.77';
    for (let i = 0; i < 30; i++) {
      expect((await lookup(cookie, 'INV-AAAAAAAAA', address)).statusCode).toBe(404);
    }
    expect((await lookup(cookie, 'INV-AAAAAAAAA', address)).statusCode).toBe(429);
    const join = await f.joinRequest(cookie, 'INV-AAAAAAAAA', JOIN_DETAILS, address);
    expect(join.statusCode).toBe(429);
    expect((await lookup(cookie, 'INV-AAAAAAAAA')).statusCode).toBe(404);
  });
});

describe('joining with an invite code', () => {
  it("creates a member membership and the joiner's own record, and makes the family active", async () => {
    const owner = await f.user('owner');
    const family = await f.createFamily(owner);
    const joiner = await f.user('joiner');
    const joinerId = await userId(joiner);

    const res = await f.joinRequest(joiner, ` ${family.inviteCode.toLowerCase()}`, {
      name: '  Sam Joiner ',
      email: ' Sam@Example.COM ',
      relationship: ' Sibling ',
      age: 34,
      interests: [' Hiking ', '', 'hiking', 'Board games', '  '],
    });
    expect(res.statusCode).toBe(201);
    const result = res.json<JoinFamilyResult>();
    expect(result).toEqual({
      family,
      membership: {
        id: expect.any(Number),
        userId: joinerId,
        familyAccountId: family.id,
        role: 'member',
        permissions: [],
        createdAt: expect.any(String),
      },
      member: {
        id: expect.any(Number),
        familyAccountId: family.id,
        userId: joinerId,
        name: 'Sam Joiner',
        email: 'sam@example.com',
        age: 34,
        relationship: 'Sibling',
        interests: ['Hiking', 'Board games'],
        // The owner has the first colour and icon; the joiner gets the next free ones.
        icon: MEMBER_ICONS[1],
        color: MEMBER_COLORS[1],
        notes: null,
        createdAt: expect.any(String),
      },
    });

    expect(await f.get(joiner, '/api/user/active-family')).toEqual({ activeFamilyId: family.id, family });
    expect(await f.get(joiner, `/api/family-accounts/${family.id}`)).toEqual(family);
    const members = await f.get<Array<{ id: number }>>(owner, `/api/families/${family.id}/family-members`);
    expect(members.map((m) => m.id)).toContain(result.member.id);
    const memberships = await f.get<Array<{ id: number }>>(
      owner,
      `/api/family-memberships?familyAccountId=${family.id}`,
    );
    expect(memberships.map((m) => m.id)).toContain(result.membership.id);
  });

  it('stores a joiner without age or interests with age null and no interests', async () => {
    const family = await f.createFamily(await f.user('owner'));
    const { member } = await f.join(await f.user('minimal'), family.inviteCode, {
      ...JOIN_DETAILS,
      age: null,
    });
    expect(member).toMatchObject({ age: null, interests: [] });
  });

  it('answers 409 to a second join and keeps a single membership and record', async () => {
    const family = await f.createFamily(await f.user('owner'));
    const joiner = await f.user('twice');
    await f.join(joiner, family.inviteCode);
    const again = await f.joinRequest(joiner, family.inviteCode);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'You are already a member of this family' });
    expect(await rowsFor(family.id, await userId(joiner))).toEqual({ memberships: 1, members: 1 });
  });

  it('answers 409 to the owner joining their own family', async () => {
    const owner = await f.user('owner');
    const family = await f.createFamily(owner);
    const res = await f.joinRequest(owner, family.inviteCode);
    expect(res.statusCode).toBe(409);
    expect(await rowsFor(family.id, await userId(owner))).toEqual({ memberships: 1, members: 1 });
  });

  it('leaves exactly one membership and one record after two joins sent at once', async () => {
    const family = await f.createFamily(await f.user('owner'));
    const joiner = await f.user('racer');
    const results = await Promise.all([
      f.joinRequest(joiner, family.inviteCode),
      f.joinRequest(joiner, family.inviteCode),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await rowsFor(family.id, await userId(joiner))).toEqual({ memberships: 1, members: 1 });
    const memberships = await f.get<unknown[]>(
      joiner,
      `/api/family-memberships?familyAccountId=${family.id}`,
    );
    expect(memberships).toHaveLength(2);
  });

  it('rejects incomplete or invalid details with 400 naming the field, and adds nobody', async () => {
    const family = await f.createFamily(await f.user('owner'));
    const joiner = await f.user('sloppy');
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...JOIN_DETAILS, name: '  ' }, /^Invalid name: Name is required$/],
      [{ email: JOIN_DETAILS.email, relationship: 'Sibling' }, /^Invalid name: /],
      [{ ...JOIN_DETAILS, email: 'not-an-email' }, /^Invalid email: must be a valid e-mail address$/],
      [{ ...JOIN_DETAILS, relationship: '' }, /^Invalid relationship: Relationship is required$/],
      [{ ...JOIN_DETAILS, relationship: 'x'.repeat(41) }, /^Invalid relationship: /],
      [{ ...JOIN_DETAILS, age: 0 }, /^Invalid age: Age must be between 1 and 120$/],
      [{ ...JOIN_DETAILS, age: 121 }, /^Invalid age: Age must be between 1 and 120$/],
      [{ ...JOIN_DETAILS, age: 12.5 }, /^Invalid age: must be a whole number$/],
      [{ ...JOIN_DETAILS, interests: Array.from({ length: 51 }, (_, i) => `i${i}`) }, /^Invalid interests: /],
      [{ ...JOIN_DETAILS, interests: ['x'.repeat(61)] }, /^Invalid interests\.0: /],
    ];
    for (const [payload, message] of cases) {
      const res = await f.joinRequest(joiner, family.inviteCode, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await rowsFor(family.id, await userId(joiner))).toEqual({ memberships: 0, members: 0 });
    expect(await f.get(joiner, '/api/user/active-family')).toEqual({ activeFamilyId: null, family: null });
  });

  it('answers 404 to a join with an unknown code', async () => {
    const res = await f.joinRequest(await f.user('lost'), 'INV-ZZZZZZZZZ');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Invalid invite code' });
  });
});

describe('generating a new invite code', () => {
  const regenerate = (cookie: string, id: number) =>
    t.request({ method: 'POST', url: `/api/family-accounts/${id}/generate-invite-code`, cookie });

  it('replaces the code: the old one stops working for lookup and join, the new one works', async () => {
    const owner = await f.user('owner');
    const family = await f.createFamily(owner);
    const res = await regenerate(owner, family.id);
    expect(res.statusCode).toBe(200);
    const renewed = res.json<Family>();
    expect(renewed).toEqual({ ...family, inviteCode: expect.stringMatching(INVITE_CODE_PATTERN) });
    expect(renewed.inviteCode).not.toBe(family.inviteCode);

    const joiner = await f.user('late');
    expect((await lookup(joiner, family.inviteCode)).statusCode).toBe(404);
    const oldJoin = await f.joinRequest(joiner, family.inviteCode);
    expect(oldJoin.statusCode).toBe(404);
    expect(oldJoin.json()).toMatchObject({ message: 'Invalid invite code' });
    expect(await rowsFor(family.id, await userId(joiner))).toEqual({ memberships: 0, members: 0 });

    expect((await lookup(joiner, renewed.inviteCode)).json().id).toBe(family.id);
    await f.join(joiner, renewed.inviteCode);
  });

  it('lets only the owner do it: 403 to a member, 404 to an outsider, code unchanged', async () => {
    const { owner, member, outsider, family } = await f.familyWithMember();
    const asMember = await regenerate(member, family.id);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toMatchObject({
      message: 'Only the family owner can generate a new invite code.',
    });
    const asOutsider = await regenerate(outsider, family.id);
    expect(asOutsider.statusCode).toBe(404);
    expect(asOutsider.json()).toMatchObject({ message: 'Family not found' });
    expect((await f.get<Family>(owner, `/api/family-accounts/${family.id}`)).inviteCode).toBe(
      family.inviteCode,
    );
  });

  it('draws another code when a new one collides with an existing family’s code', async () => {
    const taken = await f.createFamily(await f.user('owner'));
    const family = await f.createFamily(await f.user('owner'));
    const repo = createFamiliesRepository(t.database.db);
    const fresh = generateInviteCode();
    const codes = [taken.inviteCode, fresh];
    const row = await withFreshInviteCode(
      (code) => repo.setInviteCode(family.id, code),
      () => codes.shift() ?? generateInviteCode(),
    );
    expect(row?.inviteCode).toBe(fresh);
    expect((await repo.findFamilyByInviteCode(taken.inviteCode))?.id).toBe(taken.id);
  });
});
