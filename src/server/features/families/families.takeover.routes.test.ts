import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_WITHDRAWN } from '#common/endpoints/families.errors';
import type { JoinFamilyResult, JoinLookup } from '#common/families';
import type { FamilyMember } from '#common/members';
import { providerAccounts } from '../../db/schema';
import { memberFixtures } from '../../test/member-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof memberFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = memberFixtures(t);
});
afterAll(() => t.close());

const lookup = (cookie: string, code: string) =>
  f.get<JoinLookup>(cookie, `/api/family-accounts/join/${code}`);
const join = (cookie: string, code: string, body: Record<string, unknown>) =>
  f.call(cookie, 'POST', `/api/family-accounts/join/${code}`, body);
const SOFIA = { name: 'Sofia Rivera', email: 'sofia.rivera@example.com', relationship: 'Sister' };

/** Signs in as someone whose sign-in provider verified the address (as Google does). */
async function verifiedUser(email: string, names: { firstName?: string; lastName?: string } = {}) {
  const cookie = await t.signIn(email, names);
  const { id } = await f.get<{ id: number }>(cookie, '/api/auth/user');
  await t.database.db
    .update(providerAccounts)
    .set({ emailVerified: true })
    .where(eq(providerAccounts.userId, id));
  return cookie;
}

/** The owner keeps a record of Sofia (with her e-mail), an ad and a birthday about her. */
async function familyWithSofia() {
  const owner = await f.user('owner');
  const family = await f.createFamily(owner);
  const sofia = await f.addMember(owner, family.id, { ...SOFIA, age: 31, interests: ['Pottery'] });
  const ad = await f.call(owner, 'POST', '/api/tracked-ads', {
    familyMemberId: sofia.id,
    categoryId: 7,
    description: 'Pottery wheel for beginners',
  });
  expect(ad.statusCode, ad.body).toBe(201);
  await f.call(owner, 'POST', `/api/family-members/${sofia.id}/occasions`, {
    kind: 'birthday',
    month: 5,
    day: 9,
  });
  return { owner, family, sofia };
}

