import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdImpression, AdsConfig } from '#common/banner-ads';
import { adImpressions, userConsents } from '../../db/schema';
import { impressionFor } from '../../test/inventory/seed';
import { memberFixtures } from '../../test/member-fixtures';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof memberFixtures>;
beforeAll(async () => {
  t = await createTestApp(
    testConfig({
      ADSENSE_PUBLISHER_ID: 'ca-pub-1234567890123456',
      ADSENSE_SLOTS: 'default=1111111111,feed=2222222222',
    }),
  );
  f = memberFixtures(t);
});
afterAll(() => t.close());

const consent = (cookie: string, marketing: boolean) =>
  f.call(cookie, 'PUT', '/api/user/consent', { analytics: false, personalization: false, marketing });
const record = (cookie: string, body: unknown) => f.call(cookie, 'POST', '/api/ad-impressions', body);

describe('the AdSense configuration (GET /api/google-ads/config)', () => {
  it('gives the publisher id and named slots from the environment under marketing consent, and says it is not production', async () => {
    const cookie = await f.user('ads-config');
    await consent(cookie, true);
    expect(await f.get<AdsConfig>(cookie, '/api/google-ads/config')).toEqual({
      enabled: true,
      publisherId: 'ca-pub-1234567890123456',
      slots: { default: '1111111111', feed: '2222222222' },
      development: true,
    });
  });

  it('names no publisher and no slot before consent, after a withdrawal, or under an older policy', async () => {
    const off = { enabled: false, publisherId: null, slots: {}, development: true };
    const cookie = await f.user('ads-config-consent');
    expect(await f.get<AdsConfig>(cookie, '/api/google-ads/config')).toEqual(off);
    await consent(cookie, true);
    await consent(cookie, false);
    expect(await f.get<AdsConfig>(cookie, '/api/google-ads/config')).toEqual(off);

    const userId = await f.userId(cookie);
    await t.database.db.insert(userConsents).values({
      userId,
      analytics: true,
      personalization: true,
      marketing: true,
      policyVersion: '2020-01-01',
      decidedAt: new Date(Date.now() + 60_000),
    });
    expect(await f.get<AdsConfig>(cookie, '/api/google-ads/config')).toEqual(off);
  });

  it('is off without a publisher id, and the pages then allow no ad host', async () => {
    const bare = await createTestApp();
    try {
      const cookie = await bare.signIn('no-ads@example.com');
      const res = await bare.request({ method: 'GET', url: '/api/google-ads/config', cookie });
      expect(res.json<AdsConfig>()).toMatchObject({ enabled: false, publisherId: null, slots: {} });
      expect(res.headers['content-security-policy']).not.toContain('googlesyndication');
    } finally {
      await bare.close();
    }
    const page = await t.request({ method: 'GET', url: '/api/health' });
    expect(page.headers['content-security-policy']).toMatch(
      /script-src [^;]*pagead2\.googlesyndication\.com/,
    );
  });

  it('refuses to start with a malformed publisher id or slot list, naming the setting', () => {
    expect(() => testConfig({ ADSENSE_PUBLISHER_ID: 'pub-123' })).toThrow(/ADSENSE_PUBLISHER_ID/);
    expect(() => testConfig({ ADSENSE_SLOTS: 'default=auto' })).toThrow(/ADSENSE_SLOTS/);
  });
});

