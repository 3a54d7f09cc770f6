import { readdirSync, readFileSync } from 'node:fs';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdBreakdown } from '#common/analytics';
import type { TrackedAd } from '#common/tracked-ads/schemas';
import { memberSignals, trackedAdCounts } from '../../db/schema';
import { adFixtures, CATEGORY, dataUrl, PNG } from '../../test/ad-fixtures';
import { snapshotData } from '../../test/inventory/snapshot';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof adFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = adFixtures(t);
});
afterAll(() => t.close());

const edit = (cookie: string, id: number, payload: unknown) =>
  f.call(cookie, 'PUT', `/api/tracked-ads/${id}`, payload);

const counters = (familyId: number) =>
  t.database.db
    .select()
    .from(trackedAdCounts)
    .where(eq(trackedAdCounts.familyAccountId, familyId))
    .orderBy(asc(trackedAdCounts.familyMemberId), asc(trackedAdCounts.dimension), asc(trackedAdCounts.key));

/** Counts every ad again with the migration's own statement (as the analytics tests do). */
async function recount() {
  const file = readdirSync('src/server/db/migrations').find((name) => name.endsWith('_tracked_ads.sql'));
  const migration = readFileSync(`src/server/db/migrations/${file}`, 'utf8');
  const backfill = migration.slice(migration.indexOf('INSERT INTO "tracked_ad_counts"'));
  await t.database.db.transaction(async (tx) => {
    await tx.delete(trackedAdCounts);
    await tx.execute(sql.raw(backfill));
  });
}

const conceptsOf = async (adId: number) =>
  (
    await t.database.db
      .select({ concept: memberSignals.concept, source: memberSignals.source })
      .from(memberSignals)
      .where(
        and(eq(memberSignals.sourceId, adId), sql`${memberSignals.source} in ('tracked_ad', 'ad_insight')`),
      )
  )
    .map((s) => `${s.source}:${s.concept}`)
    .sort();

const LEGO_AD = {
  description: 'LEGO City police station',
  advertiser: 'LEGO',
  platform: 'instagram',
  priceRange: 'under-25',
  targetingReasons: ['Interests: LEGO', 'Retargeting campaign'],
};

