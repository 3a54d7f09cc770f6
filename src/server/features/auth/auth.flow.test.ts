import type { LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFacebookStandIn } from '../../test/facebook-stand-in';
import { createTestApp, sessionCookieFrom, type TestApp, testConfig } from '../../test/test-app';

let issuer: OAuth2Server;
let facebook: Awaited<ReturnType<typeof startFacebookStandIn>>;
let t: TestApp;
let googleUser = { sub: 'g-100', email: 'gina@example.com', given_name: 'Gina', family_name: 'Oh' };

beforeAll(async () => {
  issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  await issuer.start(0, '127.0.0.1');
  issuer.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, googleUser, { email_verified: true, aud: 'google-client' });
  });
  facebook = await startFacebookStandIn('fb-app', 'fb-secret');
  t = await createTestApp(
    testConfig({
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_ISSUER: issuer.issuer.url ?? '',
      ...facebook.env,
    }),
  );
});

afterAll(async () => {
  await t.close();
  await issuer.stop();
  await facebook.close();
});

const cookieHeader = (res: LightMyRequestResponse) =>
  res.cookies
    .filter((c) => c.value)
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');

/** Runs the browser's part: our redirect, the provider's redirect back, our callback. */
async function signInVia(
  provider: 'google' | 'facebook',
  tamper: { authorizeUrl?: (u: URL) => void; callbackUrl?: (u: URL) => void } = {},
) {
  const start = await t.request({ method: 'GET', url: `/api/auth/${provider}` });
  expect(start.statusCode).toBe(302);
  const authorizeUrl = new URL(start.headers.location as string);
  tamper.authorizeUrl?.(authorizeUrl);
  const providerAnswer = await fetch(authorizeUrl, { redirect: 'manual' });
  const callbackUrl = new URL(providerAnswer.headers.get('location') as string);
  tamper.callbackUrl?.(callbackUrl);
  expect(callbackUrl.pathname).toBe(`/api/auth/${provider}/callback`);
  const callback = await t.request({
    method: 'GET',
    url: callbackUrl.pathname + callbackUrl.search,
    cookie: cookieHeader(start),
  });
  return { start, authorizeUrl, callback };
}

