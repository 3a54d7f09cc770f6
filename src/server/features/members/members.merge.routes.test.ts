import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberAdCount } from '#common/analytics';
import {
  MERGE_BOTH_SIGN_IN,
  MERGE_CHILD_WITH_ADULT,
  MERGE_OWNER_ONLY,
  MERGE_SAME_RECORD,
} from '#common/endpoints/members.errors';
import type { JoinLookup } from '#common/families';
import type { GenerateGiftsResponse, GiftIdea } from '#common/gifts/schemas';
import type { FamilyMember } from '#common/members';
import type { Occasion } from '#common/occasions';
import type { WishlistItem } from '#common/wishlists';
import { providerAccounts } from '../../db/schema';
import { snapshotData } from '../../test/inventory/snapshot';
import { memberFixtures } from '../../test/member-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof memberFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = memberFixtures(t);
});
afterAll(() => t.close());

const MERGE_FORBIDDEN_MESSAGE = MERGE_OWNER_ONLY.message({});
const MERGE_SAME_MESSAGE = MERGE_SAME_RECORD.message({ field: 'intoMemberId' });
const MERGE_CHILD_MESSAGE = MERGE_CHILD_WITH_ADULT.message({});
const MERGE_BOTH_SIGN_IN_MESSAGE = MERGE_BOTH_SIGN_IN.message({});

const merge = (cookie: string, from: number, into: number, familyId?: number) =>
  f.call(
    cookie,
    'POST',
    familyId === undefined
      ? `/api/family-members/${from}/merge`
      : `/api/families/${familyId}/family-members/${from}/merge`,
    { intoMemberId: into },
  );
/**
 * Into someone's own record only with their yes (issue 29): the owner asks, the person agrees, and
 * the answer to the agreement is the merge's (200 with the kept record).
 */
async function mergeAgreed(owner: string, person: string, from: number, into: number, familyId?: number) {
  const asked = await f.call(
    owner,
    'POST',
    familyId === undefined
      ? `/api/family-members/${from}/merge-requests`
      : `/api/families/${familyId}/family-members/${from}/merge-requests`,
    { intoMemberId: into },
  );
  expect(asked.statusCode, asked.body).toBe(201);
  const res = await f.call(person, 'POST', `/api/merge-requests/${asked.json<{ id: number }>().id}/accept`);
  expect(res.json<{ status: string }>().status).toBe('merged');
  return {
    statusCode: res.statusCode,
    body: res.body,
    json: () => res.json<{ member: FamilyMember }>().member,
  };
}
const members = (cookie: string, familyId: number) =>
  f.get<FamilyMember[]>(cookie, `/api/families/${familyId}/family-members`);
const occasionsOf = (cookie: string, id: number) =>
  f.get<Occasion[]>(cookie, `/api/family-members/${id}/occasions`);
const ideasOf = (cookie: string, id: number) => f.get<GiftIdea[]>(cookie, `/api/gift-ideas/member/${id}`);

async function created(res: { statusCode: number; body: string }, status = 201) {
  expect(res.statusCode, res.body).toBe(status);
}

async function trackAd(cookie: string, memberId: number, description: string) {
  await created(
    await f.call(cookie, 'POST', '/api/tracked-ads', {
      familyMemberId: memberId,
      categoryId: 7,
      description,
    }),
  );
}

async function birthday(cookie: string, memberId: number, month: number, day: number) {
  await created(
    await f.call(cookie, 'POST', `/api/family-members/${memberId}/occasions`, {
      kind: 'birthday',
      month,
      day,
    }),
  );
}

async function generate(cookie: string, memberId: number) {
  const res = await f.call(cookie, 'POST', `/api/ai/generate-gifts/${memberId}`, { occasion: 'birthday' });
  await created(res);
  return res.json<GenerateGiftsResponse>().recommendations;
}

/**
 * The issue's case: the owner added "Sofia Rivera" before she joined, and she joined as herself,
 * so the family keeps two records of her. The duplicate has an ad, a birthday, a wish and ideas.
 */