describe('editing a tracked ad (PUT /api/tracked-ads/:id)', () => {
  it('changes every field but the member and the photo, and answers the ad as it now is', async () => {
    const { member, memberId } = await f.family();
    const ad = await f.track(member, memberId, {
      ...LEGO_AD,
      title: 'Police station',
      photo: dataUrl('image/png', PNG),
    });
    const res = await edit(member, ad.id, {
      categoryId: CATEGORY.fashion,
      description: 'Knitted winter scarf',
      title: 'Winter scarf',
      priceRange: 'Under $25',
      platform: 'Facebook',
      url: 'https://example.com/scarf',
      advertiser: 'Woolly',
      targetingReasons: ['Interests: Knitting'],
      additionalDetails: 'Seen twice',
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json<TrackedAd>();
    expect(edited).toMatchObject({
      id: ad.id,
      familyMemberId: memberId,
      categoryId: CATEGORY.fashion,
      title: 'Winter scarf',
      description: 'Knitted winter scarf',
      priceRange: 'under-25',
      platform: 'facebook',
      url: 'https://example.com/scarf',
      advertiser: 'Woolly',
      photoUrl: ad.photoUrl,
      createdByUserId: ad.createdByUserId,
      createdAt: ad.createdAt,
      canDelete: true,
    });
    expect(edited.metadata).toMatchObject({
      targetingReasons: ['Interests: Knitting'],
      advertiser: 'Woolly',
      additionalDetails: 'Seen twice',
    });
    expect((await f.list(member)).items.find((a) => a.id === ad.id)).toEqual(edited);
  });

  it('replaces what the ad taught GiftLens, in the same step', async () => {
    const { member, memberId } = await f.family();
    const ad = await f.track(member, memberId, LEGO_AD);
    const before = await conceptsOf(ad.id);
    expect(before).toEqual(expect.arrayContaining(['tracked_ad:lego', 'ad_insight:lego']));

    await edit(member, ad.id, { categoryId: CATEGORY.fashion, description: 'Knitted winter scarf' });
    const after = await conceptsOf(ad.id);
    expect(after.some((c) => c.endsWith(':lego'))).toBe(false);
    expect(after.some((c) => c.startsWith('ad_insight:'))).toBe(false);
    expect(after).toContain('tracked_ad:category:fashion');
    const texts = (await f.profile(member, memberId)).flatMap((e) => e.evidence.map((x) => x.text));
    expect(texts.some((x) => /LEGO/.test(x))).toBe(false);
  });

  it('moves the ad in the counters, which stay what counting every ad again gives', async () => {
    const { member, relative, memberId, family } = await f.family();
    const ad = await f.track(member, memberId, LEGO_AD);
    await f.track(member, memberId, { description: 'LEGO Friends', advertiser: 'LEGO' });

    await edit(member, ad.id, {
      categoryId: CATEGORY.electronics,
      description: 'A games console',
      advertiser: 'Nintendo',
      platform: 'youtube',
      targetingReasons: ['Website visitor'],
    });
    const b = await f.get<AdBreakdown>(relative, `/api/analytics/ad-breakdown?memberId=${memberId}`);
    expect(b.totalAds).toBe(2);
    expect(b.topAdvertisers.map((a) => [a.advertiser, a.adCount]).sort()).toEqual([
      ['LEGO', 1],
      ['Nintendo', 1],
    ]);
    expect(b.behaviors).toEqual([{ behavior: 'Website visitor', adCount: 1 }]);
    const kept = await counters(family.id);
    expect(kept.every((c) => c.adCount > 0)).toBe(true);
    await recount();
    expect((await counters(family.id)).map(({ label: _l, ...c }) => c)).toEqual(
      kept.map(({ label: _l, ...c }) => c),
    );
  });

  it('makes up a title again from the new facts unless one was given, keeping a given one', async () => {
    const { member, memberId } = await f.family();
    const quick = await f.track(member, memberId);
    expect(quick.title).toBe('Toys & Games ad on Instagram');
    const moved = await edit(member, quick.id, {
      title: quick.title,
      categoryId: CATEGORY.fashion,
      description: quick.description,
      platform: 'instagram',
    });
    expect(moved.json<TrackedAd>().title).toBe('Fashion & Accessories ad on Instagram');
    // A made-up title does not teach GiftLens the words "ad on Instagram".
    expect(await conceptsOf(quick.id)).not.toContain('tracked_ad:instagram');

    const named = await f.track(member, memberId, { title: 'Robot kit' });
    const kept = await edit(member, named.id, {
      title: 'Robot kit',
      categoryId: CATEGORY.electronics,
      description: 'x',
    });
    expect(kept.json<TrackedAd>().title).toBe('Robot kit');
  });

  it('lets whoever may delete the ad edit it, and answers 403 to anyone else, changing nothing', async () => {
    const { owner, member, relative, memberId } = await f.family();
    const ad = await f.track(relative, memberId, { description: 'Camping stove' });
    const byMember = await f.track(member, memberId, { description: 'Tent' });
    const change = { categoryId: CATEGORY.other, description: 'Camping stove, 2 burners' };
    for (const cookie of [relative, member, owner]) {
      expect((await edit(cookie, ad.id, change)).statusCode).toBe(200);
    }
    const before = await snapshotData(t.database.db);
    const denied = await edit(relative, byMember.id, change);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(
      'Only the person who tracked this ad, the member it is about or the family owner can edit it.',
    );
    expect(await snapshotData(t.database.db)).toBe(before);
  });

  it('answers 404 "Tracked ad not found" to outsiders, for hidden ads and unknown ids, changing nothing', async () => {
    const { owner, member, outsider, memberId } = await f.family();
    const ad = await f.track(member, memberId);
    await f.setPrivacy(member, memberId, { adsVisible: false });
    const before = await snapshotData(t.database.db);
    for (const [cookie, id] of [
      [outsider, ad.id],
      [owner, ad.id],
      [member, 2_000_000_000],
    ] as const) {
      const res = await edit(cookie, id, { categoryId: CATEGORY.toys, description: 'Changed' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'not_found',
        message: 'Tracked ad not found',
        params: { what: 'Tracked ad' },
      });
    }
    expect(await snapshotData(t.database.db)).toBe(before);
  });

  it('refuses bad input with 400 naming the field, and a body moving the ad or changing its photo, changing nothing', async () => {
    const { member, memberId, ownerRecordId } = await f.family();
    const ad = await f.track(member, memberId);
    const valid = { categoryId: CATEGORY.toys, description: 'Changed' };
    const before = await snapshotData(t.database.db);
    for (const [payload, message] of [
      [{ ...valid, description: ' ' }, 'Invalid description: Description is required'],
      [{ ...valid, categoryId: 999 }, 'Invalid categoryId: is not a known ad category'],
      [{ description: 'x' }, 'Invalid categoryId: Please choose a category'],
      [
        { ...valid, url: 'javascript:alert(1)' },
        'Invalid url: must be a web link starting with http:// or https://',
      ],
      [{ ...valid, familyMemberId: ownerRecordId }, /familyMemberId/],
      [{ ...valid, photo: dataUrl('image/png', PNG) }, /photo/],
    ] as const) {
      const res = await edit(member, ad.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (typeof message === 'string') expect(res.json().message).toBe(message);
      else expect(res.json().message).toMatch(message);
    }
    expect((await edit(member, 0, valid)).statusCode).toBe(400);
    expect(await snapshotData(t.database.db)).toBe(before);
  });
});