describe('recording impressions (POST /api/ad-impressions)', () => {
  it('records an ad shown with marketing consent, keeping a device class instead of the user agent', async () => {
    const { member, memberId } = await f.family();
    await consent(member, true);
    const res = await record(member, impressionFor(memberId));
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json<AdImpression>();
    expect(saved).toMatchObject({
      familyMemberId: memberId,
      adType: 'banner',
      platform: 'google_adsense',
      deviceClass: 'mobile',
      viewDuration: 0,
    });
    expect(res.body).not.toContain('iPhone OS');

    const view = await f.call(member, 'PATCH', `/api/ad-impressions/${saved.id}`, { viewDuration: 1800 });
    expect(view.statusCode, view.body).toBe(204);
    const mine = await f.get<AdImpression[]>(member, `/api/ad-impressions/member/${memberId}`);
    expect(mine).toEqual([expect.objectContaining({ id: saved.id, viewDuration: 1800 })]);
  });

  it('stores nothing without marketing consent, or after it is withdrawn', async () => {
    const { member, memberId } = await f.family();
    let res = await record(member, impressionFor(memberId));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'Marketing cookies are off, so no ad was shown' });
    await consent(member, true);
    await consent(member, false);
    res = await record(member, impressionFor(memberId));
    expect(res.statusCode).toBe(403);
    expect(await f.get<AdImpression[]>(member, `/api/ad-impressions/member/${memberId}`)).toEqual([]);
  });

  it('refuses view time after marketing consent is withdrawn with 403, changing nothing', async () => {
    const { member, memberId } = await f.family();
    await consent(member, true);
    const saved = (await record(member, impressionFor(memberId))).json<AdImpression>();
    await consent(member, false);
    const res = await f.call(member, 'PATCH', `/api/ad-impressions/${saved.id}`, {
      viewDuration: 5000,
      interacted: true,
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({
      code: 'ad_view_needs_consent',
      message:
        'Marketing cookies are off, so nothing more is kept about this ad: turn them on in Cookie settings to see ads',
    });
    const [row] = await t.database.db.select().from(adImpressions).where(eq(adImpressions.id, saved.id));
    expect(row).toMatchObject({ viewDurationMs: 0, interacted: false });
  });

  it('keeps nothing about a child', async () => {
    const { owner, family } = await f.family();
    await consent(owner, true);
    const child = await f.addMember(owner, family.id, { name: 'Lily', relationship: 'Child', age: 6 });
    const res = await record(owner, impressionFor(child.id));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'No ad data is kept about a child' });
  });

  it('answers 404 for a member of another family, and only the viewer may report view time', async () => {
    const a = await f.family();
    const b = await f.family();
    await consent(b.owner, true);
    await consent(a.member, true);
    expect((await record(b.owner, impressionFor(a.memberId))).statusCode).toBe(404);
    const saved = (await record(a.member, impressionFor(a.memberId))).json<AdImpression>();
    const res = await f.call(a.owner, 'PATCH', `/api/ad-impressions/${saved.id}`, { interacted: true });
    expect(res.statusCode).toBe(404);
    const seen = await f.get<AdImpression[]>(a.owner, '/api/ad-impressions/recent');
    expect(seen).toEqual([expect.objectContaining({ id: saved.id, interacted: false })]);
  });

  it.each([
    [{ ...impressionFor(1), adType: 'video' }, 'adType'],
    [{ ...impressionFor(1), adSlot: 'auto' }, 'adSlot'],
    [{ ...impressionFor(1), cookieData: { rawCookies: 'sid=abc' } }, 'cookieData'],
    [{ ...impressionFor(1), familyMemberId: 'six' }, 'familyMemberId'],
  ])('refuses a payload with wrong types (%#) with a 400 naming the field', async (body, field) => {
    const { member, memberId } = await f.family();
    await consent(member, true);
    const res = await record(member, {
      ...body,
      familyMemberId: field === 'familyMemberId' ? 'six' : memberId,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(field);
    expect(await f.get<AdImpression[]>(member, `/api/ad-impressions/member/${memberId}`)).toEqual([]);
  });

  it('refuses a payload over 16 KB with 413', async () => {
    const { member, memberId } = await f.family();
    await consent(member, true);
    const res = await record(member, { ...impressionFor(memberId), userAgent: 'x'.repeat(17_000) });
    expect(res.statusCode).toBe(413);
  });
});

describe('Download my data', () => {
  it('lists the banner ads shown to the user, and nothing of other viewers', async () => {
    const { member, owner, memberId } = await f.family();
    await consent(member, true);
    await consent(owner, true);
    await record(member, impressionFor(memberId));
    await record(owner, impressionFor(memberId));
    const res = await t.request({ method: 'GET', url: '/api/user/export', cookie: member });
    const shown = res.json<{ sections: Record<string, { data: unknown }> }>().sections.adImpressions?.data;
    expect(shown).toEqual([
      expect.objectContaining({ placement: 'feed', contextualMode: true, deviceClass: 'mobile' }),
    ]);
  });
});

describe('reading impressions', () => {
  it("follows the member's ad privacy: hidden from relatives when they turn adsVisible off", async () => {
    const { member, relative, memberId } = await f.family();
    await consent(member, true);
    await record(member, impressionFor(memberId));
    expect(await f.get<AdImpression[]>(relative, '/api/ad-impressions/recent')).toHaveLength(1);
    await f.setPrivacy(member, memberId, { adsVisible: false });
    expect(await f.get<AdImpression[]>(relative, '/api/ad-impressions/recent')).toEqual([]);
    expect((await f.call(relative, 'GET', `/api/ad-impressions/member/${memberId}`)).statusCode).toBe(403);
  });

  it('caps the limit at 100', async () => {
    const cookie = await f.user('limit');
    expect((await f.call(cookie, 'GET', '/api/ad-impressions/recent?limit=101')).statusCode).toBe(400);
  });
});