async function sofiaTwice() {
  const fam = await f.family();
  const her = await f.user('sofia');
  const joined = await f.join(her, fam.family.inviteCode, {
    name: 'Sofia Rivera',
    email: 'sofia@example.com',
    relationship: 'Sister',
    age: 31,
    interests: ['Yoga'],
  });
  const own = joined.member;
  const duplicate = await f.addMember(fam.owner, fam.family.id, {
    name: 'Sofia Rivera',
    relationship: 'Sister',
    age: 31,
    interests: ['Pottery'],
    notes: 'Prefers handmade things',
  });
  await trackAd(fam.owner, duplicate.id, 'Pottery wheel for beginners');
  await trackAd(fam.owner, duplicate.id, 'Glazes starter kit');
  await birthday(fam.owner, duplicate.id, 5, 9);
  await created(
    await f.call(fam.owner, 'POST', `/api/family-members/${duplicate.id}/wishlist`, {
      title: 'Kiln class voucher',
    }),
  );
  return { ...fam, her, own, duplicate };
}

describe('merging two records of one person', () => {
  it("folds the owner's record of Sofia into the one she joined as, with everything gathered about her", async () => {
    const fam = await sofiaTwice();
    const ideas = await generate(fam.owner, fam.duplicate.id);
    expect(ideas.length).toBeGreaterThan(0);

    const res = await mergeAgreed(fam.owner, fam.her, fam.duplicate.id, fam.own.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: fam.own.id, name: 'Sofia Rivera' });

    // One Sofia, everywhere the family lists its members.
    const listed = await members(fam.owner, fam.family.id);
    expect(listed.filter((m) => m.name === 'Sofia Rivera').map((m) => m.id)).toEqual([fam.own.id]);
    const counts = await f.get<MemberAdCount[]>(fam.owner, '/api/analytics/member-ad-counts');
    expect(counts.filter((c) => c.name === 'Sofia Rivera')).toEqual([
      expect.objectContaining({ memberId: fam.own.id, adCount: 2 }),
    ]);
    expect((await f.call(fam.owner, 'GET', `/api/family-members/${fam.duplicate.id}`)).statusCode).toBe(404);

    // Her record now holds what the family gathered: ads, birthday, wish, ideas, answers.
    const ads = await f.get<{ items: { description: string }[] }>(
      fam.owner,
      `/api/tracked-ads/member/${fam.own.id}`,
    );
    expect(ads.items.map((a) => a.description).sort()).toEqual([
      'Glazes starter kit',
      'Pottery wheel for beginners',
    ]);
    expect((await occasionsOf(fam.her, fam.own.id)).map((o) => [o.kind, o.month, o.day])).toEqual([
      ['birthday', 5, 9],
    ]);
    const wishes = await f.get<WishlistItem[]>(fam.her, `/api/family-members/${fam.own.id}/wishlist`);
    expect(wishes.map((w) => w.title)).toEqual(['Kiln class voucher']);
    expect((await ideasOf(fam.owner, fam.own.id)).map((i) => i.title).sort()).toEqual(
      ideas.map((i) => i.title).sort(),
    );
    const record = await f.member(fam.her, fam.own.id);
    expect([...(record.interests ?? [])].sort()).toEqual(['Pottery', 'Yoga']);
    // What relatives wrote about her is not put where she reads it (a surprise is often in it).
    expect(record.notes).toBeNull();
    // And what it taught: the pottery ads and answer now count for her.
    const profile = await f.get<{ label: string }[]>(
      fam.owner,
      `/api/family-members/${fam.own.id}/interest-profile`,
    );
    expect(profile.map((p) => p.label.toLowerCase()).join(' ')).toContain('pottery');
  });

  it("keeps the stricter privacy switch and both records' notes when neither has an account", async () => {
    const fam = await f.family();
    const a = await f.addMember(fam.owner, fam.family.id, {
      name: 'Grandma Rose',
      relationship: 'Grandparent',
      notes: 'Loves tulips',
    });
    const b = await f.addMember(fam.owner, fam.family.id, {
      name: 'Rose',
      relationship: 'Grandparent',
      notes: 'Reads crime novels',
    });
    await f.setPrivacy(fam.owner, b.id, { adsVisible: false });
    expect((await merge(fam.owner, b.id, a.id)).statusCode).toBe(200);
    const privacy = await f.get<Record<string, boolean>>(fam.owner, `/api/family-members/${a.id}/privacy`);
    expect(privacy.adsVisible).toBe(false);
    expect(privacy.giftsVisible).toBe(true);
    expect((await f.member(fam.owner, a.id)).notes).toBe('Loves tulips\n\nReads crime novels');
  });

  it("hands the kept record neither the other's address nor an invite sent from it", async () => {
    const fam = await f.family();
    const kept = await f.addMember(fam.owner, fam.family.id, {
      name: 'Grandpa Joe',
      relationship: 'Grandparent',
    });
    // A member makes a second "Grandpa Joe" with an address of their own, and invites it.
    const theirs = 'second.account@example.com';
    const copy = await f.addMember(fam.member, fam.family.id, {
      name: 'Grandpa Joe',
      relationship: 'Grandparent',
      email: theirs,
    });
    const sent = await f.call(fam.member, 'POST', '/api/family-members/invite', {
      email: theirs,
      inviterName: 'Sam',
      fromEmail: 'sam@example.com',
      familyAccountId: fam.family.id,
      memberId: copy.id,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await merge(fam.owner, copy.id, kept.id)).statusCode).toBe(200);

    expect((await f.member(fam.owner, kept.id)).email).toBeNull();
    const second = await t.signIn(theirs);
    await t.database.db
      .update(providerAccounts)
      .set({ emailVerified: true })
      .where(eq(providerAccounts.userId, await f.userId(second)));
    const lookup = await f.get<JoinLookup>(second, `/api/family-accounts/join/${fam.family.inviteCode}`);
    expect(lookup.yourProfiles).toEqual([]);
  });

  it('keeps one birthday, one copy of each idea and its marks when both records have them', async () => {
    const fam = await f.family();
    const a = await f.addMember(fam.owner, fam.family.id, {
      name: 'Grandma Rose',
      relationship: 'Grandparent',
      age: 70,
    });
    const b = await f.addMember(fam.owner, fam.family.id, {
      name: 'Rose',
      relationship: 'Grandparent',
      age: 70,
    });
    await birthday(fam.owner, a.id, 3, 14);
    await birthday(fam.owner, b.id, 3, 15);
    const [bBirthday] = await occasionsOf(fam.owner, b.id);
    const wish = await f.call(fam.owner, 'POST', `/api/family-members/${b.id}/wishlist`, {
      title: 'Garden kneeler',
      occasionId: bBirthday?.id,
    });
    expect(wish.statusCode, wish.body).toBe(201);
    const first = await generate(fam.owner, a.id);
    const second = await generate(fam.owner, b.id);
    const shared = second.find((idea) => first.some((other) => other.title === idea.title));
    expect(shared, 'the recommender gives the same answers the same ideas').toBeDefined();
    if (!shared) return;
    await created(
      await f.call(fam.member, 'PUT', `/api/gift-ideas/${shared.id}`, { isConsidered: true }),
      200,
    );

    const res = await merge(fam.owner, b.id, a.id);
    expect(res.statusCode, res.body).toBe(200);

    const birthdays = (await occasionsOf(fam.owner, a.id)).filter((o) => o.kind === 'birthday');
    expect(birthdays.map((o) => o.day)).toEqual([14]);
    // The wish for the birthday that went is for the one kept.
    const wishes = await f.get<WishlistItem[]>(fam.owner, `/api/family-members/${a.id}/wishlist`);
    expect(wishes.map((w) => [w.title, w.occasionId])).toEqual([['Garden kneeler', birthdays[0]?.id]]);
    const titles = (await ideasOf(fam.owner, a.id)).map((i) => i.title);
    expect(titles.length).toBe(new Set(titles).size);
    expect(new Set(titles)).toEqual(new Set([...first, ...second].map((i) => i.title)));
    const kept = (await ideasOf(fam.owner, a.id)).find((i) => i.title === shared.title);
    expect(kept?.isConsidered).toBe(true);
  });

  it('answers the same from the family-scoped form of the route', async () => {
    const fam = await sofiaTwice();
    const res = await mergeAgreed(fam.owner, fam.her, fam.duplicate.id, fam.own.id, fam.family.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await members(fam.owner, fam.family.id)).filter((m) => m.name === 'Sofia Rivera')).toHaveLength(
      1,
    );
  });
});

