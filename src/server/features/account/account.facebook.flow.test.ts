import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthProfile } from '#common/auth';
import { startFacebookStandIn } from '../../test/facebook-stand-in';
import { snapshotData } from '../../test/inventory/snapshot';
import { cookieJar, oauthFlow } from '../../test/oauth-flow';
import { startTestIssuer } from '../../test/oidc-issuer';
import { createTestApp, TEST_ORIGIN, type TestApp, testConfig } from '../../test/test-app';
import { tracesOf } from '../../test/user-traces';

let issuer: Awaited<ReturnType<typeof startTestIssuer>>;
let facebook: Awaited<ReturnType<typeof startFacebookStandIn>>;
let t: TestApp;
let n = 0;

beforeAll(async () => {
  issuer = await startTestIssuer();
  facebook = await startFacebookStandIn('fb-app', 'fb-secret');
  t = await createTestApp(testConfig({ ...issuer.env, ...facebook.env }));
});
afterAll(async () => {
  await t.close();
  await issuer.stop();
  await facebook.close();
});

/** What Facebook's servers sign: base64url(HMAC-SHA256(payload, secret)).payload */
function signedRequest(userId: string, secret = 'fb-secret', issuedAt = Date.now()) {
  const payload = Buffer.from(
    JSON.stringify({ algorithm: 'HMAC-SHA256', issued_at: Math.floor(issuedAt / 1000), user_id: userId }),
  ).toString('base64url');
  const signature = createHmac('sha256', secret).update(payload).digest('base64url');
  return `${signature}.${payload}`;
}

/** As Facebook's servers post it: form-encoded, no Origin, no cookie. */
const callback = (body: string, app = t) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/facebook/data-deletion',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });
const form = (signed: string) => `signed_request=${encodeURIComponent(signed)}`;

async function facebookUser(email?: string) {
  n += 1;
  const fb = { id: `fb-del-${n}`, first_name: `Fenna${n}`, last_name: 'Deletion', email };
  facebook.setUser(fb);
  const jar = cookieJar();
  expect((await oauthFlow(t, 'facebook', jar)).location).toBe('/?facebookAuth=success');
  const profile = (
    await t.request({ method: 'GET', url: '/api/auth/profile', cookie: jar.header() })
  ).json<AuthProfile>();
  return { fb, jar, profile };
}

