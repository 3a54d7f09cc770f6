import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_POLICY_VERSION, type ConsentRecord } from '#common/consent';
import type { InterestEntryView } from '#common/signals/schemas';
import { withWords } from '../../test/evidence-words';
import { memberFixtures } from '../../test/member-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof memberFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = memberFixtures(t);
});
afterAll(() => t.close());

const consentOf = (cookie: string) => f.get<ConsentRecord | null>(cookie, '/api/user/consent');
const choose = (cookie: string, body: unknown) => f.call(cookie, 'PUT', '/api/user/consent', body);

describe('the cookie choice (GET/PUT /api/user/consent)', () => {
  it('is null before any choice, then answers the choice with the policy version and when it was made', async () => {
    const cookie = await f.user('chooser');
    expect(await consentOf(cookie)).toBeNull();
    const before = Date.now();
    const res = await choose(cookie, { analytics: false, personalization: true, marketing: false });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<ConsentRecord>();
    expect(saved).toEqual({
      essential: true,
      analytics: false,
      personalization: true,
      marketing: false,
      policyVersion: CONSENT_POLICY_VERSION,
      decidedAt: expect.any(String),
    });
    expect(Date.parse(saved.decidedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await consentOf(cookie)).toEqual(saved);
  });

  it('follows the user to another device, and a later choice (withdrawal) replaces it', async () => {
    const email = `traveller-${Date.now()}@example.com`;
    const phone = await t.signIn(email);
    await choose(phone, { essential: true, analytics: true, personalization: true, marketing: true });
    const laptop = await t.signIn(email);
    expect(await consentOf(laptop)).toMatchObject({ marketing: true, personalization: true });
    await choose(laptop, { analytics: false, personalization: false, marketing: false });
    expect(await consentOf(phone)).toMatchObject({
      analytics: false,
      personalization: false,
      marketing: false,
    });
  });

  it("is one user's own: another user's choice never shows", async () => {
    const a = await f.user('consent-a');
    const b = await f.user('consent-b');
    await choose(a, { analytics: true, personalization: true, marketing: true });
    expect(await consentOf(b)).toBeNull();
  });

  it.each([
    [{ analytics: true, personalization: true, marketing: true, tracking: true }, 'unknown consent category'],
    [{ analytics: true, personalization: true, marketing: true, essential: false }, 'essential'],
    [{ analytics: true, personalization: true }, 'marketing'],
    [{ analytics: 'yes', personalization: true, marketing: true }, 'analytics'],
    [[], 'body'],
  ])('refuses %j with a 400 naming the problem, storing nothing', async (body, named) => {
    const cookie = await f.user('bad-consent');
    const res = await choose(cookie, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(named);
    expect(await consentOf(cookie)).toBeNull();
  });

  it('is in Download my data, every choice in order', async () => {
    const cookie = await f.user('consent-export');
    await choose(cookie, { analytics: true, personalization: true, marketing: true });
    await choose(cookie, { analytics: false, personalization: false, marketing: false });
    const res = await t.request({ method: 'GET', url: '/api/user/export', cookie });
    const choices = res.json<{ sections: Record<string, { data: unknown }> }>().sections.cookieChoices?.data;
    expect(choices).toEqual([
      expect.objectContaining({ essential: true, marketing: true, policyVersion: CONSENT_POLICY_VERSION }),
      expect.objectContaining({ essential: true, marketing: false }),
    ]);
  });

  it('answers 401 to a visitor', async () => {
    expect((await t.request({ method: 'GET', url: '/api/user/consent' })).statusCode).toBe(401);
    const put = await t.request({
      method: 'PUT',
      url: '/api/user/consent',
      payload: { analytics: true, personalization: true, marketing: true },
    });
    expect(put.statusCode).toBe(401);
  });
});

describe('in-app interest tracking (POST /api/cookie-insights)', () => {
  const insights = (familyMemberId: number) => ({
    familyMemberId,
    timestamp: new Date().toISOString(),
    insights: {
      interests: ['Gardening'],
      shoppingBehavior: {
        categoriesViewed: ['Toys & Games'],
        searchedProducts: ['lego technic car'],
        brandPreferences: ['Patagonia', 'qwertyuiop'],
      },
      deviceInfo: { isMobile: true, preferredTime: 'evening' },
      browsingSessions: 3,
    },
  });
  const send = (cookie: string, body: unknown) => f.call(cookie, 'POST', '/api/cookie-insights', body);
  const evidence = async (cookie: string, memberId: number) =>
    withWords(
      await f.get<InterestEntryView[]>(cookie, `/api/family-members/${memberId}/interest-profile`),
    ).filter((e) => e.evidence.some((ev) => ev.source === 'browsing'));

  it('turns what the user looked at into low-weight signals on their own profile, known concepts only', async () => {
    const { member, memberId } = await f.family();
    await choose(member, { analytics: false, personalization: true, marketing: false });
    const res = await send(member, insights(memberId));
    expect(res.statusCode, res.body).toBe(204);
    const learned = await evidence(member, memberId);
    expect(learned.map((e) => e.concept)).toEqual(
      expect.arrayContaining(['gardening', 'lego', 'patagonia', 'category:toys']),
    );
    expect(JSON.stringify(learned)).not.toContain('qwertyuiop');
    expect(JSON.stringify(learned)).toContain('looked at Toys & Games in GiftLens');
  });

  it('refuses without personalization consent, and withdrawing it forgets what browsing taught', async () => {
    const { member, memberId } = await f.family();
    expect((await send(member, insights(memberId))).statusCode).toBe(403);
    await choose(member, { analytics: true, personalization: true, marketing: true });
    expect((await send(member, insights(memberId))).statusCode).toBe(204);
    expect((await evidence(member, memberId)).length).toBeGreaterThan(0);
    await choose(member, { analytics: true, personalization: false, marketing: true });
    expect(await evidence(member, memberId)).toEqual([]);
    const res = await send(member, insights(memberId));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'Personalization cookies are off, so nothing was tracked' });
  });

  it("is only for the user's own record: 403 for a relative's, 404 for another family's", async () => {
    const { owner, member, family, ownerRecordId } = await f.family();
    const grandma = await f.addMember(owner, family.id, { name: 'Gran', relationship: 'Grandparent' });
    const other = await f.family();
    await choose(member, { analytics: false, personalization: true, marketing: false });
    for (const id of [grandma.id, ownerRecordId]) {
      const res = await send(member, insights(id));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: 'Interest tracking is only for your own profile' });
    }
    expect((await send(member, insights(other.memberId))).statusCode).toBe(404);
  });

  it('refuses malformed insights with a 400 naming the field, storing nothing', async () => {
    const { member, memberId } = await f.family();
    await choose(member, { analytics: false, personalization: true, marketing: false });
    const bad = insights(memberId);
    const res = await send(member, { ...bad, insights: { ...bad.insights, browsingSessions: 101 } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('browsingSessions');
    expect(await evidence(member, memberId)).toEqual([]);
  });
});
