import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActiveFamily, Family, FamilyMembership } from '#common/families';
import type { GenerateGiftsResponse } from '#common/gifts/schemas';
import type { FamilyMember } from '#common/members';
import {
  familyMembers,
  giftIdeaRatings,
  giftIdeas,
  memberSignals,
  occasionReminders,
  trackedAdCounts,
  trackedAds,
} from '../../db/schema';
import { LIMITS } from '../../lib/limits';
import { adFixtures, CATEGORY, dataUrl, PNG } from '../../test/ad-fixtures';
import { impressionFor } from '../../test/inventory/seed';
import { snapshotData } from '../../test/inventory/snapshot';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userColumns } from '../../test/user-traces';
import { familyAuthorColumns } from './families.authors';

let t: TestApp;
let f: ReturnType<typeof adFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = adFixtures(t);
});
afterAll(() => t.close());

const leave = (cookie: string, familyId: number) =>
  f.call(cookie, 'POST', `/api/family-accounts/${familyId}/leave`);
const transfer = (cookie: string, familyId: number, payload: unknown) =>
  f.call(cookie, 'POST', `/api/family-accounts/${familyId}/transfer-ownership`, payload);
const deleteFamily = (cookie: string, familyId: number, payload: unknown) =>
  f.call(cookie, 'DELETE', `/api/family-accounts/${familyId}`, payload);

async function post<T>(cookie: string, url: string, body: unknown, status = 201): Promise<T> {
  const res = await f.call(cookie, 'POST', url, body);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
  return res.body ? res.json<T>() : (undefined as T);
}
const ideasFor = async (cookie: string, memberId: number) =>
  (await post<GenerateGiftsResponse>(cookie, `/api/ai/generate-gifts/${memberId}`, { occasion: 'birthday' }))
    .recommendations;
const allowAds = (cookie: string) =>
  f.call(cookie, 'PUT', '/api/user/consent', { analytics: false, personalization: false, marketing: true });
const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

