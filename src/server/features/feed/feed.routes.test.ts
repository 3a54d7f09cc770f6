import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_PRIVATE } from '#common/endpoints/feed.errors';
import type { FeedAd, FeedBatchResult, FeedPage, SmartResult } from '#common/feed/schemas';
import { feedAds, memberSignals } from '../../db/schema';
import { adFixtures } from '../../test/ad-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof adFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = adFixtures(t);
});
afterAll(() => t.close());

const generate = async (cookie: string, memberId: number, body: unknown = { count: 5 }) => {
  const res = await f.call(cookie, 'POST', `/api/instagram-ads/generate/${memberId}`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<FeedBatchResult>();
};
const interact = (cookie: string, adId: number, interaction: unknown) =>
  f.call(cookie, 'PATCH', `/api/instagram-ads/${adId}/interaction`, { interaction });
const feedRows = async (memberId: number) =>
  (await t.database.db.select({ n: count() }).from(feedAds).where(eq(feedAds.familyMemberId, memberId)))[0]
    ?.n;
const feedSignals = (memberId: number) =>
  t.database.db
    .select()
    .from(memberSignals)
    .where(and(eq(memberSignals.familyMemberId, memberId), eq(memberSignals.source, 'feed')));

describe('generating feed ads', () => {
  it('makes ads from the member’s interests with the evidence in words, and lists them newest first', async () => {
    const { owner, memberId } = await f.family();
    const batch = await generate(owner, memberId);
    expect(batch.basis).toBe('profile');
    expect(batch.items).toHaveLength(5);
    const [first] = batch.items;
    expect(first).toMatchObject({ familyMemberId: memberId, liked: false, disliked: false, shown: false });
    expect(first?.adExplanation).toMatch(/^Shown because Sam Joiner listed (Hiking|Jazz) as an interest\./);
    expect(first?.imageUrl).toMatch(/^\/api\/feed-art\/[a-z]+\/(square|portrait|landscape)$/);

    const page = await f.get<FeedPage>(owner, `/api/instagram-ads?memberId=${memberId}`);
    expect(page.items.map((a) => a.id)).toEqual(batch.items.map((a) => a.id));
    expect(page.nextCursor).toBeNull();
  });

  it('generates 15 by default and pages through them with the cursor', async () => {
    const { owner, memberId } = await f.family();
    const first = await generate(owner, memberId, {});
    expect(first.items).toHaveLength(15);
    const second = await generate(owner, memberId, { count: 10 });
    const page1 = await f.get<FeedPage>(owner, `/api/instagram-ads?memberId=${memberId}`);
    expect(page1.items).toHaveLength(15);
    expect(page1.items[0]?.id).toBe(second.items[0]?.id);
    const page2 = await f.get<FeedPage>(
      owner,
      `/api/instagram-ads?memberId=${memberId}&cursor=${page1.nextCursor}`,
    );
    expect(page2.items).toHaveLength(10);
    const ids = [...page1.items, ...page2.items].map((a) => a.id);
    expect(new Set(ids).size).toBe(25);
    // The second batch avoided the first one's ideas.
    const titles = new Set(first.items.map((a) => a.title));
    expect(second.items.some((a) => titles.has(a.title))).toBe(false);
  });

  it('says honestly that it knows nothing yet when the member has no signals', async () => {
    const { owner, family } = await f.family();
    const grandma = await f.addMember(owner, family.id, {
      name: 'Grandma Rose',
      relationship: 'Grandparent',
    });
    const batch = await generate(owner, grandma.id, { count: 3 });
    expect(batch.basis).toBe('fallback');
    expect(batch.notice).toContain("GiftLens doesn't know Grandma Rose's interests yet");
    expect(batch.items[0]?.targetingReason).toBe('Age and relationship');
  });

  it('refuses a count over the cap, or not a number, and stores nothing', async () => {
    const { owner, memberId } = await f.family();
    for (const body of [{ count: 31 }, { count: 0 }, { count: '15' }, { count: 2.5 }]) {
      const res = await f.call(owner, 'POST', `/api/instagram-ads/generate/${memberId}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/count/);
    }
    expect(await feedRows(memberId)).toBe(0);
  });

  it('answers 404 for another family’s member, for the list and for generating', async () => {
    const { outsider, memberId } = await f.family();
    const res = await f.call(outsider, 'POST', `/api/instagram-ads/generate/${memberId}`, { count: 2 });
    expect(res.statusCode).toBe(404);
    expect((await f.call(outsider, 'GET', `/api/instagram-ads?memberId=${memberId}`)).statusCode).toBe(404);
    expect(
      (await f.call(outsider, 'POST', `/api/automatic-ads/generate/member/${memberId}`)).statusCode,
    ).toBe(404);
    expect(await feedRows(memberId)).toBe(0);
  });

  it('keeps a feed private where the interest profile is (403), and its ads answer 404', async () => {
    const { owner, member, relative, memberId } = await f.family();
    const [ad] = (await generate(owner, memberId, { count: 1 })).items;
    await f.setPrivacy(member, memberId, { shareInterests: false });
    const res = await f.call(relative, 'GET', `/api/instagram-ads?memberId=${memberId}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'feed_private', message: FEED_PRIVATE.message({}) });
    expect((await f.call(relative, 'POST', `/api/instagram-ads/generate/${memberId}`, {})).statusCode).toBe(
      403,
    );
    expect((await interact(relative, ad?.id ?? 0, 'liked')).statusCode).toBe(404);
    // The member themselves still sees their own feed.
    expect((await f.call(member, 'GET', `/api/instagram-ads?memberId=${memberId}`)).statusCode).toBe(200);
  });

  it('refuses a cursor that is not one', async () => {
    const { owner, memberId } = await f.family();
    const res = await f.call(owner, 'GET', `/api/instagram-ads?memberId=${memberId}&cursor=abc`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/cursor/);
  });
});

describe('liking and disliking feed ads', () => {
  it('toggles a like, which becomes a feed signal and moves the profile; un-liking forgets it', async () => {
    const { owner, memberId } = await f.family();
    const [ad] = (await generate(owner, memberId, { count: 1 })).items;
    if (!ad) throw new Error('no ad');
    const liked = await interact(owner, ad.id, 'liked');
    expect(liked.statusCode, liked.body).toBe(200);
    expect(liked.json<FeedAd>()).toMatchObject({ liked: true, disliked: false });
    const signals = await feedSignals(memberId);
    expect(signals.length).toBeGreaterThan(0);
    expect(signals.every((s) => s.weight > 0 && s.sourceId === ad.id)).toBe(true);
    const profile = await f.profile(owner, memberId);
    expect(profile.some((e) => e.evidence.some((ev) => ev.text === `liked “${ad.title}” in the feed`))).toBe(
      true,
    );

    const unliked = await interact(owner, ad.id, 'liked');
    expect(unliked.json<FeedAd>()).toMatchObject({ liked: false, disliked: false });
    expect(await feedSignals(memberId)).toHaveLength(0);
  });

  it('lets a dislike replace a like (never both) and keeps the disliked idea out of the next batch', async () => {
    const { owner, memberId } = await f.family();
    const [ad] = (await generate(owner, memberId, { count: 1 })).items;
    if (!ad) throw new Error('no ad');
    await interact(owner, ad.id, 'liked');
    const disliked = (await interact(owner, ad.id, 'disliked')).json<FeedAd>();
    expect(disliked).toMatchObject({ liked: false, disliked: true });
    const signals = await feedSignals(memberId);
    expect(signals.length).toBeGreaterThan(0);
    expect(signals.every((s) => s.weight < 0)).toBe(true);
    const next = await generate(owner, memberId, { count: 30 });
    expect(next.items.some((a) => a.title === ad.title)).toBe(false);
  });

  it('records shown once, and it teaches nothing', async () => {
    const { owner, memberId } = await f.family();
    const [ad] = (await generate(owner, memberId, { count: 1 })).items;
    if (!ad) throw new Error('no ad');
    const first = await interact(owner, ad.id, 'shown');
    expect(first.json<FeedAd>().shown).toBe(true);
    const [row] = await t.database.db.select().from(feedAds).where(eq(feedAds.id, ad.id));
    await interact(owner, ad.id, 'shown');
    const [again] = await t.database.db.select().from(feedAds).where(eq(feedAds.id, ad.id));
    expect(again?.shownAt?.getTime()).toBe(row?.shownAt?.getTime());
    expect(await feedSignals(memberId)).toHaveLength(0);
  });

  it('refuses an unknown interaction and changes nothing', async () => {
    const { owner, memberId } = await f.family();
    const [ad] = (await generate(owner, memberId, { count: 1 })).items;
    for (const interaction of ['loved', '', null, 'liked\u0000']) {
      const res = await interact(owner, ad?.id ?? 0, interaction);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/interaction/);
    }
    const [row] = await t.database.db
      .select()
      .from(feedAds)
      .where(eq(feedAds.id, ad?.id ?? 0));
    expect(row).toMatchObject({ liked: false, disliked: false, shownAt: null });
  });

  it('answers 404 for another family’s ad, the same as for one that does not exist', async () => {
    const { owner, outsider, memberId } = await f.family();
    const [ad] = (await generate(owner, memberId, { count: 1 })).items;
    const theirs = await interact(outsider, ad?.id ?? 0, 'liked');
    const missing = await interact(outsider, 2_000_000_000, 'liked');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect(await feedSignals(memberId)).toHaveLength(0);
  });
});

