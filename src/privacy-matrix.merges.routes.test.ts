// The privacy matrix for merges onto someone's own record and for "this is me" (issue 29): what
// the family kept on a record without an account (hidden ads, answers, imports, relatives' ideas
// and notes) reaches a person only once they and the owner have both said it is them, and someone
// who says a record is them is its member for surprise protection at once, seeing nothing more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JoinFamilyResult } from '#common/families';
import type { GiftIdea } from '#common/gifts/schemas';
import type { MergeRequest } from '#common/members';
import type { WishlistItem } from '#common/wishlists';
import { snapshotData } from './server/test/inventory/snapshot';
import { memberFixtures } from './server/test/member-fixtures';
import { createTestApp, type TestApp } from './server/test/test-app';

let t: TestApp;
let f: ReturnType<typeof memberFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = memberFixtures(t);
});
afterAll(() => t.close());

const ok = async (res: Promise<{ statusCode: number; body: string }>, status = 200) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return r;
};
const json = <T>(r: { body: string }) => JSON.parse(r.body) as T;

/** One word per thing the family keeps on Sam, each hidden from relatives by Sam's switches. */
const SAM = {
  ad: 'Kayaking weekend deals',
  answer: 'Birdwatching',
  imported: 'Motorsports',
  notes: 'surprise trip',
};

/** Olga's family: Jon, who signs in, and "Sam", her record of the same man, with everything hidden. */
async function samAndJon() {
  const olga = await f.user('olga');
  const jon = await f.user('jon');
  const kim = await f.user('kim');
  const family = await f.createFamily(olga);
  const joined = await f.join(jon, family.inviteCode, {
    name: 'Jon Lee',
    email: 'jon@example.com',
    relationship: 'Brother',
  });
  await f.join(kim, family.inviteCode, { name: 'Kim Lee', email: 'kim@example.com', relationship: 'Sister' });
  const sam = await f.addMember(olga, family.id, { name: 'Sam', relationship: 'Brother', notes: SAM.notes });
  await ok(
    f.call(olga, 'PUT', `/api/family-members/${sam.id}/profile`, { lifestyle: { hobbies: [SAM.answer] } }),
  );
  await ok(
    f.call(olga, 'POST', '/api/tracked-ads', { familyMemberId: sam.id, categoryId: 14, description: SAM.ad }),
    201,
  );
  await ok(
    f.call(olga, 'POST', '/api/data-imports/instagram', {
      familyMemberId: sam.id,
      filename: 'your_topics.json',
      content: JSON.stringify({
        topics_your_topics: [{ string_map_data: { Name: { href: '', value: SAM.imported, timestamp: 0 } } }],
      }),
    }),
  );
  const ideas = json<{ recommendations: GiftIdea[] }>(
    await ok(f.call(kim, 'POST', `/api/ai/generate-gifts/${sam.id}`, { occasion: 'birthday' }), 201),
  ).recommendations;
  await f.setPrivacy(olga, sam.id, { adsVisible: false, shareOnboardingData: false, shareInterests: false });
  return { olga, jon, kim, family, jonId: joined.member.id, samId: sam.id, ideas };
}

const timeless = (body: string) => {
  const parsed = JSON.parse(body) as { generatedAt?: string; sections: Record<string, unknown> };
  const { sessions: _sessions, ...sections } = parsed.sections;
  return JSON.stringify(sections);
};

/** Everything Jon reads about himself and the family. */
async function jonsReads(jon: string, jonId: number, familyId: number) {
  const get = async (url: string) => (await f.call(jon, 'GET', url)).body;
  return [
    await get(`/api/family-members/${jonId}`),
    await get(`/api/families/${familyId}/family-members`),
    await get('/api/tracked-ads'),
    await get(`/api/family-members/${jonId}/interest-profile`),
    await get('/api/data-imports'),
    await get('/api/gift-ideas'),
    await get('/api/analytics/stats'),
    // The download, less the moments it and the session were made at.
    timeless(await get('/api/user/export')),
  ].join('\n');
}