/** Every column naming a user in a row of this family (tables with a family_account_id). */
async function familyRowsNaming(familyId: number, userId: number): Promise<string[]> {
  const db = t.database.db;
  const perFamily = new Set(
    rowsOf(
      await db.execute(
        sql`select table_name from information_schema.columns where column_name = 'family_account_id' and table_schema = current_schema()`,
      ),
    ).map((r) => String(r.table_name)),
  );
  const found: string[] = [];
  for (const { table, column } of userColumns()) {
    if (!perFamily.has(table)) continue;
    const [row] = rowsOf(
      await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId} and family_account_id = ${familyId}`,
      ),
    );
    if (Number(row?.n) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/**
 * Sam (the member) is about to leave the Lees: the family tracked ads, ideas, an import, a
 * feed ad and occasions about Sam, who in turn tracked an ad about the owner, added Grandpa Joe,
 * generated, marked, rated and clicked his ideas, imported for him, invited a cousin, saw a
 * banner ad and was reminded of Grandpa Joe's birthday. Sam also owns a family of their own.
 */
async function memberWithEverything() {
  const fam = await f.family();
  const { owner, member, family, memberId, ownerRecordId } = fam;
  const samId = await f.userId(member);
  const home = await f.createFamily(member, { name: 'Sam at home' });
  await post(member, '/api/user/active-family', { familyId: family.id }, 200);
  const homeAd = await f.track(
    member,
    (await f.get<FamilyMember[]>(member, `/api/families/${home.id}/family-members`))[0]?.id ?? 0,
  );

  // About Sam.
  const aboutSam = await f.track(owner, memberId, { photo: dataUrl('image/png', PNG), advertiser: 'LEGO' });
  await f.track(member, memberId, { description: 'Climbing shoes', categoryId: CATEGORY.fashion });
  const photo = await f.call(member, 'PATCH', `/api/family-members/${memberId}/profile-picture`, {
    profileImage: dataUrl('image/png', PNG),
  });
  expect(photo.statusCode, photo.body).toBe(200);
  await ideasFor(owner, memberId);
  await post(
    member,
    '/api/data-imports/facebook',
    {
      familyMemberId: memberId,
      filename: 'ads_interests.json',
      content: '{"topics_v2": ["Chess"]}',
    },
    200,
  );
  await post(member, `/api/instagram-ads/generate/${memberId}`, { count: 1 });
  await post(member, `/api/family-members/${memberId}/occasions`, { kind: 'birthday', month: 5, day: 4 });
  const anniversary = await post<{ id: number }>(member, `/api/family-members/${memberId}/occasions`, {
    kind: 'anniversary',
    title: 'Wedding anniversary',
    month: 9,
    day: 12,
    otherMemberId: ownerRecordId,
  });
  await allowAds(owner);
  await post(owner, '/api/ad-impressions', impressionFor(memberId));

  // By Sam, about others.
  const byOwnerRecord = await f.track(member, ownerRecordId, {
    description: 'Garden hose',
    targetingReasons: ['Interests: Gardening'],
  });
  const grandpa = await f.addMember(member, family.id, { name: 'Grandpa Joe', relationship: 'Grandparent' });
  const [idea, rated] = await ideasFor(member, grandpa.id);
  if (!idea || !rated) throw new Error('no ideas for Grandpa Joe');
  expect((await f.call(member, 'PUT', `/api/gift-ideas/${idea.id}`, { isConsidered: true })).statusCode).toBe(
    200,
  );
  await post(member, `/api/gift-ideas/${rated.id}/rating`, { rating: 'up' }, 200);
  await post(member, '/api/affiliate/click', { giftIdeaId: idea.id }, 204);
  await post(
    member,
    '/api/data-imports/facebook',
    {
      familyMemberId: grandpa.id,
      filename: 'ads_interests.json',
      content: '{"topics_v2": ["Fishing"]}',
    },
    200,
  );
  const grandpasBirthday = await post<{ id: number }>(member, `/api/family-members/${grandpa.id}/occasions`, {
    kind: 'birthday',
    month: 2,
    day: 3,
  });
  await post(member, '/api/family-members/invite', {
    email: 'cousin@example.com',
    inviterName: 'Sam',
    fromEmail: 'sam@example.com',
    familyAccountId: family.id,
  });
  await allowAds(member);
  await post(member, '/api/ad-impressions', impressionFor(grandpa.id));
  await t.database.db
    .insert(occasionReminders)
    .values({ userId: samId, occasionId: grandpasBirthday.id, occursOn: '2027-02-03', leadDays: 7 });
  return { ...fam, samId, home, homeAd, aboutSam, anniversary, byOwnerRecord, grandpa, idea, rated };
}

describe('leaving a family (POST /api/family-accounts/:familyId/leave)', () => {
  it('takes the member’s record and everything about it, keeps what they added about others without their name, and moves them to their other family', async () => {
    const s = await memberWithEverything();
    const db = t.database.db;
    const taughtOwner = () =>
      db
        .select({ n: count() })
        .from(memberSignals)
        .where(and(eq(memberSignals.source, 'occasion'), eq(memberSignals.sourceId, s.anniversary.id)));
    expect((await taughtOwner())[0]?.n).toBeGreaterThan(0);
    const before = await familyRowsNaming(s.family.id, s.samId);
    expect(before).toEqual(
      expect.arrayContaining([
        'family_memberships.user_id',
        'family_members.user_id',
        'family_members.created_by_user_id',
        'tracked_ads.created_by_user_id',
        'gift_ideas.created_by_user_id',
        'gift_ideas.considered_by_user_id',
        'affiliate_clicks.user_id',
        'data_imports.created_by_user_id',
        'occasions.created_by_user_id',
        'family_invites.invited_by_user_id',
        'ad_impressions.viewer_user_id',
      ]),
    );

    const res = await leave(s.member, s.family.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ActiveFamily>()).toEqual({
      activeFamilyId: s.home.id,
      family: expect.objectContaining({ id: s.home.id }),
    });

    // Nothing in the family names Sam any more; their rating and reminder there are gone too.
    expect(await familyRowsNaming(s.family.id, s.samId)).toEqual([]);
    expect(await db.select().from(giftIdeaRatings).where(eq(giftIdeaRatings.userId, s.samId))).toEqual([]);
    expect(await db.select().from(occasionReminders).where(eq(occasionReminders.userId, s.samId))).toEqual(
      [],
    );
    // Sam's record went with everything about it, and what the anniversary taught the owner.
    expect(await db.select().from(familyMembers).where(eq(familyMembers.id, s.memberId))).toEqual([]);
    expect(await db.select().from(trackedAds).where(eq(trackedAds.familyMemberId, s.memberId))).toEqual([]);
    expect(
      await db.select().from(trackedAdCounts).where(eq(trackedAdCounts.familyMemberId, s.memberId)),
    ).toEqual([]);
    expect((await taughtOwner())[0]?.n).toBe(0);

    // What Sam added about others stays with the family, authorless.
    const members = await f.get<FamilyMember[]>(s.owner, `/api/families/${s.family.id}/family-members`);
    expect(members).toHaveLength(3);
    expect(members.map((m) => m.name)).toEqual(expect.arrayContaining(['Grandpa Joe', 'Rae Relative']));
    expect(members.map((m) => m.id)).not.toContain(s.memberId);
    expect(members.find((m) => m.name === 'Grandpa Joe')?.createdByUserId).toBeNull();
    const [kept] = await db.select().from(trackedAds).where(eq(trackedAds.id, s.byOwnerRecord.id));
    expect(kept).toMatchObject({
      familyMemberId: s.ownerRecordId,
      createdByUserId: null,
      description: 'Garden hose',
    });
    const [idea] = await db.select().from(giftIdeas).where(eq(giftIdeas.id, s.idea.id));
    expect(idea).toMatchObject({ isConsidered: true, consideredByUserId: null, createdByUserId: null });
    const invites = await f.get<{ invitedEmail: string }[]>(s.owner, `/api/families/${s.family.id}/invites`);
    expect(invites.map((i) => i.invitedEmail)).toEqual(['cousin@example.com']);

    // Sam is out of the family, and keeps what is theirs elsewhere.
    expect((await f.call(s.member, 'GET', `/api/family-accounts/${s.family.id}`)).statusCode).toBe(404);
    const roles = await f.get<FamilyMembership[]>(
      s.owner,
      `/api/family-memberships?familyAccountId=${s.family.id}`,
    );
    expect(roles.map((m) => m.userId)).not.toContain(s.samId);
    const [homeAd] = await db.select().from(trackedAds).where(eq(trackedAds.id, s.homeAd.id));
    expect(homeAd?.createdByUserId).toBe(s.samId);
    expect(await f.get<ActiveFamily>(s.member, '/api/user/active-family')).toMatchObject({
      activeFamilyId: s.home.id,
    });
  });

  it('releases the leaver’s claims and pledges, so the item can be claimed again', async () => {
    const fam = await f.family();
    const child = await f.addMember(fam.owner, fam.family.id, {
      name: 'Lily',
      relationship: 'Child',
      age: 6,
    });
    const item = (
      await f.call(fam.owner, 'POST', `/api/family-members/${child.id}/wishlist`, { title: 'Scooter' })
    ).json<{ id: number }>();
    expect(
      (await f.call(fam.member, 'POST', `/api/wishlist-items/${item.id}/claims`, { status: 'reserved' }))
        .statusCode,
    ).toBe(201);
    await f.call(fam.member, 'PUT', `/api/wishlist-items/${item.id}/group-gift`, { targetCents: 5000 });
    await f.call(fam.relative, 'POST', `/api/wishlist-items/${item.id}/pledges`, { amountCents: 1000 });
    expect((await leave(fam.member, fam.family.id)).statusCode).toBe(200);
    const [seen] = await f.get<Array<{ claimState: { claims: unknown[]; remaining: number } }>>(
      fam.relative,
      `/api/family-members/${child.id}/wishlist`,
    );
    expect(seen?.claimState).toMatchObject({ claims: [], remaining: 1 });
    expect(
      (await f.call(fam.relative, 'POST', `/api/wishlist-items/${item.id}/claims`, { status: 'purchased' }))
        .statusCode,
    ).toBe(201);
  });

  it('leaves a member of no other family with no current family', async () => {
    const { member, family } = await f.family();
    const res = await leave(member, family.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ activeFamilyId: null, family: null });
    expect(await f.get(member, '/api/user/families')).toEqual([]);
  });

  it('keeps a member’s current family when they leave another one', async () => {
    const { member, family } = await f.family();
    const other = await f.familyWithMember();
    await f.join(member, other.family.inviteCode, {
      name: 'Sam',
      email: 'sam@example.com',
      relationship: 'Friend',
    });
    expect((await leave(member, family.id)).json<ActiveFamily>().activeFamilyId).toBe(other.family.id);
  });

  it('refuses the owner with 409 saying to hand the family over first, even when they are alone, changing nothing', async () => {
    const { owner, family } = await f.family();
    const alone = await f.user('alone');
    const own = await f.createFamily(alone);
    for (const [cookie, id] of [
      [owner, family.id],
      [alone, own.id],
    ] as const) {
      const before = await snapshotData(t.database.db);
      const res = await leave(cookie, id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'owner_cannot_leave',
        message: 'Hand the family over to another adult before leaving: the owner cannot leave their family.',
      });
      expect(await snapshotData(t.database.db)).toBe(before);
    }
  });

  it('answers 404 to an outsider and to someone who already left, changing nothing', async () => {
    const { member, outsider, family } = await f.family();
    expect((await leave(member, family.id)).statusCode).toBe(200);
    for (const cookie of [outsider, member]) {
      const before = await snapshotData(t.database.db);
      const res = await leave(cookie, family.id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Family not found');
      expect(await snapshotData(t.database.db)).toBe(before);
    }
  });
});

describe('handing a family over (POST /api/family-accounts/:familyId/transfer-ownership)', () => {
  it('makes an adult member with an account the owner, swapping both roles, and lets the old owner leave', async () => {
    const { owner, member, family, memberId } = await f.family();
    const ownerId = await f.userId(owner);
    const samId = await f.userId(member);
    const res = await transfer(owner, family.id, { memberId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Family>()).toMatchObject({ id: family.id, ownerId: samId });

    const roles = await f.get<FamilyMembership[]>(
      member,
      `/api/family-memberships?familyAccountId=${family.id}`,
    );
    expect(Object.fromEntries(roles.map((m) => [m.userId, m.role]))).toMatchObject({
      [ownerId]: 'member',
      [samId]: 'owner',
    });
    const oldOwner = await f.call(owner, 'POST', `/api/family-accounts/${family.id}/generate-invite-code`);
    expect(oldOwner.statusCode).toBe(403);
    expect(
      (await f.call(member, 'POST', `/api/family-accounts/${family.id}/generate-invite-code`)).statusCode,
    ).toBe(200);
    expect((await leave(owner, family.id)).statusCode).toBe(200);
    expect((await leave(member, family.id)).statusCode).toBe(409);
  });

  it('refuses a relative without an account, a child, the owner themselves and bad bodies with 400 naming the problem, changing nothing', async () => {
    const { owner, family, ownerRecordId } = await f.family();
    const rose = await f.addMember(owner, family.id, { name: 'Grandma Rose', relationship: 'Grandparent' });
    const kid = await f.user('kid');
    const mia = await f.join(kid, family.inviteCode, {
      name: 'Mia',
      email: 'mia@example.com',
      relationship: 'Child',
      age: 10,
    });
    const before = await snapshotData(t.database.db);
    for (const [payload, message] of [
      [
        { memberId: rose.id },
        'Grandma Rose has no GiftLens account: only an adult who joined the family can own it.',
      ],
      [{ memberId: mia.member.id }, 'Mia is a child: only an adult can own the family.'],
      [{ memberId: ownerRecordId }, 'You already own this family.'],
      [{}, 'Invalid memberId: must be a family member id'],
      [{ memberId: 'x' }, 'Invalid memberId: must be a family member id'],
    ] as const) {
      const res = await transfer(owner, family.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await transfer(owner, family.id, { memberId: rose.id, also: 1 })).statusCode).toBe(400);
    expect(await snapshotData(t.database.db)).toBe(before);
  });

  it('refuses someone who already owns as many families as one person may, changing nothing', async () => {
    const { owner, member, family, memberId } = await f.family();
    for (let i = 0; i < LIMITS.familiesOwned; i++) await f.createFamily(member, { name: `Sam's ${i}` });
    const before = await snapshotData(t.database.db);
    const res = await transfer(owner, family.id, { memberId });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`already owns ${LIMITS.familiesOwned} families`));
    expect(await snapshotData(t.database.db)).toBe(before);
  });

  it('answers 403 to a member, 404 to an outsider and for someone outside the family, changing nothing', async () => {
    const { owner, member, outsider, family, memberId, ownerRecordId } = await f.family();
    const elsewhere = await f.familyWithMember();
    const [stranger] = await f.get<FamilyMember[]>(
      elsewhere.owner,
      `/api/families/${elsewhere.family.id}/family-members`,
    );
    const before = await snapshotData(t.database.db);
    const asMember = await transfer(member, family.id, { memberId: ownerRecordId });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message).toBe('Only the family owner can hand the family over.');
    const asOutsider = await transfer(outsider, family.id, { memberId });
    expect(asOutsider.statusCode).toBe(404);
    expect(asOutsider.json().message).toBe('Family not found');
    const notHere = await transfer(owner, family.id, { memberId: stranger?.id });
    expect(notHere.statusCode).toBe(404);
    expect(notHere.json().message).toBe('Family member not found');
    expect(await snapshotData(t.database.db)).toBe(before);
  });
});

