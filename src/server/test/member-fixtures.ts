import { expect } from 'vitest';
import type { FamilyMember, MemberPrivacyPatch } from '#common/members';
import { familyFixtures, JOIN_DETAILS } from './family-fixtures';
import type { TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const RELATIVE = { name: 'Grandma Rose', relationship: 'Grandparent' };

export const FULL_PROFILE = {
  lifestyle: { hobbies: ['Hiking'], lifeStage: 'established-career', workLifeBalance: 'balanced' },
  shoppingPreferences: { budgetRange: '50-100', favoriteCategories: ['Books'], motivation: 'quality' },
  personalityProfile: { values: ['Family'] },
  goals: { currentFocus: ['Travel'] },
  socialMediaActivity: { activePlatforms: ['Instagram'], onlineTime: 'light', influencedByAds: 'rarely' },
};

/** Helpers for the members API tests; every call makes new users and families. */
export function memberFixtures(t: TestApp) {
  const f = familyFixtures(t);

  const call = (cookie: string | undefined, method: Method, url: string, payload?: unknown) =>
    t.request({ method, url, cookie, payload: payload as Record<string, unknown> | undefined });

  const fixtures = {
    ...f,
    call,

    async userId(cookie: string) {
      return (await f.get<{ id: number }>(cookie, '/api/auth/user')).id;
    },

    /**
     * A family: its owner, a plain member who joined (Sibling, 34, interests, e-mail), a
     * second plain member (the relative who looks at the first), and an outsider.
     */
    async family() {
      const owner = await f.user('owner');
      const member = await f.user('member');
      const relative = await f.user('relative');
      const outsider = await f.user('outsider');
      const family = await f.createFamily(owner);
      const joined = await f.join(member, family.inviteCode, {
        ...JOIN_DETAILS,
        age: 34,
        interests: ['Hiking', 'Jazz'],
      });
      await f.join(relative, family.inviteCode, {
        ...JOIN_DETAILS,
        name: 'Rae Relative',
        email: 'rae@example.com',
      });
      const [ownerRecord] = await f.get<FamilyMember[]>(owner, `/api/families/${family.id}/family-members`);
      if (!ownerRecord) throw new Error('owner record missing');
      return {
        owner,
        member,
        relative,
        outsider,
        family,
        memberId: joined.member.id,
        ownerRecordId: ownerRecord.id,
      };
    },

    async addMember(cookie: string, familyId: number, payload: Record<string, unknown> = RELATIVE) {
      const res = await call(cookie, 'POST', `/api/families/${familyId}/family-members`, payload);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<FamilyMember>();
    },

    member(cookie: string, id: number) {
      return f.get<FamilyMember>(cookie, `/api/family-members/${id}`);
    },

    async setPrivacy(cookie: string, id: number, patch: MemberPrivacyPatch) {
      const res = await call(cookie, 'PUT', `/api/family-members/${id}/privacy`, patch);
      expect(res.statusCode, res.body).toBe(200);
    },

    async setFamilyPersonalInfo(owner: string, familyId: number, personalInfoVisibleToAll: boolean) {
      const res = await call(owner, 'PUT', `/api/family-accounts/${familyId}`, {
        settings: { privacy: { personalInfoVisibleToAll } },
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  };
  return fixtures;
}
