import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasicFamilyMember, FamilyMembership, UserFamily } from '#common/families';
import { familyMemberships } from '../../db/schema';
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

const setActive = (cookie: string, payload: unknown) =>
  t.request({ method: 'POST', url: '/api/user/active-family', cookie, payload: payload as object });

describe("the caller's families", () => {
  it('lists each family with the caller’s role and membership id, oldest membership first', async () => {
    const me = await f.user('me');
    const mine = await f.createFamily(me, { name: 'Mine' });
    const theirs = await f.createFamily(await f.user('other'), { name: 'Theirs' });
    const { membership } = await f.join(me, theirs.inviteCode);
    await f.createFamily(await f.user('stranger'), { name: 'Not mine' });

    const families = await f.get<UserFamily[]>(me, '/api/user/families');
    expect(families.map((x) => [x.name, x.role])).toEqual([
      ['Mine', 'owner'],
      ['Theirs', 'member'],
    ]);
    expect(families[0]).toEqual({ ...mine, role: 'owner', membershipId: expect.any(Number) });
    expect(families[1]).toEqual({ ...theirs, role: 'member', membershipId: membership.id });
  });

  it('is empty for a user without families', async () => {
    expect(await f.get(await f.user('lonely'), '/api/user/families')).toEqual([]);
  });
});

describe('the active family', () => {
  it('is empty until the user has one', async () => {
    expect(await f.get(await f.user('new'), '/api/user/active-family')).toEqual({
      activeFamilyId: null,
      family: null,
    });
  });

  it('switches to another family the caller belongs to', async () => {
    const me = await f.user('switcher');
    const first = await f.createFamily(me, { name: 'First' });
    const second = await f.createFamily(me, { name: 'Second' });
    expect((await f.get<{ activeFamilyId: number }>(me, '/api/user/active-family')).activeFamilyId).toBe(
      second.id,
    );

    const res = await setActive(me, { familyId: first.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ activeFamilyId: first.id, family: first });
    expect(await f.get(me, '/api/user/active-family')).toEqual({ activeFamilyId: first.id, family: first });
  });

  it('answers 404 when switching to a family the caller is not in, and keeps the current one', async () => {
    const { outsider, family } = await f.familyWithMember();
    const own = await f.createFamily(outsider, { name: 'Own' });
    for (const familyId of [family.id, 999999]) {
      const res = await setActive(outsider, { familyId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Family not found' });
    }
    expect(await f.get(outsider, '/api/user/active-family')).toEqual({ activeFamilyId: own.id, family: own });
  });

  it('rejects a missing or malformed family id with 400 naming the field', async () => {
    const me = await f.user('badswitch');
    for (const payload of [{}, { familyId: 'one' }, { familyId: 0 }, { familyId: 1.5 }]) {
      const res = await setActive(me, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/^Invalid familyId: /);
    }
  });

  it('forgets a stored family the caller no longer belongs to', async () => {
    const { member, family } = await f.familyWithMember();
    expect((await f.get<{ activeFamilyId: number }>(member, '/api/user/active-family')).activeFamilyId).toBe(
      family.id,
    );
    await t.database.db
      .delete(familyMemberships)
      .where(
        and(
          eq(familyMemberships.familyAccountId, family.id),
          eq(familyMemberships.userId, await userId(member)),
        ),
      );
    expect(await f.get(member, '/api/user/active-family')).toEqual({ activeFamilyId: null, family: null });
  });
});

describe('memberships', () => {
  it("lists the memberships of all the caller's families and no others", async () => {
    const { owner, member, family } = await f.familyWithMember();
    const elsewhere = await f.createFamily(await f.user('elsewhere'));
    const ownerId = await userId(owner);
    const memberId = await userId(member);

    const all = await f.get<FamilyMembership[]>(member, '/api/family-memberships');
    expect(all.map((m) => [m.familyAccountId, m.userId, m.role])).toEqual([
      [family.id, ownerId, 'owner'],
      [family.id, memberId, 'member'],
    ]);
    expect(all.some((m) => m.familyAccountId === elsewhere.id)).toBe(false);
    expect(await f.get(member, `/api/family-memberships?familyAccountId=${family.id}`)).toEqual(all);
  });

  it('narrows to one family, answering 404 when the caller is not in it', async () => {
    const { owner, outsider, family } = await f.familyWithMember();
    const second = await f.createFamily(owner, { name: 'Second' });
    const filtered = await f.get<FamilyMembership[]>(
      owner,
      `/api/family-memberships?familyAccountId=${second.id}`,
    );
    expect(filtered.map((m) => [m.familyAccountId, m.role])).toEqual([[second.id, 'owner']]);

    const res = await t.request({
      method: 'GET',
      url: `/api/family-memberships?familyAccountId=${family.id}`,
      cookie: outsider,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Family not found' });
    const bad = await t.request({
      method: 'GET',
      url: '/api/family-memberships?familyAccountId=x',
      cookie: owner,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Invalid familyAccountId: /);
  });

  it('adds nobody through POST /api/family-memberships, whatever the body says', async () => {
    const { owner, outsider, family } = await f.familyWithMember();
    const outsiderId = await userId(outsider);
    for (const cookie of [outsider, owner]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/family-memberships',
        cookie,
        payload: { userId: outsiderId, familyAccountId: family.id, role: 'owner', permissions: [] },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        message: 'Memberships are created by joining with an invite code.',
      });
    }
    const memberships = await f.get<FamilyMembership[]>(
      owner,
      `/api/family-memberships?familyAccountId=${family.id}`,
    );
    expect(memberships.map((m) => m.userId)).not.toContain(outsiderId);
    expect(await f.get(outsider, '/api/family-accounts')).toEqual([]);
  });
});

describe("a family's member records", () => {
  it('shows every member the records of their family, in the order they were added', async () => {
    const { owner, member, family } = await f.familyWithMember();
    const expected = [
      { userId: await userId(owner), relationship: 'Self' },
      { userId: await userId(member), relationship: 'Sibling', name: 'Sam Joiner' },
    ];
    for (const cookie of [owner, member]) {
      const members = await f.get<BasicFamilyMember[]>(cookie, `/api/families/${family.id}/family-members`);
      expect(members).toMatchObject(expected);
      expect(members.every((m) => m.familyAccountId === family.id)).toBe(true);
    }
  });

  it('answers 404 to an outsider and 400 to a malformed family id', async () => {
    const { outsider, family } = await f.familyWithMember();
    const res = await t.request({
      method: 'GET',
      url: `/api/families/${family.id}/family-members`,
      cookie: outsider,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Family not found' });
    const bad = await t.request({ method: 'GET', url: '/api/families/abc/family-members', cookie: outsider });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Invalid familyId: /);
  });
});
