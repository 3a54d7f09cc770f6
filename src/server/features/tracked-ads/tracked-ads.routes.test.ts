import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackedAd } from '#common/tracked-ads/schemas';
import { memberSignals, trackedAdPhotos, trackedAds } from '../../db/schema';
import { adFixtures, CATEGORY, dataUrl, PNG } from '../../test/ad-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof adFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = adFixtures(t);
});
afterAll(() => t.close());

const MONTH = new Date().toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });

describe('tracking an ad', () => {
  it('stores a quick ad with a title of its own and no insights, and answers 201 with it', async () => {
    const { member, memberId } = await f.family();
    const ad = await f.track(member, memberId, { priceRange: 'Under $25' });
    expect(ad).toMatchObject({
      familyMemberId: memberId,
      categoryId: CATEGORY.toys,
      title: 'Toys & Games ad on Instagram',
      description: 'A LEGO Technic set on sale',
      platform: 'instagram',
      priceRange: 'under-25',
      url: null,
      photoUrl: null,
      metadata: null,
      canDelete: true,
    });
    expect(new Date(ad.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps a shared title and link, and reads empty platform and price as none', async () => {
    const { member, memberId } = await f.family();
    const ad = await f.track(member, memberId, {
      title: 'Cosy knit jumper',
      url: 'https://www.instagram.com/p/abc123/',
      platform: '',
      priceRange: '',
    });
    expect(ad).toMatchObject({
      title: 'Cosy knit jumper',
      url: 'https://www.instagram.com/p/abc123/',
      platform: null,
      priceRange: null,
    });
  });

  it('analyses the targeting reasons as the dialog does and stores the result with the ad', async () => {
    const { member, memberId } = await f.family();
    const ad = await f.track(member, memberId, {
      categoryId: CATEGORY.fashion,
      description: 'Autumn coats',
      advertiser: 'Zara',
      platform: 'facebook',
      targetingReasons: ['Interests: Fashion, Beauty, Shopping', 'Age and location', 'Retargeting campaign'],
      additionalDetails: 'Seen twice this week',
    });
    expect(ad.title).toBe('Ad from Zara');
    expect(ad.advertiser).toBe('Zara');
    expect(ad.metadata).toEqual({
      adInsights: {
        interests: ['Fashion', 'Beauty', 'Shopping'],
        demographics: ['Age', 'Location'],
        behaviors: ['Retargeted user'],
        giftCategories: ['Fashion & Accessories', 'Beauty & Personal Care'],
        confidenceScore: 90,
      },
      targetingReasons: ['Interests: Fashion, Beauty, Shopping', 'Age and location', 'Retargeting campaign'],
      advertiser: 'Zara',
      campaignType: 'Retargeting',
      additionalDetails: 'Seen twice this week',
    });
  });

  it('tells the member page what it learned, and forgets it when the ad is deleted', async () => {
    const { member, memberId } = await f.family();
    const lego = await f.track(member, memberId, {
      description: 'LEGO City police station',
      advertiser: 'LEGO',
    });
    await f.track(member, memberId, { description: 'New LEGO Friends sets' });
    const insight = await f.track(member, memberId, {
      categoryId: CATEGORY.fashion,
      description: 'Autumn coats',
      targetingReasons: ['Interests: Fashion'],
    });
    let profile = await f.profile(member, memberId);
    const byConcept = new Map(profile.map((e) => [e.concept, e]));
    expect(byConcept.get('lego')?.evidence.map((e) => e.text)).toContain(`2 LEGO ads tracked in ${MONTH}`);
    expect(byConcept.get('fashion')?.evidence.map((e) => e.text)).toContain(
      'ad targeting: "Interests: Fashion"',
    );

    for (const ad of [lego, insight]) {
      expect((await f.call(member, 'DELETE', `/api/tracked-ads/${ad.id}`)).statusCode).toBe(204);
    }
    profile = await f.profile(member, memberId);
    const texts = profile.flatMap((e) => e.evidence.map((x) => x.text));
    expect(texts).toContain(`a LEGO ad tracked in ${MONTH}`);
    expect(texts.some((x) => x.startsWith('ad targeting'))).toBe(false);
    const left = await t.database.db
      .select({ n: count() })
      .from(memberSignals)
      .where(eq(memberSignals.sourceId, insight.id));
    expect(left[0]?.n).toBe(0);
  });

  it('stores a photo of the ad apart from the ad and serves it to the family only', async () => {
    const { member, relative, outsider, memberId } = await f.family();
    const ad = await f.track(member, memberId, { photo: dataUrl('image/png', PNG) });
    expect(ad.photoUrl).toMatch(new RegExp(`^/api/tracked-ads/${ad.id}/photo\\?v=\\d+$`));
    const photo = await t.request({ method: 'GET', url: ad.photoUrl ?? '', cookie: relative });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['cache-control']).toBe('private, max-age=86400');
    expect(photo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await t.request({ method: 'GET', url: ad.photoUrl ?? '', cookie: outsider })).statusCode).toBe(
      404,
    );
    const listed = JSON.stringify(await f.list(member));
    expect(listed).not.toContain('base64');
  });

  it('answers 404 for the photo of an ad without one', async () => {
    const { member, memberId } = await f.family();
    const ad = await f.track(member, memberId);
    const res = await f.call(member, 'GET', `/api/tracked-ads/${ad.id}/photo`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Photo not found', params: { what: 'Photo' } });
  });
});

describe('bad input', () => {
  const rowCounts = async () => {
    const [ads] = await t.database.db.select({ n: count() }).from(trackedAds);
    const [photos] = await t.database.db.select({ n: count() }).from(trackedAdPhotos);
    const [signals] = await t.database.db.select({ n: count() }).from(memberSignals);
    return [ads?.n, photos?.n, signals?.n];
  };

  it.each([
    ['an unknown category', { categoryId: 99 }, 400, 'categoryId'],
    ['a category that is not a number', { categoryId: 'toys' }, 400, 'categoryId'],
    ['an unknown platform', { platform: 'myspace' }, 400, 'platform'],
    ['an unknown price range', { priceRange: '$1,000,000' }, 400, 'priceRange'],
    ['a missing description', { description: '   ' }, 400, 'Description is required'],
    ['a description over 1,000 characters', { description: 'x'.repeat(1001) }, 400, 'description'],
    [
      'more than 20 targeting reasons',
      { targetingReasons: Array.from({ length: 21 }, (_, i) => `r${i}`) },
      400,
      'targetingReasons',
    ],
    ['a link that is not a web link', { url: 'javascript:alert(1)' }, 400, 'url'],
    [
      'a photo that is not an image',
      { photo: dataUrl('image/png', Buffer.from('<html>not a picture</html>')) },
      400,
      'Please select an image file.',
    ],
    [
      'a photo of another type',
      { photo: dataUrl('image/svg+xml', Buffer.from('<svg/>')) },
      400,
      'Please select an image file.',
    ],
    [
      'a photo over 5 MB',
      { photo: dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])) },
      413,
      'Please select an image under 5MB.',
    ],
  ])('refuses %s and stores nothing', async (_, change, status, named) => {
    const { member, memberId } = await f.family();
    const before = await rowCounts();
    const res = await f.trackRequest(member, {
      familyMemberId: memberId,
      categoryId: CATEGORY.toys,
      description: 'An ad',
      ...change,
    });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toContain(named);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 404 for a member of another family, and stores nothing', async () => {
    const { outsider } = await f.family();
    const other = await f.family();
    const before = await rowCounts();
    await f.createFamily(outsider);
    const res = await f.trackRequest(outsider, {
      familyMemberId: other.memberId,
      categoryId: CATEGORY.toys,
      description: 'An ad',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'not_found',
      message: 'Family member not found',
      params: { what: 'Family member' },
    });
    expect((await rowCounts())[0]).toBe(before[0]);
  });

  it.each([
    ['/api/tracked-ads?days=3', 'days'],
    ['/api/tracked-ads?days=week', 'days'],
    ['/api/tracked-ads?memberId=abc', 'memberId'],
    ['/api/tracked-ads?limit=500', 'limit'],
    ['/api/tracked-ads?cursor=bm9wZQ', 'cursor'],
    ['/api/tracked-ads/member/abc', 'id'],
    ['/api/tracked-ads/abc/photo', 'id'],
  ])('answers 400 naming the problem to %s', async (url, named) => {
    const { member } = await f.family();
    const res = await f.call(member, 'GET', url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(named);
  });

  it('answers 400 to a non-numeric id when deleting', async () => {
    const { member } = await f.family();
    const res = await f.call(member, 'DELETE', '/api/tracked-ads/abc');
    expect(res.statusCode).toBe(400);
  });
});

