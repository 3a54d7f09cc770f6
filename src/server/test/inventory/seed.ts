import type { Family, JoinFamilyResult } from '#common/families';
import type { FamilyMember } from '#common/members';
import type { TestApp } from '../test-app';

/**
 * One family with one of everything, for the route inventory: the owner, a member who
 * joined, a relative without an account and a child, plus an outsider with a family of
 * their own. A feature that adds an entity adds one of it here (and its ids to Seed).
 */
export interface Seed {
  owner: string;
  member: string;
  outsider: string;
  family: Family;
  outsiderFamily: Family;
  memberRecordId: number;
  relativeId: number;
  childId: number;
  /** The owner's sign-in record (provider_accounts id). */
  ownerProviderId: number;
  /** A tracked ad about the relative, with a photo, tracked by the owner. */
  adId: number;
  /** A generated feed ad about the relative. */
  feedAdId: number;
  impressionId: number;
}

/** A valid banner-ad impression for a member (the ad component's payload). */
export const impressionFor = (familyMemberId: number) => ({
  familyMemberId,
  adSlot: '1234567890',
  adType: 'banner',
  placement: 'feed',
  contextualMode: true,
  targetingData: { interests: ['Gardening'], contentOwner: 'Grandma Rose' },
  sessionId: 'session-0123456789',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
  cookieData: {
    sessionCookies: 1,
    adsCookies: 0,
    hasPreviousVisit: true,
    cookieCount: 2,
    consentGiven: true,
  },
});

export async function seedFamily(t: TestApp): Promise<Seed> {
  const owner = await t.signIn('inventory-owner@example.com', { firstName: 'Olive' });
  const member = await t.signIn('inventory-member@example.com', { firstName: 'Milo' });
  const outsider = await t.signIn('inventory-outsider@example.com', { firstName: 'Otto' });
  const post = async <T>(cookie: string, url: string, payload: object) => {
    const res = await t.request({ method: 'POST', url, cookie, payload });
    if (res.statusCode !== 201) throw new Error(`seed ${url}: ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };
  const family = await post<Family>(owner, '/api/family-accounts', { name: 'Inventory family' });
  const outsiderFamily = await post<Family>(outsider, '/api/family-accounts', { name: 'Elsewhere' });
  const joined = await post<JoinFamilyResult>(member, `/api/family-accounts/join/${family.inviteCode}`, {
    name: 'Milo',
    email: 'inventory-member@example.com',
    relationship: 'Sibling',
    age: 30,
  });
  const relative = await post<FamilyMember>(owner, `/api/families/${family.id}/family-members`, {
    name: 'Grandma Rose',
    relationship: 'Grandparent',
    age: 72,
  });
  const child = await post<FamilyMember>(owner, `/api/families/${family.id}/family-members`, {
    name: 'Lily',
    relationship: 'Child',
    age: 6,
  });
  const profile = await t.request({ method: 'GET', url: '/api/auth/profile', cookie: owner });
  const ownerProviderId = (profile.json() as { providers: { id: number }[] }).providers[0]?.id;
  if (!ownerProviderId) throw new Error('seed: the owner has no sign-in record');
  const ad = await post<{ id: number }>(owner, '/api/tracked-ads', {
    familyMemberId: relative.id,
    categoryId: 7,
    description: 'LEGO set for the grandchildren',
    targetingReasons: ['Interests: LEGO'],
    photo:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  });
  const feed = await post<{ items: { id: number }[] }>(owner, `/api/instagram-ads/generate/${relative.id}`, {
    count: 1,
  });
  const feedAdId = feed.items[0]?.id;
  if (!feedAdId) throw new Error('seed: no feed ad generated');
  const consent = await t.request({
    method: 'PUT',
    url: '/api/user/consent',
    cookie: owner,
    payload: { analytics: false, personalization: false, marketing: true },
  });
  if (consent.statusCode !== 200) throw new Error(`seed consent: ${consent.statusCode} ${consent.body}`);
  const impression = await post<{ id: number }>(owner, '/api/ad-impressions', impressionFor(relative.id));
  return {
    feedAdId,
    ownerProviderId,
    owner,
    member,
    outsider,
    family,
    outsiderFamily,
    memberRecordId: joined.member.id,
    relativeId: relative.id,
    childId: child.id,
    adId: ad.id,
    impressionId: impression.id,
  };
}