describe('Smart generation', () => {
  it('generates feed ads and saved gift ideas for the member together', async () => {
    const { owner, memberId } = await f.family();
    const res = await f.call(owner, 'POST', `/api/automatic-ads/generate/member/${memberId}`);
    expect(res.statusCode, res.body).toBe(201);
    const smart = res.json<SmartResult>();
    expect(smart.ads.items).toHaveLength(15);
    expect(smart.reason).toBeNull();
    expect(smart.giftIdeas?.source).toBe('offline');
    expect(smart.giftIdeas?.recommendations.length).toBeGreaterThan(0);
    const saved = await f.get<Array<{ id: number }>>(owner, `/api/gift-ideas/member/${memberId}`);
    expect(saved.map((g) => g.id).sort()).toEqual(smart.giftIdeas?.recommendations.map((g) => g.id).sort());
  });
});

describe('feed illustrations', () => {
  it('serves GiftLens’s own SVG per category and format to signed-in users, and 404 for unknown ones', async () => {
    const { owner } = await f.family();
    expect((await t.request({ method: 'GET', url: '/api/feed-art/toys/portrait' })).statusCode).toBe(401);
    const res = await t.request({ method: 'GET', url: '/api/feed-art/toys/portrait', cookie: owner });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('Toys');
    expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect((await f.call(owner, 'GET', '/api/feed-art/toys/huge')).statusCode).toBe(404);
    expect((await f.call(owner, 'GET', '/api/feed-art/%3Cscript%3E/square')).statusCode).toBe(404);
  });
});

describe('the feed in Download my data and the generation limit', () => {
  it('exports the feed of the user’s own record with its reactions', async () => {
    const { member, memberId } = await f.family();
    const [ad] = (await generate(member, memberId, { count: 1 })).items;
    await interact(member, ad?.id ?? 0, 'liked');
    const res = await f.call(member, 'GET', '/api/user/export');
    expect(res.statusCode, res.body).toBe(200);
    const feed = res.json().sections.feedAds.data as Array<{ title: string; liked: boolean }>;
    expect(feed).toEqual([expect.objectContaining({ title: ad?.title, liked: true })]);
  });

  it('answers 429 past the per-user generation budget', async () => {
    const { owner, memberId } = await f.family();
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      codes.push(
        (await f.call(owner, 'POST', `/api/instagram-ads/generate/${memberId}`, { count: 1 })).statusCode,
      );
    }
    expect(codes.slice(0, 20).every((c) => c === 201)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});