describe('merging refuses, and changes nothing, when', () => {
  async function refused(
    cookie: string,
    from: number,
    into: number,
    status: number,
    message: string | RegExp,
  ) {
    const before = await snapshotData(t.database.db);
    const res = await merge(cookie, from, into);
    expect(res.statusCode, res.body).toBe(status);
    if (typeof message === 'string') expect(res.json().message).toBe(message);
    else expect(res.json().message).toMatch(message);
    expect(await snapshotData(t.database.db)).toBe(before);
  }

  it('the caller is not the family owner, even a member who made the record', async () => {
    const fam = await sofiaTwice();
    const mine = await f.addMember(fam.member, fam.family.id, { name: 'Sofia R', relationship: 'Sister' });
    await refused(fam.member, mine.id, fam.own.id, 403, MERGE_FORBIDDEN_MESSAGE);
    await refused(fam.her, fam.duplicate.id, fam.own.id, 403, MERGE_FORBIDDEN_MESSAGE);
  });

  it('the caller is outside the family, or the kept record is in another family', async () => {
    const fam = await sofiaTwice();
    await refused(fam.outsider, fam.duplicate.id, fam.own.id, 404, 'Family member not found');
    const other = await f.family();
    await refused(fam.owner, fam.duplicate.id, other.ownerRecordId, 404, 'Family member not found');
    await refused(other.owner, other.ownerRecordId, fam.own.id, 404, 'Family member not found');
  });

  it('both records are the same, or both belong to people who sign in', async () => {
    const fam = await sofiaTwice();
    await refused(fam.owner, fam.duplicate.id, fam.duplicate.id, 400, MERGE_SAME_MESSAGE);
    await refused(fam.owner, fam.memberId, fam.own.id, 400, MERGE_BOTH_SIGN_IN_MESSAGE);
  });

  it("the record that would go is someone's own: it is merged the other way round", async () => {
    const fam = await sofiaTwice();
    await refused(
      fam.owner,
      fam.own.id,
      fam.duplicate.id,
      400,
      /Sofia Rivera's record belongs to someone who signs in/,
    );
  });

  it("one is a child's record and the other an adult's", async () => {
    const fam = await f.family();
    const child = await f.addMember(fam.owner, fam.family.id, { name: 'Mia', relationship: 'Child', age: 7 });
    await refused(fam.owner, child.id, fam.memberId, 400, MERGE_CHILD_MESSAGE);
  });

  it('the body is bad', async () => {
    const fam = await sofiaTwice();
    const before = await snapshotData(t.database.db);
    for (const body of [
      {},
      { intoMemberId: 'x' },
      { intoMemberId: -1 },
      { intoMemberId: fam.own.id, extra: 1 },
    ]) {
      const res = await f.call(fam.owner, 'POST', `/api/family-members/${fam.duplicate.id}/merge`, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/intoMemberId|extra/);
    }
    expect(await snapshotData(t.database.db)).toBe(before);
  });
});