describe("a merge onto someone's own record", () => {
  it('hands Jon what the family kept on "Sam" only once he says it is him, and never the ideas, marks or notes of relatives', async () => {
    const { olga, jon, family, jonId, samId } = await samAndJon();
    const before = await jonsReads(jon, jonId, family.id);
    for (const word of [SAM.ad, SAM.answer, SAM.imported]) expect(before).not.toContain(word);

    // The owner alone cannot pour it onto his record: refused, nothing changed.
    const snapshot = await snapshotData(t.database.db);
    const direct = await f.call(olga, 'POST', `/api/family-members/${samId}/merge`, { intoMemberId: jonId });
    expect(direct.statusCode).toBe(403);
    expect(direct.json().message).toMatch(/Jon Lee signs in: only they can say this record is also them/);
    expect(await snapshotData(t.database.db)).toBe(snapshot);

    // She asks instead; until Jon answers, nothing he reads changes but the question itself.
    const asked = json<MergeRequest>(
      await ok(
        f.call(olga, 'POST', `/api/family-members/${samId}/merge-requests`, { intoMemberId: jonId }),
        201,
      ),
    );
    expect(asked).toMatchObject({
      from: { id: samId, name: 'Sam' },
      into: { id: jonId },
      waitingFor: 'person',
      yourTurn: false,
    });
    expect(await jonsReads(jon, jonId, family.id)).toBe(before);
    const his = json<MergeRequest[]>(
      await ok(f.call(jon, 'GET', `/api/families/${family.id}/merge-requests`)),
    );
    expect(his).toEqual([expect.objectContaining({ id: asked.id, waitingFor: 'person', yourTurn: true })]);
    // Olga cannot say yes for him.
    expect((await f.call(olga, 'POST', `/api/merge-requests/${asked.id}/accept`)).statusCode).toBe(409);

    const merged = await ok(f.call(jon, 'POST', `/api/merge-requests/${asked.id}/accept`));
    expect(json<{ status: string; member: { id: number } }>(merged)).toMatchObject({
      status: 'merged',
      member: { id: jonId },
    });
    const after = await jonsReads(jon, jonId, family.id);
    for (const word of [SAM.ad, SAM.answer, SAM.imported]) expect(after).toContain(word);
    // What relatives wrote or made for him stays theirs.
    expect(after).not.toContain(SAM.notes);
    expect(json<GiftIdea[]>(await ok(f.call(jon, 'GET', `/api/gift-ideas/member/${jonId}`)))).toEqual([]);
    expect((await f.member(olga, jonId)).familyNotes?.text).toBe(SAM.notes);
    expect(
      json<MergeRequest[]>(await ok(f.call(olga, 'GET', `/api/families/${family.id}/merge-requests`))),
    ).toEqual([]);
  });

  it('changes nothing when Jon says it is not him, and the question is gone for both', async () => {
    const { olga, jon, family, jonId, samId } = await samAndJon();
    const asked = json<MergeRequest>(
      await ok(
        f.call(olga, 'POST', `/api/family-members/${samId}/merge-requests`, { intoMemberId: jonId }),
        201,
      ),
    );
    const before = await jonsReads(jon, jonId, family.id);
    await ok(f.call(jon, 'DELETE', `/api/merge-requests/${asked.id}`), 204);
    expect(await jonsReads(jon, jonId, family.id)).toBe(before);
    expect((await f.member(olga, samId)).id).toBe(samId);
    expect(
      json<MergeRequest[]>(await ok(f.call(olga, 'GET', `/api/families/${family.id}/merge-requests`))),
    ).toEqual([]);
    expect((await f.call(jon, 'POST', `/api/merge-requests/${asked.id}/accept`)).statusCode).toBe(404);
  });
});

