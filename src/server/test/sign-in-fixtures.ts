import { afterAll, beforeAll, expect } from 'vitest';
import type { AuthProfile } from '#common/auth';
import { startFacebookStandIn } from './facebook-stand-in';
import { type CookieJar, cookieJar, oauthFlow } from './oauth-flow';
import { startTestIssuer } from './oidc-issuer';
import { createTestApp, type TestApp, testConfig } from './test-app';

/**
 * An app with Google (local OIDC issuer) and Facebook (stand-in) sign-in for one test file,
 * and people with identities of their own at both. Every person is new, so tests share nothing.
 */
export function setUpSignInApp() {
  const s = {} as {
    t: TestApp;
    issuer: Awaited<ReturnType<typeof startTestIssuer>>;
    facebook: Awaited<ReturnType<typeof startFacebookStandIn>>;
  };
  let n = 0;
  beforeAll(async () => {
    s.issuer = await startTestIssuer();
    s.facebook = await startFacebookStandIn('fb-app', 'fb-secret');
    s.t = await createTestApp(testConfig({ ...s.issuer.env, ...s.facebook.env }));
  });
  afterAll(async () => {
    await s.t?.close();
    await s.issuer?.stop();
    await s.facebook?.close();
  });

  const fixtures = {
    get t() {
      return s.t;
    },
    get issuer() {
      return s.issuer;
    },
    get facebook() {
      return s.facebook;
    },

    /** A new person with a Google and a Facebook identity, both under the same e-mail. */
    person(name: string) {
      n += 1;
      const email = `${name}-${n}@example.com`;
      return {
        email,
        google: { sub: `g-${name}-${n}`, email, given_name: name, family_name: 'Test' },
        facebook: { id: `fb-${name}-${n}`, first_name: name, last_name: 'Test', email } as {
          id: string;
          first_name: string;
          last_name: string;
          email?: string;
        },
      };
    },

    /** A browser signed in with the person's Google identity. */
    async signInWithGoogle(p: { google: Parameters<(typeof s.issuer)['signInNextAs']>[0] }) {
      s.issuer.signInNextAs(p.google);
      const jar = cookieJar();
      const { location } = await oauthFlow(s.t, 'google', jar);
      expect(location).toBe('/?googleAuth=success');
      return jar;
    },

    unifyAccount: (jar: CookieJar, payload: { provider: string; unify: boolean }) =>
      s.t.request({
        method: 'POST',
        url: '/api/auth/unify-account',
        cookie: jar.header(),
        remoteAddress: jar.address,
        payload,
      }),

    profileOf: async (cookie: string) =>
      (await s.t.request({ method: 'GET', url: '/api/auth/profile', cookie })).json<AuthProfile>(),
  };
  return fixtures;
}
