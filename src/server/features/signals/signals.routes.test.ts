import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterestEntryView } from '#common/signals/schemas';
import { familyMembers } from '../../db/schema';
import { FULL_PROFILE, memberFixtures } from '../../test/member-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof memberFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = memberFixtures(t);
});
afterAll(() => t.close());

const profileOf = (cookie: string, memberId: number) =>
  t.request({ method: 'GET', url: `/api/family-members/${memberId}/interest-profile`, cookie });

async function entries(cookie: string, memberId: number) {
  const res = await profileOf(cookie, memberId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InterestEntryView[]>();
}

describe('the interest profile', () => {
  it('explains what the questionnaire and the interests typed when joining say', async () => {
    const { member, memberId } = await f.family();
    await f.call(member, 'PUT', `/api/family-members/${memberId}/profile`, {
      ...FULL_PROFILE,
      lifestyle: { ...FULL_PROFILE.lifestyle, hobbies: ['Hiking', 'Photography'] },
      shoppingPreferences: { ...FULL_PROFILE.shoppingPreferences, preferredBrands: ['LEGO'] },
    });
    const profile = await entries(member, memberId);
    const byConcept = new Map(profile.map((e) => [e.concept, e]));
    expect(byConcept.get('hiking')?.evidence.map((e) => e.reason)).toEqual(
      expect.arrayContaining(['questionnaire.hobby', 'profile.interest']),
    );
    expect(byConcept.get('lego')).toMatchObject({
      label: 'LEGO',
      categories: expect.arrayContaining(['toys']),
    });
    expect(byConcept.get('lego')?.evidence[0]).toMatchObject({
      source: 'questionnaire',
      reason: 'questionnaire.brand',
      params: {},
      count: 1,
    });
    // Jazz was typed when joining (f.family joins with interests Hiking and Jazz).
    expect(byConcept.has('jazz')).toBe(true);
    expect(profile[0]?.concept).toBe('hiking');
    for (const entry of profile) expect(entry.score).toBeGreaterThan(0);
  });

  it('forgets an answer when the questionnaire is saved without it', async () => {
    const { member, memberId } = await f.family();
    await f.call(member, 'PUT', `/api/family-members/${memberId}/profile`, {
      lifestyle: { hobbies: ['Gardening'] },
    });
    expect((await entries(member, memberId)).map((e) => e.concept)).toContain('gardening');
    await f.call(member, 'PUT', `/api/family-members/${memberId}/profile`, {
      lifestyle: { hobbies: ['Cooking'] },
    });
    const concepts = (await entries(member, memberId)).map((e) => e.concept);
    expect(concepts).toContain('cooking');
    expect(concepts).not.toContain('gardening');
  });

  it('gives a relative added with interests their profile at once', async () => {
    const { owner, family } = await f.family();
    const grandma = await f.addMember(owner, family.id, {
      name: 'Grandma Rose',
      relationship: 'Grandparent',
      interests: ['Knitting', 'Birdwatching'],
    });
    const labels = (await entries(owner, grandma.id)).map((e) => e.label.toLowerCase());
    expect(labels).toEqual(expect.arrayContaining(['knitting', 'birdwatching']));
  });

  it('builds the profile of a record saved before signals existed on first read', async () => {
    const { owner, family } = await f.family();
    const [row] = await t.database.db
      .insert(familyMembers)
      .values({
        familyAccountId: family.id,
        name: 'Old Uncle',
        relationship: 'Uncle',
        interests: ['Fishing'],
      })
      .returning();
    expect((await entries(owner, row?.id ?? 0)).map((e) => e.concept)).toContain('fishing');
  });
});

describe('who sees it', () => {
  it("follows the member's interest and ad privacy: hidden from relatives and the owner alike", async () => {
    const { owner, member, relative, memberId } = await f.family();
    expect((await profileOf(relative, memberId)).statusCode).toBe(200);
    for (const flag of ['shareInterests', 'adsVisible', 'profileVisible'] as const) {
      await f.setPrivacy(member, memberId, { [flag]: false });
      for (const viewer of [relative, owner]) {
        const res = await profileOf(viewer, memberId);
        expect(res.statusCode, flag).toBe(403);
        expect(res.json()).toEqual({ code: 'interests_private', message: 'Interests kept private' });
      }
      expect((await profileOf(member, memberId)).statusCode).toBe(200);
      await f.setPrivacy(member, memberId, { [flag]: true });
    }
  });

  it('keeps profiles to the owner and the member when the family limits ads to them', async () => {
    const { owner, member, relative, family, memberId } = await f.family();
    await f.call(owner, 'PUT', `/api/family-accounts/${family.id}`, {
      settings: { privacy: { adsVisibleToAll: false } },
    });
    expect((await profileOf(relative, memberId)).statusCode).toBe(403);
    expect((await profileOf(owner, memberId)).statusCode).toBe(200);
    expect((await profileOf(member, memberId)).statusCode).toBe(200);
  });

  it('answers 404 to someone outside the family, in both route forms', async () => {
    const { outsider, family, memberId } = await f.family();
    expect((await profileOf(outsider, memberId)).statusCode).toBe(404);
    const scoped = await t.request({
      method: 'GET',
      url: `/api/families/${family.id}/family-members/${memberId}/interest-profile`,
      cookie: outsider,
    });
    expect(scoped.statusCode).toBe(404);
  });
});