describe('one record per person', () => {
  it('lets the person the family already keeps a record of join as that record, with everything gathered about her', async () => {
    const { owner, family, sofia } = await familyWithSofia();
    const her = await verifiedUser(SOFIA.email, { firstName: 'Sofia', lastName: 'Rivera' });
    const found = await lookup(her, family.inviteCode);
    expect(found.yourProfiles).toEqual([
      { id: sofia.id, name: 'Sofia Rivera', relationship: 'Sister', verified: true },
    ]);

    const res = await join(her, family.inviteCode, {
      ...SOFIA,
      interests: ['Yoga'],
      takeOverMemberId: sofia.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<JoinFamilyResult>().member.id).toBe(sofia.id);

    const members = await f.get<FamilyMember[]>(owner, `/api/families/${family.id}/family-members`);
    expect(members.filter((m) => m.name === 'Sofia Rivera')).toHaveLength(1);
    const record = await f.get<FamilyMember>(her, `/api/family-members/${sofia.id}`);
    expect(record).toMatchObject({ isSelf: true, canEdit: true, age: 31 });
    expect([...(record.interests ?? [])].sort()).toEqual(['Pottery', 'Yoga']);
    // What the family gathered stays hers: the ad, the birthday.
    expect(
      (await f.get<{ items: unknown[] }>(her, `/api/tracked-ads/member/${sofia.id}`)).items,
    ).toHaveLength(1);
    expect(await f.get<unknown[]>(her, `/api/family-members/${sofia.id}/occasions`)).toHaveLength(1);
    // An adult's own record is hers alone now.
    const edit = await f.call(owner, 'PUT', `/api/family-members/${sofia.id}`, { ...SOFIA, notes: 'x' });
    expect(edit.statusCode).toBe(403);
  });

  it('never hands a record over for what anyone can type: a name or an unverified e-mail only offers it for the owner to confirm', async () => {
    const { owner, family, sofia } = await familyWithSofia();
    // Someone with the code names themselves Sofia Rivera and types her address into their profile.
    const impostor = await t.signIn('impostor@example.com', { firstName: 'Sofia', lastName: 'Rivera' });
    const typed = await f.call(impostor, 'PATCH', '/api/user/profile', { email: SOFIA.email });
    expect(typed.statusCode, typed.body).toBe(200);
    const byName = [{ id: sofia.id, name: 'Sofia Rivera', relationship: 'Sister', verified: false }];
    expect((await lookup(impostor, family.inviteCode)).yourProfiles).toEqual(byName);
    // Signed in with that address, but not verified by the provider (Facebook never verifies).
    const unverified = await t.signIn(SOFIA.email, { firstName: 'Sofia', lastName: 'Rivera' });
    expect((await lookup(unverified, family.inviteCode)).yourProfiles).toEqual(byName);
    // Saying "this is me" joins with a record of one's own; the family's stays the family's.
    const res = await join(impostor, family.inviteCode, {
      ...SOFIA,
      email: 'impostor@example.com',
      takeOverMemberId: sofia.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const joined = res.json<JoinFamilyResult>();
    expect(joined.member.id).not.toBe(sofia.id);
    expect(joined.claimed).toEqual({ id: sofia.id, name: 'Sofia Rivera' });
    const kept = await f.member(owner, sofia.id);
    expect(kept).toMatchObject({ userId: null, email: SOFIA.email, age: 31 });
    // Nobody else can say the same of it while the owner decides.
    expect((await lookup(unverified, family.inviteCode)).yourProfiles).toEqual([]);
  });

  it("never offers or hands over a child's record, another person's record, or one already taken", async () => {
    const { owner, family, sofia } = await familyWithSofia();
    await f.addMember(owner, family.id, {
      name: 'Mia Rivera',
      relationship: 'Child',
      age: 7,
      email: 'sofia.rivera@example.com',
    });
    const stranger = await verifiedUser('someone.else@example.com', { firstName: 'Some', lastName: 'One' });
    expect((await lookup(stranger, family.inviteCode)).yourProfiles).toEqual([]);
    const refused = await join(stranger, family.inviteCode, {
      name: 'Some One',
      email: 'someone.else@example.com',
      relationship: 'Friend',
      takeOverMemberId: sofia.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('not one the family keeps for you');
    expect(
      await f.get<unknown[]>(owner, `/api/family-memberships?familyAccountId=${family.id}`),
    ).toHaveLength(1);

    const her = await verifiedUser(SOFIA.email, { firstName: 'Sofia', lastName: 'Rivera' });
    const mine = await lookup(her, family.inviteCode);
    expect(mine.yourProfiles.map((p) => p.name)).toEqual(['Sofia Rivera']);
    expect((await join(her, family.inviteCode, { ...SOFIA, takeOverMemberId: sofia.id })).statusCode).toBe(
      201,
    );
    const twin = await verifiedUser('sofia.rivera+2@example.com', { firstName: 'Sofia', lastName: 'Rivera' });
    expect((await lookup(twin, family.inviteCode)).yourProfiles).toEqual([]);
  });

  it('still joins as a new record when the person chooses to', async () => {
    const { owner, family } = await familyWithSofia();
    const her = await verifiedUser(SOFIA.email, { firstName: 'Sofia', lastName: 'Rivera' });
    expect((await join(her, family.inviteCode, SOFIA)).statusCode).toBe(201);
    const members = await f.get<FamilyMember[]>(owner, `/api/families/${family.id}/family-members`);
    expect(members.filter((m) => m.name === 'Sofia Rivera')).toHaveLength(2);
  });
});

describe('an invite sent from a member record', () => {
  const INVITED = 'sofia.new.address@example.com';
  const invite = (cookie: string, familyId: number, memberId: number, email = INVITED) =>
    f.call(cookie, 'POST', '/api/family-members/invite', {
      email,
      inviterName: 'Owner',
      fromEmail: 'owner@example.com',
      familyAccountId: familyId,
      memberId,
    });

  it('offers that record to whoever joins with a sign-in that verified the invited address', async () => {
    const { owner, family, sofia } = await familyWithSofia();
    const sent = await invite(owner, family.id, sofia.id);
    expect(sent.statusCode, sent.body).toBe(201);

    // The record keeps another address (or none): the invite is what names her.
    const her = await verifiedUser(INVITED, { firstName: 'Sofia', lastName: 'Rivera' });
    expect((await lookup(her, family.inviteCode)).yourProfiles).toEqual([
      { id: sofia.id, name: 'Sofia Rivera', relationship: 'Sister', verified: true },
    ]);
    const res = await join(her, family.inviteCode, { ...SOFIA, email: INVITED, takeOverMemberId: sofia.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<JoinFamilyResult>().member.id).toBe(sofia.id);
    expect(await f.get<unknown[]>(owner, `/api/families/${family.id}/invites`)).toEqual([]);
  });

  it('offers nothing to a sign-in that did not verify the address, nor once the invite is withdrawn', async () => {
    const { owner, family, sofia } = await familyWithSofia();
    const sent = await invite(owner, family.id, sofia.id);
    expect(sent.statusCode, sent.body).toBe(201);
    const unverified = await t.signIn(INVITED, { firstName: 'Sofia', lastName: 'Rivera' });
    expect((await lookup(unverified, family.inviteCode)).yourProfiles.map((p) => p.verified)).toEqual([
      false,
    ]);

    const id = sent.json<{ invite: { id: number } }>().invite.id;
    expect((await f.call(owner, 'DELETE', `/api/families/${family.id}/invites/${id}`)).statusCode).toBe(204);
    const other = await invite(owner, family.id, sofia.id, 'other.address@example.com');
    expect(other.statusCode).toBe(201);
    // Verified, but for the withdrawn invite's address: the link now says it was withdrawn.
    const her = await verifiedUser(INVITED, { firstName: 'Sofia', lastName: 'Rivera' });
    const found = await f.call(her, 'GET', `/api/family-accounts/join/${family.inviteCode}`);
    expect(found.statusCode).toBe(403);
    expect(found.json()).toEqual({ code: 'invite_withdrawn', message: INVITE_WITHDRAWN.message({}) });
  });

  it("is refused, storing nothing, for a record the sender does not manage, a child's, someone's own, or another family's", async () => {
    const fam = await f.family();
    const grandma = await f.addMember(fam.owner, fam.family.id, {
      name: 'Grandma Rose',
      relationship: 'Grandparent',
    });
    const child = await f.addMember(fam.owner, fam.family.id, { name: 'Mia', relationship: 'Child', age: 7 });
    const elsewhere = await f.family();
    const cases: [string, number, number, RegExp][] = [
      [fam.member, grandma.id, 403, /Only those who manage this person's record/],
      [fam.owner, child.id, 400, /memberId: a child's record/],
      [fam.owner, fam.ownerRecordId, 400, /memberId: .* already has an account/],
      [fam.owner, fam.memberId, 403, /Only those who manage this person's record/],
      [fam.owner, elsewhere.ownerRecordId, 404, /Family member not found/],
    ];
    for (const [cookie, memberId, status, message] of cases) {
      const before = await f.get<unknown[]>(fam.owner, `/api/families/${fam.family.id}/invites`);
      const res = await invite(cookie, fam.family.id, memberId);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
      expect(await f.get<unknown[]>(fam.owner, `/api/families/${fam.family.id}/invites`)).toEqual(before);
    }
  });
});
