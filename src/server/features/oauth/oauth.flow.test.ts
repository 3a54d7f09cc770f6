import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiagnosticCheck, OAuthDiagnostics } from '#common/oauth-diagnostics';
import { type AppConfig, loadConfig } from '../../config';
import { startFacebookStandIn } from '../../test/facebook-stand-in';
import { cookieJar, oauthFlow } from '../../test/oauth-flow';
import { startTestIssuer } from '../../test/oidc-issuer';
import { createTestApp, TEST_ORIGIN, type TestApp, testConfig } from '../../test/test-app';

const SECRET = 'f3Jk9qLx2Vb7Zr1Tn8Wc4Yp6Hd0Sg5Ma';
let issuer: Awaited<ReturnType<typeof startTestIssuer>>;
let facebook: Awaited<ReturnType<typeof startFacebookStandIn>>;
let t: TestApp;
let cookie: string;

const env = () => ({ ...issuer.env, ...facebook.env, SESSION_SECRET: SECRET });

beforeAll(async () => {
  issuer = await startTestIssuer();
  facebook = await startFacebookStandIn('fb-app', 'fb-secret');
  issuer.state.redirectUris = [`${TEST_ORIGIN}/api/auth/google/callback`];
  t = await createTestApp(testConfig(env()));
  cookie = await t.signIn('operator@example.com');
});
afterAll(async () => {
  await t.close();
  await issuer.stop();
  await facebook.close();
});

