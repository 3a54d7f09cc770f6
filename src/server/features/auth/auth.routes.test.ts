import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('session endpoints', () => {
  it('answers 401 to an anonymous visitor asking who they are', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Please sign in to continue.' });
  });

  it('signs in with the demo route, creating the user once per e-mail', async () => {
    const first = await t.request({
      method: 'POST',
      url: '/api/auth/dev-login',
      payload: { email: 'Ann@Example.com', firstName: 'Ann', lastName: 'Lee' },
    });
    expect(first.statusCode).toBe(200);
    const user = first.json();
    expect(user).toMatchObject({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' });

    const again = await t.request({
      method: 'POST',
      url: '/api/auth/dev-login',
      payload: { email: 'ann@example.com' },
    });
    expect(again.json().id).toBe(user.id);
  });

  it('issues an httpOnly SameSite=Lax session cookie with a fresh 256-bit id at every sign-in', async () => {
    const a = await t.request({
      method: 'POST',
      url: '/api/auth/dev-login',
      payload: { email: 'cookie@example.com' },
    });
    const b = await t.request({
      method: 'POST',
      url: '/api/auth/dev-login',
      payload: { email: 'cookie@example.com' },
    });
    const ca = a.cookies.find((c) => c.name === 'giftlens.sid');
    const cb = b.cookies.find((c) => c.name === 'giftlens.sid');
    expect(ca?.httpOnly).toBe(true);
    expect(ca?.sameSite).toBe('Lax');
    expect(ca?.path).toBe('/');
    expect(Buffer.from(ca?.value ?? '', 'base64url')).toHaveLength(32);
    expect(cb?.value).not.toBe(ca?.value);
  });

  it('returns the signed-in user and their profile with providers', async () => {
    const cookie = await t.signIn('profile@example.com', { firstName: 'Pat' });
    const user = await t.request({ method: 'GET', url: '/api/auth/user', cookie });
    expect(user.statusCode).toBe(200);
    expect(Object.keys(user.json()).sort()).toEqual([
      'email',
      'firstName',
      'id',
      'lastName',
      'profileImageUrl',
    ]);

    const profile = await t.request({ method: 'GET', url: '/api/auth/profile', cookie });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().providers).toEqual([
      {
        id: expect.any(Number),
        provider: 'demo',
        email: 'profile@example.com',
        createdAt: expect.any(String),
      },
    ]);
  });

  it('ends the session on the server at logout, so the old cookie no longer works', async () => {
    const cookie = await t.signIn('bye@example.com');
    const out = await t.request({ method: 'GET', url: '/api/auth/logout', cookie });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    const after = await t.request({ method: 'GET', url: '/api/auth/user', cookie });
    expect(after.statusCode).toBe(401);
  });

  it('ignores a forged or unknown session cookie', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/user', cookie: 'giftlens.sid=forged' });
    expect(res.statusCode).toBe(401);
  });

  it('rejects a demo sign-in without a valid e-mail, naming the field', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/dev-login', payload: { email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid email: /);
  });

  it('tells the client which sign-in methods exist', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/config' });
    expect(res.json()).toEqual({ google: false, facebook: false, demo: true });
  });

  it('sends a visitor back with a clear code when a provider is not configured', async () => {
    for (const provider of ['google', 'facebook']) {
      const res = await t.request({ method: 'GET', url: `/api/auth/${provider}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/?authError=not_configured');
    }
  });
});

describe('cross-site request protection', () => {
  it('refuses a state-changing request from another origin', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/dev-login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'victim@example.com' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Cross-site request refused/);
  });

  it('refuses a state-changing request with neither Origin nor Referer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      payload: { email: 'x@example.com' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts a same-origin request identified by its Referer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      headers: { referer: 'http://localhost:3000/join/INV-ABC' },
      payload: { email: 'ref@example.com' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a form-encoded or text body, which a cross-site form could send', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/dev-login',
        headers: { 'content-type': type },
        payload: 'email=a@example.com',
      });
      expect(res.statusCode).toBe(415);
    }
  });
});

describe('the demo sign-in form', () => {
  const form = (body: string, headers: Record<string, string> = {}) =>
    t.request({
      method: 'POST',
      url: '/api/auth/demo',
      payload: body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });

  it('signs in the second demo user from a plain form and sends them to the page named', async () => {
    const res = await form('as=second&next=%2Fdashboard');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dashboard');
    const cookie = res.cookies.find((c) => c.name.endsWith('giftlens.sid'));
    expect(cookie?.value).toBeTruthy();
    const me = await t.request({
      method: 'GET',
      url: '/api/auth/user',
      cookie: `${cookie?.name}=${cookie?.value}`,
    });
    expect(me.json()).toMatchObject({ email: 'sam@giftlens.local', firstName: 'Sam' });
  });

  it('signs in the demo user and lands on / when nothing else is asked', async () => {
    const res = await form('');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    const cookie = res.cookies.find((c) => c.name.endsWith('giftlens.sid'));
    const me = await t.request({
      method: 'GET',
      url: '/api/auth/user',
      cookie: `${cookie?.name}=${cookie?.value}`,
    });
    expect(me.json()).toMatchObject({ email: 'demo@giftlens.local' });
  });

  it('refuses to send anyone to another site, naming the field, and starts no session', async () => {
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'dashboard']) {
      const res = await form(`next=${encodeURIComponent(next)}`);
      expect(res.statusCode, next).toBe(400);
      expect(res.json().message, next).toMatch(/next/);
      expect(res.cookies.find((c) => c.name.endsWith('giftlens.sid'))).toBeUndefined();
    }
    expect((await form('as=third')).statusCode).toBe(400);
  });

  it('refuses a form posted from another site', async () => {
    const res = await form('as=first', { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.cookies.find((c) => c.name.endsWith('giftlens.sid'))).toBeUndefined();
  });
});