describe('what a merge brings onto the record of someone who signs in', () => {
  it("keeps relatives' marks and claims about gifts for her out of her sight, and in theirs", async () => {
    const fam = await sofiaTwice();
    const [idea] = await generate(fam.owner, fam.duplicate.id);
    if (!idea) throw new Error('no idea generated');
    await created(await f.call(fam.member, 'PUT', `/api/gift-ideas/${idea.id}`, { isConsidered: true }), 200);
    const [wish] = await f.get<WishlistItem[]>(fam.owner, `/api/family-members/${fam.duplicate.id}/wishlist`);
    await created(
      await f.call(fam.member, 'POST', `/api/wishlist-items/${wish?.id}/claims`, { status: 'reserved' }),
    );

    expect((await mergeAgreed(fam.owner, fam.her, fam.duplicate.id, fam.own.id)).statusCode).toBe(200);

    // Sofia sees the wish on her record and nothing of who is buying what; the idea the owner
    // made for her is the relatives' (issue 29), not hers to see.
    expect((await ideasOf(fam.her, fam.own.id)).find((i) => i.title === idea.title)).toBeUndefined();
    const [herWish] = await f.get<WishlistItem[]>(fam.her, `/api/family-members/${fam.own.id}/wishlist`);
    expect(herWish?.title).toBe('Kiln class voucher');
    expect(herWish).not.toHaveProperty('claimState');
    // The relative still sees both.
    const theirs = (await ideasOf(fam.member, fam.own.id)).find((i) => i.title === idea.title);
    expect(theirs?.isConsidered).toBe(true);
    const [theirWish] = await f.get<WishlistItem[]>(fam.member, `/api/family-members/${fam.own.id}/wishlist`);
    expect(theirWish?.claimState).toBeDefined();
  });
});
