import type { Family, JoinFamilyResult } from '#common/families';
import type { FamilyMember } from '#common/members';
import type { TestApp } from '../test-app';

/**
 * The route inventory's base: one family with its people, the owner, a member who joined, a
 * relative without an account and a child, plus an outsider with a family of their own. Each
 * feature seeds its own entities on top of it in its `<name>.inventory.ts` (inventories.ts runs
 * them); what several features need belongs here.
 */
export interface BaseSeed {
  owner: string;
  member: string;
  outsider: string;
  family: Family;
  outsiderFamily: Family;
  /** The member's record in the family. */
  memberRecordId: number;
  relativeId: number;
  childId: number;
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

/** A POST that must answer 201 for the seed to go on; its answer. */
export async function post<T>(t: TestApp, cookie: string, url: string, payload: object): Promise<T> {
  const res = await t.request({ method: 'POST', url, cookie, payload });
  if (res.statusCode !== 201) throw new Error(`seed ${url}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

export async function seedBase(t: TestApp): Promise<BaseSeed> {
  const owner = await t.signIn('inventory-owner@example.com', { firstName: 'Olive' });
  const member = await t.signIn('inventory-member@example.com', { firstName: 'Milo' });
  const outsider = await t.signIn('inventory-outsider@example.com', { firstName: 'Otto' });
  const family = await post<Family>(t, owner, '/api/family-accounts', { name: 'Inventory family' });
  const outsiderFamily = await post<Family>(t, outsider, '/api/family-accounts', { name: 'Elsewhere' });
  const joined = await post<JoinFamilyResult>(t, member, `/api/family-accounts/join/${family.inviteCode}`, {
    name: 'Milo',
    email: 'inventory-member@example.com',
    relationship: 'Sibling',
    age: 30,
  });
  const relative = await post<FamilyMember>(t, owner, `/api/families/${family.id}/family-members`, {
    name: 'Grandma Rose',
    relationship: 'Grandparent',
    age: 72,
  });
  const child = await post<FamilyMember>(t, owner, `/api/families/${family.id}/family-members`, {
    name: 'Lily',
    relationship: 'Child',
    age: 6,
  });
  return {
    owner,
    member,
    outsider,
    family,
    outsiderFamily,
    memberRecordId: joined.member.id,
    relativeId: relative.id,
    childId: child.id,
  };
}
