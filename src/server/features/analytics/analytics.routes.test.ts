import { readdirSync, readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdBreakdown, CategoryAdCount, MemberAdCount, Stats } from '#common/analytics';
import { lastWeeks, weekStart } from '#common/tracked-ads/ad-counts';
import { trackedAdCounts, trackedAds } from '../../db/schema';
import { adFixtures, CATEGORY } from '../../test/ad-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Counts every ad again with the migration's own statement. */
async function recount() {
  const file = readdirSync('src/server/db/migrations').find((name) => name.endsWith('_tracked_ads.sql'));
  const migration = readFileSync(`src/server/db/migrations/${file}`, 'utf8');
  const backfill = migration.slice(migration.indexOf('INSERT INTO "tracked_ad_counts"'));
  await t.database.db.transaction(async (tx) => {
    await tx.delete(trackedAdCounts);
    await tx.execute(sql.raw(backfill));
  });
}

let t: TestApp;
let f: ReturnType<typeof adFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = adFixtures(t);
});
afterAll(() => t.close());

/** The member tracked three ads (two with insights), the owner one for their own record. */
async function familyWithAds() {
  const fam = await f.family();
  const boots = await f.track(fam.member, fam.memberId, {
    description: 'Hiking boots',
    advertiser: 'Merrell',
    platform: 'instagram',
    categoryId: CATEGORY.fashion,
    targetingReasons: ['Retargeting campaign', 'Interests: Hiking'],
  });
  await f.track(fam.member, fam.memberId, {
    description: 'Trail socks',
    advertiser: 'merrell',
    platform: 'facebook',
    categoryId: CATEGORY.fashion,
    targetingReasons: ['Previous website visits', 'Retargeting campaign'],
  });
  await f.track(fam.member, fam.memberId, { description: 'Board game night', platform: 'instagram' });
  await f.track(fam.owner, fam.ownerRecordId, {
    description: 'Headphones',
    categoryId: CATEGORY.electronics,
  });
  return { ...fam, boots };
}