describe("Facebook's data-deletion callback", () => {
  it('deletes an account whose only sign-in is Facebook, and answers with a status URL and code', async () => {
    const { fb, jar, profile } = await facebookUser(`fenna-${n}@example.com`);
    const res = await callback(form(signedRequest(fb.id)));
    expect(res.statusCode, res.body).toBe(200);
    const { url, confirmation_code: code } = res.json();
    expect(code).toMatch(/^[A-Z2-9]{16}$/);
    expect(url).toBe(`${TEST_ORIGIN}/data-deletion?code=${code}`);
    expect(
      await tracesOf(t.database.db, profile.id, [fb.id, fb.first_name, `fenna-${n}@example.com`]),
    ).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie: jar.header() })).statusCode).toBe(
      401,
    );

    const status = await t.request({ method: 'GET', url: `/api/data-deletion/${code}` });
    expect(status.json()).toEqual({
      confirmationCode: code,
      status: 'completed',
      outcome: 'account_deleted',
      requestedAt: expect.any(String),
      completedAt: expect.any(String),
    });
  });

  it('removes only the Facebook link and the picture it gave when the account has another sign-in', async () => {
    n += 1;
    const email = `both-${n}@example.com`;
    issuer.signInNextAs({ sub: `g-both-${n}`, email, given_name: 'Bo', family_name: 'Th' });
    const jar = cookieJar();
    await oauthFlow(t, 'google', jar);
    const fb = { id: `fb-both-${n}`, first_name: 'Bo', last_name: 'Th' };
    facebook.setUser(fb);
    expect((await oauthFlow(t, 'facebook', jar, '?intent=link')).location).toBe('/account?linked=facebook');
    const family = await t.request({
      method: 'POST',
      url: '/api/family-accounts',
      cookie: jar.header(),
      payload: { name: 'Both' },
    });
    const members = await t.request({
      method: 'GET',
      url: `/api/families/${family.json().id}/family-members`,
      cookie: jar.header(),
    });
    const own = members.json()[0];
    await t.request({
      method: 'PATCH',
      url: `/api/family-members/${own.id}/profile-picture`,
      cookie: jar.header(),
      payload: { revertToGoogle: true },
    });
    const withPicture = (
      await t.request({ method: 'GET', url: '/api/auth/profile', cookie: jar.header() })
    ).json();
    expect(withPicture.profileImageUrl).toBe(`https://graph.example/${fb.id}.jpg`);

    const res = await callback(form(signedRequest(fb.id)));
    expect(res.statusCode).toBe(200);
    const profile = (
      await t.request({ method: 'GET', url: '/api/auth/profile', cookie: jar.header() })
    ).json<AuthProfile>();
    expect(profile.providers.map((p) => p.provider)).toEqual(['google']);
    expect(profile.profileImageUrl).toBeNull();
    expect(profile.linkHistory[0]).toMatchObject({ provider: 'facebook', action: 'deauthorized' });
    const record = await t.request({
      method: 'GET',
      url: `/api/family-members/${own.id}`,
      cookie: jar.header(),
    });
    expect(record.json().profileImage).toBeNull();
    const status = await t.request({
      method: 'GET',
      url: `/api/data-deletion/${res.json().confirmation_code}`,
    });
    expect(status.json().outcome).toBe('link_removed');
  });

  it('answers a Facebook user GiftLens never saw with "nothing found"', async () => {
    const res = await callback(form(signedRequest('fb-stranger')));
    const status = await t.request({
      method: 'GET',
      url: `/api/data-deletion/${res.json().confirmation_code}`,
    });
    expect(status.json().outcome).toBe('nothing_found');
  });

  it('refuses a bad signature or a malformed request with 400, changing nothing', async () => {
    const { fb } = await facebookUser();
    const before = await snapshotData(t.database.db);
    const forged = signedRequest(fb.id, 'not-the-app-secret');
    const tampered = `${signedRequest(fb.id).split('.')[0]}.${Buffer.from('{"algorithm":"HMAC-SHA256","user_id":"someone-else"}').toString('base64url')}`;
    for (const body of [form(forged), form(tampered), form('no-dot'), form('a.b.c'), 'other=1', '']) {
      const res = await callback(body);
      expect(res.statusCode, body).toBe(400);
    }
    expect((await callback(form(forged))).json().message).toBe(
      'Invalid signed_request: the signature does not match.',
    );
    expect(await snapshotData(t.database.db)).toBe(before);
  });

  it('refuses with 400 a validly signed request whose user_id PostgreSQL cannot hold, changing nothing', async () => {
    const { fb } = await facebookUser();
    const before = await snapshotData(t.database.db);
    for (const userId of [`${fb.id}\u0000`, '\u0000', `${fb.id}\ud800`]) {
      const res = await callback(form(signedRequest(userId)));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        code: 'signed_request_invalid',
        message:
          'Invalid signed_request: its user_id holds U+0000 or a lone surrogate, which no Facebook user id does.',
        params: { problem: 'bad_user_id' },
      });
    }
    expect(await snapshotData(t.database.db)).toBe(before);
  });

  it('answers a replayed request with its first confirmation and does nothing new', async () => {
    const { fb } = await facebookUser(`replay-${n}@example.com`);
    const signed = signedRequest(fb.id);
    const first = await callback(form(signed));
    expect(first.statusCode, first.body).toBe(200);
    // The same person signs in with Facebook again: a replay must not delete the new account.
    const again = await facebookUser(`replay-again-${n}@example.com`);
    facebook.setUser({ ...again.fb, id: fb.id });
    const returning = cookieJar();
    expect((await oauthFlow(t, 'facebook', returning)).location).toBe('/?facebookAuth=success');
    const before = await snapshotData(t.database.db);
    for (let i = 0; i < 2; i++) {
      const replay = await callback(form(signed));
      expect(replay.statusCode, replay.body).toBe(200);
      expect(replay.json()).toEqual(first.json());
    }
    expect(await snapshotData(t.database.db)).toBe(before);
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/user', cookie: returning.header() })).statusCode,
    ).toBe(200);
  });

  it('refuses a request issued years ago, or ahead of the clock, with 400, changing nothing', async () => {
    const { fb, jar } = await facebookUser(`stale-${n}@example.com`);
    const before = await snapshotData(t.database.db);
    const stale = await callback(form(signedRequest(fb.id, 'fb-secret', Date.now() - 3 * 365 * 86_400_000)));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toMatch(/^Invalid signed_request: it was issued \d+ minutes ago;/);
    const eleven = await callback(form(signedRequest(fb.id, 'fb-secret', Date.now() - 11 * 60_000)));
    expect(eleven.statusCode).toBe(400);
    const future = await callback(form(signedRequest(fb.id, 'fb-secret', Date.now() + 5 * 60_000)));
    expect(future.json()).toEqual({
      code: 'signed_request_invalid',
      message: 'Invalid signed_request: its issued_at is in the future.',
      params: { problem: 'from_the_future' },
    });
    expect(await snapshotData(t.database.db)).toBe(before);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie: jar.header() })).statusCode).toBe(
      200,
    );
  });

  it('shows 404 for an unknown confirmation code', async () => {
    const res = await t.request({ method: 'GET', url: '/api/data-deletion/UNKNOWNCODE23456' });
    expect(res.statusCode).toBe(404);
  });

  it('is the only route taking a form body: every other one still refuses it', async () => {
    const cookie = await t.signIn(`form-${n}@example.com`);
    const res = await t.request({
      method: 'PATCH',
      url: '/api/user/profile',
      cookie,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'firstName=Forged',
    });
    expect(res.statusCode).toBe(415);
    const unify = await t.request({
      method: 'POST',
      url: '/api/auth/unify-account',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'provider=facebook&unify=true',
    });
    expect(unify.statusCode).toBe(415);
  });

  it('answers 404 when Facebook sign-in is not set up', async () => {
    const plain = await createTestApp();
    try {
      const res = await callback(form(signedRequest('1')), plain);
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
