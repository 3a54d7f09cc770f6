import { expect } from 'vitest';
import type { Family, JoinFamilyInput, JoinFamilyResult } from '#common/families';
import type { TestApp } from './test-app';

export const JOIN_DETAILS: JoinFamilyInput = {
  name: 'Sam Joiner',
  email: 'sam@example.com',
  relationship: 'Sibling',
};

/** Helpers for the families API tests; every call makes new users so tests share nothing. */
export function familyFixtures(t: TestApp) {
  let n = 0;
  let address = 0;

  const fixtures = {
    /** Signs in a brand-new user. */
    user(prefix: string, names?: { firstName?: string; lastName?: string }) {
      n += 1;
      return t.signIn(`${prefix}-${n}@example.com`, names);
    },

    /**
     * A fresh client address per call unless one is given: the join routes are rate limited
     * per address, and the tests are not what that limit is about.
     */
    address() {
      address += 1;
      return `10.0.${Math.floor(address / 250)}.${(address % 250) + 1}`;
    },

    async createFamily(cookie: string, payload: Record<string, unknown> = { name: 'The Lees' }) {
      const res = await t.request({ method: 'POST', url: '/api/family-accounts', cookie, payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Family>();
    },

    joinRequest(cookie: string, code: string, payload: unknown = JOIN_DETAILS, remoteAddress?: string) {
      return t.request({
        method: 'POST',
        url: `/api/family-accounts/join/${encodeURIComponent(code)}`,
        cookie,
        payload: payload as Record<string, unknown>,
        remoteAddress: remoteAddress ?? fixtures.address(),
      });
    },

    async join(cookie: string, code: string, payload: unknown = JOIN_DETAILS) {
      const res = await fixtures.joinRequest(cookie, code, payload);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<JoinFamilyResult>();
    },

    /** A family with its owner, a plain member who joined with the code, and an outsider. */
    async familyWithMember() {
      const owner = await fixtures.user('owner');
      const member = await fixtures.user('member');
      const outsider = await fixtures.user('outsider');
      const family = await fixtures.createFamily(owner);
      await fixtures.join(member, family.inviteCode);
      return { owner, member, outsider, family };
    },

    async get<T = unknown>(cookie: string, url: string) {
      const res = await t.request({ method: 'GET', url, cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    },
  };
  return fixtures;
}
