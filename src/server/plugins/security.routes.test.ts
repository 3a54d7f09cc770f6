import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const whoAmI = (cookie: string, remoteAddress?: string) =>
  t.request({ method: 'GET', url: '/api/auth/user', cookie, remoteAddress });

describe('cross-site protection', () => {
  it('compares the whole origin: an https Origin is refused by an http server of the same host', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      headers: { origin: 'https://localhost:3000', host: 'localhost:3000' },
      payload: { email: 'scheme@example.com' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'cross_site_request',
      message: 'Cross-site request refused: this request did not come from GiftLens.',
    });
    const samePort = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      headers: { origin: 'http://localhost:3001', host: 'localhost:3000' },
      payload: { email: 'scheme@example.com' },
    });
    expect(samePort.statusCode).toBe(403);
  });

  it('does not sign anyone out from a link on another site', async () => {
    const cookie = await t.signIn('cross-site-logout@example.com');
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example/page' },
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/logout',
        headers: { cookie, ...headers },
      });
      expect(res.statusCode).toBe(302);
      expect((await whoAmI(cookie)).statusCode, JSON.stringify(headers)).toBe(200);
    }
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(302);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('signs out from a typed address or bookmark, which carries no site header', async () => {
    const cookie = await t.signIn('typed-logout@example.com');
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: { cookie, 'sec-fetch-site': 'none' },
    });
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });
});

describe('headers on every answer', () => {
  it('marks API answers no-store and limits the camera to our own pages', async () => {
    const cookie = await t.signIn('headers@example.com');
    const res = await whoAmI(cookie);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['permissions-policy']).toMatch(/camera=\(self\)/);
    expect(res.headers['permissions-policy']).toMatch(/geolocation=\(\)/);
  });

  it('names only features Chromium recognises in Permissions-Policy, so pages log no warning', async () => {
    const res = await t.request({ method: 'GET', url: '/' });
    const features = String(res.headers['permissions-policy'])
      .split(',')
      .map((directive) => directive.trim().split('=')[0]);
    expect(features).toContain('camera');
    // Chromium answers these with "Unrecognized feature" on every page.
    expect(features).not.toContain('bluetooth');
    expect(features).not.toContain('interest-cohort');
  });
});

describe('rate limits', () => {
  it('keeps "who is signed in" out of the sign-in bucket', async () => {
    const address = '203.0.113.50';
    const cookie = await t.signIn('bucket@example.com');
    for (let i = 0; i < 60; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/dev-login',
        payload: { email: `attempt-${i}@example.com` },
        remoteAddress: address,
      });
      expect(res.statusCode).toBe(200);
    }
    const limited = await t.request({
      method: 'POST',
      url: '/api/auth/dev-login',
      payload: { email: 'one-more@example.com' },
      remoteAddress: address,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'rate_limited',
      message: expect.stringMatching(
        /^Too many sign-in attempts: at most 60 a minute\. Try again in (\d+ seconds?|1 minute)\.$/,
      ),
      params: { group: 'sign-in', max: 60, window: 'minute', retryAfterSeconds: expect.any(Number) },
    });
    const me = await whoAmI(cookie, address);
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('bucket@example.com');
  });

  it('limits the writes of one user, not of everyone', async () => {
    const app = await createTestApp();
    try {
      const busy = await app.signIn('busy@example.com');
      const calm = await app.signIn('calm@example.com');
      const family = await app.request({
        method: 'POST',
        url: '/api/family-accounts',
        cookie: busy,
        payload: { name: 'Busy' },
      });
      const familyId = family.json().id;
      const write = (cookie: string) =>
        app.request({
          method: 'PUT',
          url: `/api/family-accounts/${familyId}`,
          cookie,
          payload: { name: 'Busy' },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 120; i++) statuses.push((await write(busy)).statusCode);
      expect(statuses.filter((s) => s === 200).length).toBe(119);
      const over = await write(busy);
      expect(over.statusCode).toBe(429);
      const other = await app.request({
        method: 'POST',
        url: '/api/family-accounts',
        cookie: calm,
        payload: { name: 'Calm' },
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });
});

describe('client addresses behind proxies (TRUST_PROXY)', () => {
  /** Production, where the old code trusted every X-Forwarded-For. */
  const production = (env: Record<string, string> = {}) =>
    testConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      PUBLIC_URL: 'https://giftlens.example',
      FACEBOOK_APP_ID: 'app',
      FACEBOOK_APP_SECRET: 'secret',
      ...env,
    });
  // Starting a Facebook sign-in builds the dialog URL locally and counts in the sign-in bucket.
  const startSignIn = (app: TestApp, remoteAddress: string, forwardedFor?: string) =>
    app.request({
      method: 'GET',
      url: '/api/auth/facebook',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('ignores X-Forwarded-For by default: a random header per request does not escape the limit', async () => {
    const app = await createTestApp(production());
    try {
      for (let i = 0; i < 60; i++) {
        expect((await startSignIn(app, '198.51.100.1', `10.1.${i}.${i}`)).statusCode).toBe(302);
      }
      expect((await startSignIn(app, '198.51.100.1', '10.200.0.1')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('ignores X-Forwarded-For by default: a forged header cannot lock another person out', async () => {
    const app = await createTestApp(production());
    try {
      for (let i = 0; i < 61; i++) await startSignIn(app, '198.51.100.2', '198.51.100.99');
      expect((await startSignIn(app, '198.51.100.99')).statusCode).toBe(302);
    } finally {
      await app.close();
    }
  });

  it('with TRUST_PROXY=1, counts the client the proxy names, each client in its own bucket', async () => {
    const app = await createTestApp(production({ TRUST_PROXY: '1' }));
    try {
      const proxy = '10.0.0.1';
      for (let i = 0; i < 60; i++) await startSignIn(app, proxy, '192.0.2.10');
      expect((await startSignIn(app, proxy, '192.0.2.10')).statusCode).toBe(429);
      expect((await startSignIn(app, proxy, '192.0.2.11')).statusCode).toBe(302);
      // Only the hop the trusted proxy added counts: a client's own forged entry is ignored.
      expect((await startSignIn(app, proxy, '192.0.2.12, 192.0.2.10')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('with TRUST_PROXY naming the proxy, trusts only that address', async () => {
    const app = await createTestApp(production({ TRUST_PROXY: '10.0.0.0/8' }));
    try {
      for (let i = 0; i < 60; i++) await startSignIn(app, '10.0.0.1', '192.0.2.20');
      expect((await startSignIn(app, '10.0.0.1', '192.0.2.20')).statusCode).toBe(429);
      // Not from the proxy: the header is the client's own claim and is ignored.
      expect((await startSignIn(app, '198.51.100.3', '192.0.2.20')).statusCode).toBe(302);
    } finally {
      await app.close();
    }
  });

  it('refuses TRUST_PROXY=true, which would trust any client', () => {
    expect(() => testConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