describe('analytics of the current family', () => {
  it('counts ads and members, with gift figures at 0 until gift ideas exist', async () => {
    const { relative } = await familyWithAds();
    expect(await f.get<Stats>(relative, '/api/analytics/stats')).toEqual({
      totalAds: 4,
      totalMembers: 3,
      totalGiftIdeas: 0,
      purchasedGifts: 0,
    });
  });

  it('counts ads per member, most first, members without ads included', async () => {
    const { relative, memberId, ownerRecordId } = await familyWithAds();
    const counts = await f.get<MemberAdCount[]>(relative, '/api/analytics/member-ad-counts');
    expect(counts.map((c) => [c.memberId, c.adCount])).toEqual([
      [memberId, 3],
      [ownerRecordId, 1],
      [expect.any(Number), 0],
    ]);
    expect(counts[0]).toMatchObject({ name: 'Sam Joiner', relationship: 'Sibling', familyName: 'The Lees' });
  });

  it('counts ads per category for the family and for one member', async () => {
    const { relative, memberId } = await familyWithAds();
    expect(await f.get<CategoryAdCount[]>(relative, '/api/analytics/category-ad-counts')).toEqual([
      { categoryId: CATEGORY.fashion, name: 'Fashion & Accessories', adCount: 2 },
      { categoryId: CATEGORY.electronics, name: 'Electronics', adCount: 1 },
      { categoryId: CATEGORY.toys, name: 'Toys & Games', adCount: 1 },
    ]);
    const mine = await f.get<CategoryAdCount[]>(
      relative,
      `/api/analytics/category-ad-counts?memberId=${memberId}`,
    );
    expect(mine.map((c) => [c.categoryId, c.adCount])).toEqual([
      [CATEGORY.fashion, 2],
      [CATEGORY.toys, 1],
    ]);
  });

  it('breaks a member’s ads down by platform, week, advertiser and targeting behaviour', async () => {
    const { relative, memberId, boots } = await familyWithAds();
    const threeWeeksAgo = new Date(Date.now() - 21 * 86_400_000);
    // Moved back in time by hand; the counters are counted again as the migration does.
    await t.database.db
      .update(trackedAds)
      .set({ createdAt: threeWeeksAgo })
      .where(eq(trackedAds.id, boots.id));
    await recount();
    const b = await f.get<AdBreakdown>(relative, `/api/analytics/ad-breakdown?memberId=${memberId}`);
    expect(b.totalAds).toBe(3);
    expect(b.adsWithInsights).toBe(2);
    expect(b.byPlatform).toEqual([
      { platform: 'instagram', label: 'Instagram', adCount: 2 },
      { platform: 'facebook', label: 'Facebook', adCount: 1 },
    ]);
    expect(b.topAdvertisers).toEqual([{ advertiser: 'merrell', adCount: 2 }]);
    expect(b.behaviors).toEqual([
      { behavior: 'Retargeted user', adCount: 2 },
      { behavior: 'Website visitor', adCount: 1 },
    ]);
    expect(b.byWeek).toHaveLength(12);
    const thisWeek = weekStart(new Date()).toISOString().slice(0, 10);
    const thatWeek = weekStart(threeWeeksAgo).toISOString().slice(0, 10);
    expect(b.byWeek.at(-1)).toEqual({ weekStart: thisWeek, adCount: 2 });
    expect(b.byWeek.find((w) => w.weekStart === thatWeek)?.adCount).toBe(1);
    expect(b.byWeek.reduce((sum, w) => sum + w.adCount, 0)).toBe(3);
  });

  it('answers 404 for a member of another family and 403 for one whose ads are private', async () => {
    const { owner, member, memberId } = await familyWithAds();
    const other = await f.family();
    for (const url of ['ad-breakdown', 'category-ad-counts']) {
      expect(
        (await f.call(owner, 'GET', `/api/analytics/${url}?memberId=${other.memberId}`)).statusCode,
      ).toBe(404);
    }
    await f.setPrivacy(member, memberId, { adsVisible: false });
    const res = await f.call(owner, 'GET', `/api/analytics/ad-breakdown?memberId=${memberId}`);
    expect(res.statusCode).toBe(403);
    const family = await f.get<AdBreakdown>(owner, '/api/analytics/ad-breakdown');
    expect(family.totalAds).toBe(1);
    expect(family.topAdvertisers).toEqual([]);
  });

  it('answers zeros to someone without a family', async () => {
    const { outsider } = await f.family();
    expect(await f.get<Stats>(outsider, '/api/analytics/stats')).toEqual({
      totalAds: 0,
      totalMembers: 0,
      totalGiftIdeas: 0,
      purchasedGifts: 0,
    });
    expect(await f.get(outsider, '/api/analytics/member-ad-counts')).toEqual([]);
    const b = await f.get<AdBreakdown>(outsider, '/api/analytics/ad-breakdown');
    expect(b.byWeek.every((w) => w.adCount === 0)).toBe(true);
  });
});

describe('the counters behind the analytics', () => {
  const counters = async (familyId: number) =>
    t.database.db
      .select()
      .from(trackedAdCounts)
      .where(eq(trackedAdCounts.familyAccountId, familyId))
      .orderBy(asc(trackedAdCounts.familyMemberId), asc(trackedAdCounts.dimension), asc(trackedAdCounts.key));

  it('go down when an ad is deleted, and leave no empty counter behind', async () => {
    const { member, relative, memberId, family, boots } = await familyWithAds();
    expect((await f.call(member, 'DELETE', `/api/tracked-ads/${boots.id}`)).statusCode).toBe(204);
    const b = await f.get<AdBreakdown>(relative, `/api/analytics/ad-breakdown?memberId=${memberId}`);
    expect(b.totalAds).toBe(2);
    expect(b.topAdvertisers).toEqual([{ advertiser: 'merrell', adCount: 1 }]);
    expect(b.behaviors).toEqual([
      { behavior: 'Retargeted user', adCount: 1 },
      { behavior: 'Website visitor', adCount: 1 },
    ]);
    expect((await counters(family.id)).every((c) => c.adCount > 0)).toBe(true);
  });

  it('are what the migration would count from the ads themselves', async () => {
    const { family } = await familyWithAds();
    const kept = await counters(family.id);
    await recount();
    expect(await counters(family.id)).toEqual(kept);
  });
});

describe('weeks', () => {
  it('start on Monday in UTC, the last one being this week', () => {
    expect(weekStart(new Date('2026-03-15T23:00:00Z')).toISOString()).toBe('2026-03-09T00:00:00.000Z');
    expect(weekStart(new Date('2026-03-16T00:00:00Z')).toISOString()).toBe('2026-03-16T00:00:00.000Z');
    expect(lastWeeks(new Date('2026-03-18T12:00:00Z'), 3)).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
  });
});