describe('someone who says "this is me" without a verified address', () => {
  it('counts as that record’s member for surprise protection at once, sees nothing more of it, and is merged when the owner agrees', async () => {
    const { olga, kim, family, samId, ideas } = await samAndJon();
    // Kim marks an idea for Sam bought and claims his wish.
    const [bought] = ideas;
    await ok(f.call(kim, 'PUT', `/api/gift-ideas/${bought?.id}`, { isPurchased: true }));
    const wish = json<WishlistItem>(
      await ok(f.call(olga, 'POST', `/api/family-members/${samId}/wishlist`, { title: 'Fly rod' }), 201),
    );
    await ok(f.call(kim, 'POST', `/api/wishlist-items/${wish.id}/claims`, { status: 'reserved' }), 201);

    // Sam joins with a sign-in no provider verified (the demo one), under his name.
    const sam = await t.signIn('sam.demo@example.com', { firstName: 'Sam' });
    const lookup = json<{ yourProfiles: unknown[] }>(
      await ok(f.call(sam, 'GET', `/api/family-accounts/join/${family.inviteCode}`)),
    );
    expect(lookup.yourProfiles).toEqual([
      { id: samId, name: 'Sam', relationship: 'Brother', verified: false },
    ]);
    const joined = json<JoinFamilyResult>(
      await ok(
        f.call(sam, 'POST', `/api/family-accounts/join/${family.inviteCode}`, {
          name: 'Sam',
          email: 'sam.demo@example.com',
          relationship: 'Brother',
          takeOverMemberId: samId,
        }),
        201,
      ),
    );
    expect(joined.claimed).toEqual({ id: samId, name: 'Sam' });

    // At once: no idea others made for him, no "Purchased", no claim on his wish, no gift feedback.
    expect(json<GiftIdea[]>(await ok(f.call(sam, 'GET', `/api/gift-ideas/member/${samId}`)))).toEqual([]);
    expect(
      (await f.call(sam, 'PUT', `/api/gift-ideas/${bought?.id}`, { isPurchased: false })).statusCode,
    ).toBe(404);
    const [seenWish] = json<WishlistItem[]>(
      await ok(f.call(sam, 'GET', `/api/family-members/${samId}/wishlist`)),
    );
    expect(seenWish).not.toHaveProperty('claimState');
    expect(
      (await f.call(sam, 'POST', `/api/wishlist-items/${wish.id}/claims`, { status: 'reserved' })).statusCode,
    ).toBe(403);
    const profile = (await f.call(sam, 'GET', `/api/family-members/${samId}/interest-profile`)).body;
    expect(profile).not.toContain('gift_feedback');
    // Nothing more than a relative sees: his hidden ads, answers and imports stay hidden, the notes too.
    const record = await f.member(sam, samId);
    expect(record).toMatchObject({ isSelf: false, canEdit: false, lifestyle: null, notes: null });
    expect((await f.call(sam, 'GET', '/api/tracked-ads')).body).not.toContain(SAM.ad);
    // Kim still sees her plans.
    const kims = json<GiftIdea[]>(await ok(f.call(kim, 'GET', `/api/gift-ideas/member/${samId}`)));
    expect(kims.find((i) => i.id === bought?.id)?.isPurchased).toBe(true);

    // The owner is asked; Sam cannot decide it alone, Kim not at all.
    const [question] = json<MergeRequest[]>(
      await ok(f.call(olga, 'GET', `/api/families/${family.id}/merge-requests`)),
    );
    expect(question).toMatchObject({
      from: { id: samId },
      into: { id: joined.member.id },
      waitingFor: 'owner',
      yourTurn: true,
    });
    expect((await f.call(sam, 'POST', `/api/merge-requests/${question?.id}/accept`)).statusCode).toBe(409);
    expect((await f.call(kim, 'POST', `/api/merge-requests/${question?.id}/accept`)).statusCode).toBe(404);
    expect(
      json<unknown[]>(await ok(f.call(kim, 'GET', `/api/families/${family.id}/merge-requests`))),
    ).toEqual([]);
    await ok(f.call(olga, 'POST', `/api/merge-requests/${question?.id}/accept`));
    const mine = await f.member(sam, joined.member.id);
    expect(mine).toMatchObject({ isSelf: true, lifestyle: { hobbies: [SAM.answer] } });
    expect((await f.call(sam, 'GET', '/api/tracked-ads')).body).toContain(SAM.ad);
    expect(
      json<GiftIdea[]>(await ok(f.call(sam, 'GET', `/api/gift-ideas/member/${joined.member.id}`))),
    ).toEqual([]);
  });

  it('loses its surprise protection when the owner says it is not them, and the record stays the family’s', async () => {
    const { olga, family, samId } = await samAndJon();
    const sam = await t.signIn('sam.other@example.com', { firstName: 'Sam' });
    await ok(
      f.call(sam, 'POST', `/api/family-accounts/join/${family.inviteCode}`, {
        name: 'Sam',
        email: 'sam.other@example.com',
        relationship: 'Brother',
        takeOverMemberId: samId,
      }),
      201,
    );
    const [question] = json<MergeRequest[]>(
      await ok(f.call(olga, 'GET', `/api/families/${family.id}/merge-requests`)),
    );
    await ok(f.call(olga, 'DELETE', `/api/merge-requests/${question?.id}`), 204);
    expect((await f.member(olga, samId)).userId).toBeNull();
    // Now a relative like any other: the ideas others made for Sam are in view.
    expect(
      json<GiftIdea[]>(await ok(f.call(sam, 'GET', `/api/gift-ideas/member/${samId}`))).length,
    ).toBeGreaterThan(0);
  });
});