describe('deleting a family (DELETE /api/family-accounts/:familyId)', () => {
  it('leaves every table as it was before the family existed', async () => {
    const owner = await f.user('deleter');
    const member = await f.user('deleted-member');
    const outsider = await f.user('bystander');
    await f.createFamily(outsider, { name: 'Still here' });
    for (const cookie of [owner, member]) {
      await allowAds(cookie);
      await f.call(cookie, 'PATCH', '/api/user/settings', { theme: 'dark' });
    }
    const before = await snapshotData(t.database.db);

    const family = await f.createFamily(owner, { name: 'The Lees', description: 'Everything in it' });
    const joined = await f.join(member, family.inviteCode, {
      name: 'Sam',
      email: 'sam@example.com',
      relationship: 'Sibling',
      age: 30,
    });
    const [ownRecord] = await f.get<FamilyMember[]>(owner, `/api/families/${family.id}/family-members`);
    const rose = await f.addMember(owner, family.id, {
      name: 'Grandma Rose',
      relationship: 'Grandparent',
      age: 72,
    });
    const lily = await f.addMember(owner, family.id, { name: 'Lily', relationship: 'Child', age: 6 });
    await f.call(owner, 'PATCH', `/api/family-members/${rose.id}/profile-picture`, {
      profileImage: dataUrl('image/png', PNG),
    });
    await f.track(owner, rose.id, {
      photo: dataUrl('image/png', PNG),
      targetingReasons: ['Interests: Gardening'],
      advertiser: 'Gardena',
    });
    await f.track(member, joined.member.id);
    const [idea, other] = await ideasFor(owner, rose.id);
    await ideasFor(member, rose.id);
    expect(lily.isChild).toBe(true);
    await f.call(member, 'PUT', `/api/gift-ideas/${idea?.id}`, { isPurchased: true });
    await post(owner, `/api/gift-ideas/${idea?.id}/rating`, { rating: 'up' }, 200);
    await post(owner, '/api/affiliate/click', { giftIdeaId: idea?.id }, 204);
    expect((await f.call(owner, 'DELETE', `/api/gift-ideas/${other?.id}`)).statusCode).toBe(204);
    await post(
      owner,
      '/api/data-imports/facebook',
      {
        familyMemberId: rose.id,
        filename: 'ads_interests.json',
        content: '{"topics_v2": ["Gardening"]}',
      },
      200,
    );
    await post(owner, `/api/instagram-ads/generate/${rose.id}`, { count: 2 });
    const birthday = await post<{ id: number }>(owner, `/api/family-members/${rose.id}/occasions`, {
      kind: 'birthday',
      month: 3,
      day: 14,
      year: 1954,
    });
    await post(owner, `/api/family-members/${ownRecord?.id}/occasions`, {
      kind: 'anniversary',
      month: 6,
      day: 1,
      otherMemberId: joined.member.id,
    });
    await t.database.db.insert(occasionReminders).values({
      userId: await f.userId(owner),
      occasionId: birthday.id,
      occursOn: '2027-03-14',
      leadDays: 7,
    });
    const holidays = await f.call(owner, 'PUT', `/api/families/${family.id}/holiday-settings`, {
      country: 'US',
      timeZone: 'America/New_York',
      enabled: ['religious:hanukkah'],
    });
    expect(holidays.statusCode, holidays.body).toBe(200);
    await post(member, '/api/family-members/invite', {
      email: 'kim@example.com',
      inviterName: 'Sam',
      fromEmail: 'sam@example.com',
      familyAccountId: family.id,
    });
    await post(owner, '/api/ad-impressions', impressionFor(rose.id));
    expect(await snapshotData(t.database.db)).not.toBe(before);

    const res = await deleteFamily(owner, family.id, { confirm: 'The Lees' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ activeFamilyId: null, family: null });
    expect(await snapshotData(t.database.db)).toBe(before);
    expect(await f.get(member, '/api/user/families')).toEqual([]);
  });

  it('moves each member to another family of theirs', async () => {
    const { owner, member, family } = await f.family();
    const ownerHome = await f.createFamily(owner, { name: 'Owner at home' });
    const other = await f.familyWithMember();
    await f.join(member, other.family.inviteCode, {
      name: 'Sam',
      email: 'sam@example.com',
      relationship: 'Friend',
    });
    await post(owner, '/api/user/active-family', { familyId: family.id }, 200);
    await post(member, '/api/user/active-family', { familyId: family.id }, 200);

    const res = await deleteFamily(owner, family.id, { confirm: family.name });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ActiveFamily>().activeFamilyId).toBe(ownerHome.id);
    expect((await f.get<ActiveFamily>(member, '/api/user/active-family')).activeFamilyId).toBe(
      other.family.id,
    );
    expect((await f.call(member, 'GET', `/api/family-accounts/${family.id}`)).statusCode).toBe(404);
  });

  it('refuses anything but the exact name with 400 naming it, a member with 403 and an outsider with 404, changing nothing', async () => {
    const { owner, member, outsider, family } = await f.family();
    const before = await snapshotData(t.database.db);
    for (const confirm of ['the lees', 'The Lees ', 'Lees']) {
      const res = await deleteFamily(owner, family.id, { confirm });
      expect(res.statusCode, confirm).toBe(400);
      expect(res.json().message).toBe(
        'Invalid confirm: type the family\'s name exactly ("The Lees") to delete it',
      );
    }
    const missing = await deleteFamily(owner, family.id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^Invalid confirm: type the family's name to confirm/);
    expect((await deleteFamily(owner, family.id, { confirm: 'The Lees', also: 1 })).statusCode).toBe(400);
    const asMember = await deleteFamily(member, family.id, { confirm: 'The Lees' });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message).toBe('Only the family owner can delete the family.');
    const asOutsider = await deleteFamily(outsider, family.id, { confirm: 'The Lees' });
    expect(asOutsider.statusCode).toBe(404);
    expect(asOutsider.json().message).toBe('Family not found');
    expect(await snapshotData(t.database.db)).toBe(before);
  });
});

describe('the author columns a leaver is taken off', () => {
  it('are every "set null" reference to a user in a table kept per family, and no other', () => {
    const columns = familyAuthorColumns().map((c) => `${c.table}.${c.column}`);
    expect(columns).toEqual(
      expect.arrayContaining([
        'data_imports.created_by_user_id',
        'family_invites.invited_by_user_id',
        'family_members.created_by_user_id',
        'feed_ads.created_by_user_id',
        'gift_ideas.considered_by_user_id',
        'gift_ideas.created_by_user_id',
        'gift_ideas.purchased_by_user_id',
        'occasions.created_by_user_id',
        'tracked_ads.created_by_user_id',
      ]),
    );
    for (const kept of [
      'family_members.user_id',
      'family_memberships.user_id',
      'affiliate_clicks.user_id',
      'family_accounts.owner_id',
    ]) {
      expect(columns).not.toContain(kept);
    }
  });
});