async function diagnose(app = t, as = cookie) {
  const res = await app.request({
    method: 'GET',
    url: '/api/oauth/diagnostics',
    cookie: as,
    headers: { host: 'localhost:3000' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json<OAuthDiagnostics>(), raw: res.body };
}
const check = (d: OAuthDiagnostics, id: string) => d.checks.find((c) => c.id === id) as DiagnosticCheck;

/** A fresh app on this configuration, closed after `fn`. */
async function withApp(
  extra: Record<string, string>,
  fn: (app: TestApp, as: string) => Promise<void>,
  overrides: Partial<AppConfig> = {},
) {
  const app = await createTestApp(testConfig({ ...env(), ...extra }, overrides));
  try {
    await fn(app, await app.signIn('operator@example.com'));
  } finally {
    await app.close();
  }
}

describe('OAuth diagnostics against the local issuer and Facebook stand-in', () => {
  it('is healthy when everything is right, and never shows a secret', async () => {
    const { body, raw } = await diagnose();
    expect(body.overall, JSON.stringify(body.checks.filter((c) => c.status !== 'pass'))).toBe('healthy');
    expect(body.environment).toBe('development');
    expect(body.callbackUrls).toEqual({
      google: `${TEST_ORIGIN}/api/auth/google/callback`,
      facebook: `${TEST_ORIGIN}/api/auth/facebook/callback`,
    });
    expect(body.checks.map((c) => c.id)).toEqual([
      'providers',
      'google-discovery',
      'google-redirect-uri',
      'facebook-credentials',
      'redirect-uris',
      'https',
      'clock-skew',
      'google-last-error',
      'facebook-last-error',
      'session-secret',
    ]);
    for (const c of body.checks) expect(c).toMatchObject({ status: 'pass', fixAction: null });
    for (const secret of ['google-secret', 'fb-secret', SECRET]) expect(raw).not.toContain(secret);
  });

  it('names a redirect URI Google does not know, with the exact URI to register', async () => {
    issuer.state.redirectUris = ['https://elsewhere.example/api/auth/google/callback'];
    try {
      const { body } = await diagnose();
      const c = check(body, 'google-redirect-uri');
      expect(c).toMatchObject({ status: 'fail', severity: 'high' });
      expect(c.message).toContain('redirect_uri_mismatch');
      expect(c.fixAction).toContain(`${TEST_ORIGIN}/api/auth/google/callback`);
      expect(body.overall).toBe('issues');
    } finally {
      issuer.state.redirectUris = [`${TEST_ORIGIN}/api/auth/google/callback`];
    }
  });

  it('reports an unreachable issuer as critical', async () => {
    const closed = await freePort();
    await withApp({ GOOGLE_ISSUER: `http://127.0.0.1:${closed}` }, async (app, as) => {
      const { body } = await diagnose(app, as);
      const c = check(body, 'google-discovery');
      expect(c).toMatchObject({ status: 'fail', severity: 'critical' });
      expect(c.message).toMatch(/Could not reach .*ECONNREFUSED/);
      expect(c.fixAction).toMatch(/GOOGLE_ISSUER/);
      expect(body.overall).toBe('critical');
    });
  });

  it('reports an issuer that differs from GOOGLE_ISSUER by a single slash', async () => {
    await withApp({ GOOGLE_ISSUER: `${issuer.url}/` }, async (app, as) => {
      const c = check((await diagnose(app, as)).body, 'google-discovery');
      expect(c.status).toBe('fail');
      expect(c.fixAction).toBe(`Set GOOGLE_ISSUER to exactly ${issuer.url}.`);
    });
  });

  it("warns when this server's clock is 30 s or more off the provider's, and fails past 5 minutes", async () => {
    try {
      issuer.state.clockSkewMs = 90_000;
      const warned = check((await diagnose()).body, 'clock-skew');
      expect(warned).toMatchObject({ status: 'warning', severity: 'medium' });
      expect(warned.message).toMatch(/(89|90|91) s off Google's/);
      issuer.state.clockSkewMs = -600_000;
      const failed = check((await diagnose()).body, 'clock-skew');
      expect(failed).toMatchObject({ status: 'fail', severity: 'high' });
      expect(failed.details).toContainEqual({
        label: 'Google clock',
        value: expect.stringMatching(/^behind ours by 60\d s$/),
      });
    } finally {
      issuer.state.clockSkewMs = 0;
    }
  });

  it('reports an app secret Facebook rejects as critical', async () => {
    facebook.state.appSecret = 'rotated-in-the-console';
    try {
      const { body } = await diagnose();
      const c = check(body, 'facebook-credentials');
      expect(c).toMatchObject({ status: 'fail', severity: 'critical' });
      expect(c.message).toBe('Facebook refused the app id or secret: Error validating client secret.');
      expect(c.fixAction).toMatch(/FACEBOOK_APP_SECRET/);
      expect(body.overall).toBe('critical');
    } finally {
      facebook.state.appSecret = 'fb-secret';
    }
  });

  it('shows the last sign-in error the callback recorded, until a sign-in succeeds again', async () => {
    const jar = cookieJar();
    const start = await t.request({ method: 'GET', url: '/api/auth/google', remoteAddress: jar.address });
    const answer = await fetch(String(start.headers.location), { redirect: 'manual' });
    const back = new URL(answer.headers.get('location') ?? '');
    await t.request({ method: 'GET', url: back.pathname + back.search, remoteAddress: jar.address });
    const failed = check((await diagnose()).body, 'google-last-error');
    expect(failed).toMatchObject({ status: 'warning' });
    expect(failed.details).toContainEqual({ label: 'Failure code', value: 'invalid_state' });
    expect(failed.fixAction).toMatch(/sign-in cookie/);

    issuer.signInNextAs({ sub: 'g-diag', email: 'diag@example.com', given_name: 'D', family_name: 'G' });
    expect((await oauthFlow(t, 'google', cookieJar())).location).toBe('/?googleAuth=success');
    expect(check((await diagnose()).body, 'google-last-error').status).toBe('pass');
  });

  it('gives up on silent providers quickly, checking them side by side', async () => {
    const silent = await silentServer();
    const port = (silent.address() as { port: number }).port;
    const url = `http://127.0.0.1:${port}`;
    try {
      await withApp(
        { GOOGLE_ISSUER: url, FACEBOOK_TOKEN_URL: `${url}/oauth/access_token` },
        async (app, as) => {
          const started = Date.now();
          const { body } = await diagnose(app, as);
          const took = Date.now() - started;
          expect(check(body, 'google-discovery').message).toContain('no answer within 400 ms');
          expect(check(body, 'facebook-credentials').message).toContain('no answer within 400 ms');
          // In parallel: well under the 800 ms two checks in a row would take.
          expect(took).toBeLessThan(790);
        },
        { diagnosticsTimeoutMs: 400 },
      );
    } finally {
      silent.close();
    }
  });

  it('flags a weak session secret and a page opened away from PUBLIC_URL', async () => {
    await withApp({ SESSION_SECRET: 'ab'.repeat(20) }, async (app, as) => {
      const res = await app.request({
        method: 'GET',
        url: '/api/oauth/diagnostics',
        cookie: as,
        headers: { host: 'giftlens.lan:8080' },
      });
      const body = res.json<OAuthDiagnostics>();
      expect(check(body, 'session-secret')).toMatchObject({ status: 'warning' });
      expect(check(body, 'redirect-uris')).toMatchObject({ status: 'warning', severity: 'high' });
      expect(check(body, 'redirect-uris').message).toContain('http://giftlens.lan:8080');
    });
  });
});

describe('who may see the diagnostics', () => {
  it('answers 401 to a visitor, and shows any signed-in user in local mode', async () => {
    expect((await t.request({ method: 'GET', url: '/api/oauth/diagnostics' })).statusCode).toBe(401);
    const someone = await t.signIn('someone@example.com');
    expect((await t.request({ method: 'GET', url: '/api/oauth/access', cookie: someone })).json()).toEqual({
      canView: true,
      isAdmin: false,
    });
  });

  it('in production, only a provider-verified address from ADMIN_EMAILS: others get 404', async () => {
    const PUBLIC = 'https://giftlens.example';
    const config = {
      ...loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: PUBLIC,
        LOG_LEVEL: 'silent',
        ...env(),
        ADMIN_EMAILS: 'boss@example.com, fb-boss@example.com',
      }),
      allowInsecureOAuth: true,
    };
    const app = await createTestApp(config);
    const registered = issuer.state.redirectUris;
    issuer.state.redirectUris = null;
    try {
      const signIn = async (provider: 'google' | 'facebook') => {
        const jar = cookieJar();
        expect((await oauthFlow(app, provider, jar)).location).toBe(`/?${provider}Auth=success`);
        return jar.header();
      };
      const diagnostics = (as: string) =>
        app.request({
          method: 'GET',
          url: '/api/oauth/diagnostics',
          cookie: as,
          headers: { origin: PUBLIC },
        });

      issuer.signInNextAs({ sub: 'g-boss', email: 'boss@example.com', given_name: 'B', family_name: 'Oss' });
      const boss = await signIn('google');
      const bossView = await diagnostics(boss);
      expect(bossView.statusCode, bossView.body).toBe(200);
      expect(bossView.json().environment).toBe('production');

      // Facebook does not verify addresses: its e-mail does not make an admin.
      facebook.setUser({ id: 'fb-boss', first_name: 'F', last_name: 'Boss', email: 'fb-boss@example.com' });
      const fbBoss = await signIn('facebook');
      expect((await diagnostics(fbBoss)).statusCode).toBe(404);

      // Nor does an address typed on the profile.
      issuer.signInNextAs({ sub: 'g-plain', email: 'plain@example.com', given_name: 'P', family_name: 'L' });
      const plain = await signIn('google');
      await app.request({
        method: 'PATCH',
        url: '/api/user/profile',
        cookie: plain,
        headers: { origin: PUBLIC },
        payload: { email: 'boss@example.com' },
      });
      const denied = await diagnostics(plain);
      expect(denied.statusCode).toBe(404);
      expect(denied.json()).toEqual({ code: 'not_found', message: 'Not found' });
      expect((await app.request({ method: 'GET', url: '/api/oauth/access', cookie: plain })).json()).toEqual({
        canView: false,
        isAdmin: false,
      });
    } finally {
      issuer.state.redirectUris = registered;
      await app.close();
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Accepts connections and never answers. */
function silentServer(): Promise<Server> {
  return new Promise((resolve) => {
    const sockets: import('node:net').Socket[] = [];
    const server = createServer((socket) => sockets.push(socket));
    server.on('close', () => {
      for (const s of sockets) s.destroy();
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}
