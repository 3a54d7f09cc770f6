import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FamilyMember } from '#common/members';
import { adFixtures } from '../../test/ad-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof adFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = adFixtures(t);
});
afterAll(() => t.close());

/** A family where the member tracked one ad of their own and the owner one for a child. */
async function familyWithAds() {
  const fam = await f.family();
  const child = await f.addMember(fam.owner, fam.family.id, { name: 'Lily', relationship: 'Child', age: 6 });
  const memberAd = await f.track(fam.member, fam.memberId, { description: 'Trail running shoes' });
  const childAd = await f.track(fam.owner, child.id, { description: 'LEGO Duplo train' });
  return { ...fam, child, memberAd, childAd };
}

const ids = (page: { items: Array<{ id: number }> }) => page.items.map((a) => a.id).sort();
const status = async (cookie: string, url: string, method: 'GET' | 'DELETE' = 'GET') =>
  (await f.call(cookie, method, url)).statusCode;

describe('who sees tracked ads', () => {
  it("shows everyone's ads to the whole family by default, a child's included", async () => {
    const { owner, member, relative, memberAd, childAd } = await familyWithAds();
    for (const viewer of [owner, member, relative]) {
      expect(ids(await f.list(viewer))).toEqual([memberAd.id, childAd.id].sort());
    }
  });

  it('hides a member’s ads, counts and photos from everyone else when they turn adsVisible off', async () => {
    const { owner, member, relative, memberId, memberAd, childAd } = await familyWithAds();
    await f.setPrivacy(member, memberId, { adsVisible: false });
    for (const viewer of [owner, relative]) {
      expect(ids(await f.list(viewer))).toEqual([childAd.id]);
      const res = await f.call(viewer, 'GET', `/api/tracked-ads/member/${memberId}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'tracked_ads_private', message: 'Tracked ads kept private' });
      expect(await status(viewer, `/api/tracked-ads?memberId=${memberId}`)).toBe(403);
      expect(await status(viewer, `/api/tracked-ads/${memberAd.id}/photo`)).toBe(404);
      expect(await status(viewer, `/api/tracked-ads/${memberAd.id}`, 'DELETE')).toBe(404);
      const counts = await f.get<Array<{ memberId: number }>>(viewer, '/api/analytics/member-ad-counts');
      expect(counts.map((c) => c.memberId)).not.toContain(memberId);
      const stats = await f.get<{ totalAds: number }>(viewer, '/api/analytics/stats');
      expect(stats.totalAds).toBe(1);
    }
    expect(ids(await f.list(member))).toEqual([memberAd.id, childAd.id].sort());
  });

  it('refuses to track an ad for a member who keeps their ads private, storing nothing', async () => {
    const { member, relative, memberId } = await familyWithAds();
    await f.setPrivacy(member, memberId, { adsVisible: false });
    const res = await f.trackRequest(relative, { familyMemberId: memberId, categoryId: 1, description: 'x' });
    expect(res.statusCode).toBe(403);
    expect((await f.list(member)).items).toHaveLength(2);
  });

  it('limits ads to the owner and the member they are about when the family turns adsVisibleToAll off', async () => {
    const { owner, member, relative, family, memberId, memberAd, childAd } = await familyWithAds();
    const res = await f.call(owner, 'PUT', `/api/family-accounts/${family.id}`, {
      settings: { privacy: { adsVisibleToAll: false } },
    });
    expect(res.statusCode).toBe(200);
    expect(ids(await f.list(owner))).toEqual([memberAd.id, childAd.id].sort());
    // The member sees their own; the child's record is the owner's to manage.
    expect(ids(await f.list(member))).toEqual([memberAd.id]);
    expect(ids(await f.list(relative))).toEqual([]);
    expect(await status(relative, `/api/tracked-ads/member/${memberId}`)).toBe(403);
    const profile = await f.call(relative, 'GET', `/api/family-members/${memberId}/interest-profile`);
    expect(profile.statusCode).toBe(403);
  });

  it('keeps the interest profile, and the ads in it, to those the member shares interests with', async () => {
    const { member, relative, memberId } = await familyWithAds();
    expect((await f.profile(relative, memberId)).map((e) => e.concept)).toContain('category:toys');
    await f.setPrivacy(member, memberId, { shareInterests: false });
    expect(
      (await f.call(relative, 'GET', `/api/family-members/${memberId}/interest-profile`)).statusCode,
    ).toBe(403);
    // The ads themselves follow adsVisible, not shareInterests.
    expect(await status(relative, `/api/tracked-ads/member/${memberId}`)).toBe(200);
  });

  it('answers 404 to outsiders for the family’s ads, photos and deletes', async () => {
    const { outsider, memberId, memberAd } = await familyWithAds();
    await f.createFamily(outsider);
    expect(await status(outsider, `/api/tracked-ads/member/${memberId}`)).toBe(404);
    expect(await status(outsider, `/api/tracked-ads/${memberAd.id}/photo`)).toBe(404);
    const res = await f.call(outsider, 'DELETE', `/api/tracked-ads/${memberAd.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'not_found',
      message: 'Tracked ad not found',
      params: { what: 'Tracked ad' },
    });
    expect((await f.list(outsider)).items).toEqual([]);
  });
});

describe('who deletes a tracked ad', () => {
  it('lets the person who tracked it, the member it is about and the owner delete it, no one else', async () => {
    const { owner, member, relative, memberId } = await familyWithAds();
    const byRelative = await f.track(relative, memberId, { description: 'Camping stove' });
    const byOwner = await f.track(owner, memberId, { description: 'Headlamp' });
    const byMember = await f.track(member, memberId, { description: 'Tent' });

    const list = await f.list(relative);
    const canDelete = new Map(list.items.map((a) => [a.id, a.canDelete]));
    expect([canDelete.get(byRelative.id), canDelete.get(byOwner.id), canDelete.get(byMember.id)]).toEqual([
      true,
      false,
      false,
    ]);

    const denied = await f.call(relative, 'DELETE', `/api/tracked-ads/${byMember.id}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toContain('Only the person who tracked this ad');
    expect(await status(relative, `/api/tracked-ads/${byRelative.id}`, 'DELETE')).toBe(204);
    expect(await status(member, `/api/tracked-ads/${byOwner.id}`, 'DELETE')).toBe(204);
    expect(await status(owner, `/api/tracked-ads/${byMember.id}`, 'DELETE')).toBe(204);
    expect(await status(owner, `/api/tracked-ads/${byMember.id}`, 'DELETE')).toBe(404);
  });

  it("takes a member's ads and what they taught along when the member is deleted", async () => {
    const { owner, family, child, childAd } = await familyWithAds();
    expect(await status(owner, `/api/families/${family.id}/family-members/${child.id}`, 'DELETE')).toBe(204);
    expect(await status(owner, `/api/tracked-ads/${childAd.id}/photo`)).toBe(404);
    expect((await f.list(owner)).items.map((a) => a.id)).not.toContain(childAd.id);
    const members = await f.get<FamilyMember[]>(owner, `/api/families/${family.id}/family-members`);
    expect(members.map((m) => m.id)).not.toContain(child.id);
  });
});

describe('who tracked an ad', () => {
  const recorderOf = async (viewer: string, adId: number) =>
    (await f.list(viewer)).items.find((a: { id: number }) => a.id === adId)?.createdByUserId;

  it('is shown only to the recorder until they turn activityVisible on, then to the family', async () => {
    const { owner, member, relative, memberAd } = await familyWithAds();
    const me = await f.get<{ id: number }>(member, '/api/auth/user');
    expect(await recorderOf(member, memberAd.id)).toBe(me.id);
    for (const viewer of [owner, relative]) expect(await recorderOf(viewer, memberAd.id)).toBeNull();

    const res = await f.call(member, 'PATCH', '/api/user/settings', { activityVisible: true });
    expect(res.statusCode, res.body).toBe(200);
    for (const viewer of [owner, relative]) expect(await recorderOf(viewer, memberAd.id)).toBe(me.id);
  });

  it('keeps the ad itself, and the recorder’s right to delete it, whatever the setting', async () => {
    const { owner, member, memberAd } = await familyWithAds();
    const seen = (await f.list(owner)).items.find((a: { id: number }) => a.id === memberAd.id);
    expect(seen).toMatchObject({ id: memberAd.id, createdByUserId: null });
    expect(await status(member, `/api/tracked-ads/${memberAd.id}`, 'DELETE')).toBe(204);
  });
});