describe('Google sign-in against a local OIDC issuer', () => {
  it('redirects to the issuer with state, nonce and an S256 PKCE challenge', async () => {
    const start = await t.request({ method: 'GET', url: '/api/auth/google' });
    const url = new URL(start.headers.location as string);
    expect(url.origin + url.pathname).toBe(`${issuer.issuer.url}/authorize`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/google/callback');
    expect(start.headers['set-cookie']).toMatch(/giftlens\.oauth=.*HttpOnly/i);
  });

  it('signs the user in, and a second sign-in finds the same user', async () => {
    const first = await signInVia('google');
    expect(first.callback.statusCode).toBe(302);
    expect(first.callback.headers.location).toBe('/?googleAuth=success');
    const cookie = sessionCookieFrom(first.callback);
    const me = await t.request({ method: 'GET', url: '/api/auth/profile', cookie });
    expect(me.json()).toMatchObject({
      firstName: 'Gina',
      lastName: 'Oh',
      email: 'gina@example.com',
      providers: [{ provider: 'google', email: 'gina@example.com' }],
    });

    const second = await signInVia('google');
    const again = await t.request({
      method: 'GET',
      url: '/api/auth/user',
      cookie: sessionCookieFrom(second.callback),
    });
    expect(again.json().id).toBe(me.json().id);
  });

  it('keys users by provider subject, not by e-mail', async () => {
    googleUser = { sub: 'g-200', email: 'gina@example.com', given_name: 'Other', family_name: 'Person' };
    const { callback } = await signInVia('google');
    const other = await t.request({
      method: 'GET',
      url: '/api/auth/user',
      cookie: sessionCookieFrom(callback),
    });
    googleUser = { sub: 'g-100', email: 'gina@example.com', given_name: 'Gina', family_name: 'Oh' };
    const { callback: back } = await signInVia('google');
    const gina = await t.request({ method: 'GET', url: '/api/auth/user', cookie: sessionCookieFrom(back) });
    expect(other.json().id).not.toBe(gina.json().id);
  });

  it('refuses a forged state', async () => {
    const { callback } = await signInVia('google', {
      callbackUrl: (u) => u.searchParams.set('state', 'forged-state'),
    });
    expect(callback.headers.location).toBe('/?authError=invalid_state');
    expect(callback.cookies.find((c) => c.name === 'giftlens.sid' && c.value)).toBeUndefined();
  });

  it('refuses a callback without the sign-in cookie of the browser that started it', async () => {
    const start = await t.request({ method: 'GET', url: '/api/auth/google' });
    const answer = await fetch(start.headers.location as string, { redirect: 'manual' });
    const cb = new URL(answer.headers.get('location') as string);
    const res = await t.request({ method: 'GET', url: cb.pathname + cb.search });
    expect(res.headers.location).toBe('/?authError=invalid_state');
  });

  it('refuses a code whose PKCE verifier does not match the challenge', async () => {
    const { callback } = await signInVia('google', {
      // The issuer now holds another challenge, so our verifier no longer matches it.
      authorizeUrl: (u) => u.searchParams.set('code_challenge', 'A'.repeat(43)),
    });
    expect(callback.headers.location).toBe('/?authError=exchange_failed');
  });

  it('turns a denied consent into a clear error code', async () => {
    const start = await t.request({ method: 'GET', url: '/api/auth/google' });
    const state = new URL(start.headers.location as string).searchParams.get('state');
    const res = await t.request({
      method: 'GET',
      url: `/api/auth/google/callback?error=access_denied&state=${state}`,
      cookie: cookieHeader(start),
    });
    expect(res.headers.location).toBe('/?authError=access_denied');
  });
});

describe('Facebook sign-in against a local stand-in', () => {
  it('signs in with the Graph profile, and again as the same user', async () => {
    const first = await signInVia('facebook');
    expect(first.authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(first.callback.headers.location).toBe('/?facebookAuth=success');
    const cookie = sessionCookieFrom(first.callback);
    const me = await t.request({ method: 'GET', url: '/api/auth/profile', cookie });
    expect(me.json()).toMatchObject({
      firstName: 'Fay',
      lastName: 'Book',
      email: 'fay@example.com',
      profileImageUrl: 'https://graph.example/1001.jpg',
      providers: [{ provider: 'facebook' }],
    });
    const second = await signInVia('facebook');
    const again = await t.request({
      method: 'GET',
      url: '/api/auth/user',
      cookie: sessionCookieFrom(second.callback),
    });
    expect(again.json().id).toBe(me.json().id);
  });

  it('accepts a Facebook account without an e-mail address', async () => {
    facebook.setUser({ id: '2002', first_name: 'No', last_name: 'Mail' });
    const { callback } = await signInVia('facebook');
    const me = await t.request({ method: 'GET', url: '/api/auth/user', cookie: sessionCookieFrom(callback) });
    expect(me.json()).toMatchObject({ firstName: 'No', email: null });
  });

  it('refuses a forged state and a wrong PKCE verifier', async () => {
    const forged = await signInVia('facebook', { callbackUrl: (u) => u.searchParams.set('state', 'x') });
    expect(forged.callback.headers.location).toBe('/?authError=invalid_state');
    const wrongPkce = await signInVia('facebook', {
      authorizeUrl: (u) => u.searchParams.set('code_challenge', 'B'.repeat(43)),
    });
    expect(wrongPkce.callback.headers.location).toBe('/?authError=exchange_failed');
  });

  it('turns a denied consent into a clear error code', async () => {
    const { callback } = await signInVia('facebook', {
      authorizeUrl: (u) => u.searchParams.set('deny', '1'),
    });
    expect(callback.headers.location).toBe('/?authError=access_denied');
  });
});