describe('Ad History', () => {
  it('pages through the family’s ads newest first with a cursor, without gaps or repeats', async () => {
    const { relative, memberId, family } = await f.family();
    const relativeId = (
      await f.get<Array<{ id: number; name: string }>>(relative, `/api/families/${family.id}/family-members`)
    ).find((m) => m.name === 'Rae Relative')?.id as number;
    // Stored directly: one person may track only so many ads a minute through the API.
    const start = Date.now() - 60_000;
    const made = await t.database.db
      .insert(trackedAds)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          familyAccountId: family.id,
          familyMemberId: i % 2 ? memberId : relativeId,
          categoryId: CATEGORY.toys,
          title: `Ad ${i}`,
          description: 'An ad',
          // Two ads share each moment, so the id decides between them.
          createdAt: new Date(start + Math.floor(i / 2) * 1000),
        })),
      )
      .returning();
    const first = await f.list(relative, '?limit=20');
    expect(first.items.map((a) => a.title)).toEqual(
      made
        .slice(5)
        .reverse()
        .map((a) => a.title),
    );
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await f.list(relative, `?limit=20&cursor=${first.nextCursor}`);
    expect(second.items.map((a) => a.title)).toEqual(
      made
        .slice(0, 5)
        .reverse()
        .map((a) => a.title),
    );
    expect(second.nextCursor).toBeNull();
  });

  it('filters by member, by search text and by time period', async () => {
    const { member, owner, memberId, ownerRecordId } = await f.family();
    const old = await f.track(member, memberId, { title: 'Garden hose', description: 'Hoses 50% off' });
    await f.track(member, memberId, {
      title: 'Hiking boots',
      description: 'Waterproof',
      advertiser: 'Merrell',
    });
    await f.track(owner, ownerRecordId, { title: 'Coffee grinder', description: 'Burr grinder' });
    await t.database.db
      .update(trackedAds)
      .set({ createdAt: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(trackedAds.id, old.id));

    const titles = async (query: string) => (await f.list(owner, query)).items.map((a) => a.title);
    expect(await titles(`?memberId=${memberId}`)).toEqual(['Hiking boots', 'Garden hose']);
    expect(await titles('?q=merrell')).toEqual(['Hiking boots']);
    expect(await titles('?q=50%25')).toEqual(['Garden hose']);
    expect(await titles('?q=%25')).toEqual(['Garden hose']);
    expect(await titles('?days=7')).toEqual(['Coffee grinder', 'Hiking boots']);
    expect(await titles('?days=30')).toHaveLength(3);
    expect(await titles('?days=all')).toHaveLength(3);
    expect(await titles(`?memberId=${memberId}&days=1&q=boots`)).toEqual(['Hiking boots']);
    const forMember = await f.get<{ items: TrackedAd[] }>(
      owner,
      `/api/tracked-ads/member/${memberId}?limit=5`,
    );
    expect(forMember.items.map((a) => a.title)).toEqual(['Hiking boots', 'Garden hose']);
  });

  it('answers 404 for a member filter outside the current family', async () => {
    const { owner } = await f.family();
    const other = await f.family();
    const res = await f.call(owner, 'GET', `/api/tracked-ads?memberId=${other.memberId}`);
    expect(res.statusCode).toBe(404);
    expect((await f.call(owner, 'GET', `/api/tracked-ads/member/${other.memberId}`)).statusCode).toBe(404);
  });

  it('answers an empty page to someone without a family', async () => {
    const { outsider } = await f.family();
    expect(await f.list(outsider)).toEqual({ items: [], nextCursor: null });
  });
});
