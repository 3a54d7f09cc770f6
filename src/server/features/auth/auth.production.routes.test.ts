import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { sessions } from '../../db/schema';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from '../../plugins/sessions';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/test-app';

describe('in production', () => {
  const PUBLIC_URL = 'https://giftlens.example';
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      LOG_LEVEL: 'silent',
    });
    app = await buildApp(config, { database: await openTestDatabase() });
  });
  afterAll(() => app.close());

  it('has no demo sign-in route at all', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      headers: { origin: PUBLIC_URL },
      payload: { email: 'demo@example.com' },
    });
    expect(res.statusCode).toBe(404);
    const form = await app.inject({
      method: 'POST',
      url: '/api/auth/demo',
      headers: { origin: PUBLIC_URL, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'as=first',
    });
    expect(form.statusCode).toBe(404);
    expect(form.cookies).toEqual([]);
    const config = await app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(config.json()).toEqual({ google: true, facebook: false, demo: false });
  });

  it('sends HSTS and an upgrade-insecure-requests policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('signs in with a Secure, __Host- prefixed session cookie', async () => {
    const issuer = new OAuth2Server();
    await issuer.issuer.keys.generate('RS256');
    await issuer.start(0, '127.0.0.1');
    issuer.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, { sub: 'prod-1', email: 'p@example.com', aud: 'id' });
    });
    const base = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      LOG_LEVEL: 'silent',
    });
    // Only the test issuer is plain http; everything else is the production configuration.
    if (!base.google || !issuer.issuer.url) throw new Error('test setup: Google settings missing');
    const config = {
      ...base,
      allowInsecureOAuth: true,
      google: { ...base.google, issuer: issuer.issuer.url },
    };
    const prod = await buildApp(config, { database: await openTestDatabase() });
    try {
      const start = await prod.inject({ method: 'GET', url: '/api/auth/google' });
      const tx = start.cookies.find((c) => c.name === 'giftlens.oauth');
      expect(tx?.secure).toBe(true);
      const answer = await fetch(start.headers.location as string, { redirect: 'manual' });
      const callback = new URL(answer.headers.get('location') as string);
      const res = await prod.inject({
        method: 'GET',
        url: callback.pathname + callback.search,
        headers: { cookie: `giftlens.oauth=${tx?.value}` },
      });
      const session = res.cookies.find((c) => c.name === '__Host-giftlens.sid');
      expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(session?.domain).toBeUndefined();
    } finally {
      await prod.close();
      await issuer.stop();
    }
  });
});

describe('session lifetime', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const keyOf = async () => {
    const rows = await t.database.db.select().from(sessions);
    return rows.at(-1)?.id ?? '';
  };

  it('ends a session idle for longer than the idle timeout', async () => {
    const cookie = await t.signIn('idle@example.com');
    const key = await keyOf();
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - IDLE_TIMEOUT_MS - 60_000) })
      .where(eq(sessions.id, key));
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie })).statusCode).toBe(401);
  });

  it('ends a session past its absolute lifetime even when used every day', async () => {
    const cookie = await t.signIn('old@example.com');
    const key = await keyOf();
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - ABSOLUTE_TIMEOUT_MS), expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, key));
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie })).statusCode).toBe(401);
  });

  it('stores only a hash of the session id', async () => {
    const cookie = await t.signIn('hash@example.com');
    const token = cookie.split('=')[1] ?? '';
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((r) => r.id === token)).toBe(false);
  });
});

describe('logs', () => {
  it('never contain the session cookie, its id, or the OAuth code', async () => {
    const lines: string[] = [];
    const database = await openTestDatabase();
    const config = {
      ...loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' }),
      // Every request's line too (they are logged at debug), the most a server ever logs of one.
      logLevel: 'debug',
    };
    const app = await buildApp(config, { database, logStream: { write: (line) => lines.push(line) } });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/dev-login',
        headers: { origin: 'http://localhost:3000' },
        payload: { email: 'logs@example.com' },
      });
      const token = login.cookies.find((c) => c.name === 'giftlens.sid')?.value ?? '';
      expect(token).not.toBe('');
      await app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { cookie: `giftlens.sid=${token}` },
      });
      await app.inject({ method: 'GET', url: '/api/auth/google/callback?code=SECRET-CODE&state=abc' });
      const all = lines.join('\n');
      expect(all).toContain('/api/auth/user');
      expect(all).not.toContain(token);
      expect(all).not.toContain('SECRET-CODE');
    } finally {
      await app.close();
    }
  });
});
