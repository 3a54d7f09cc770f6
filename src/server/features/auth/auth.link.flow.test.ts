import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthProfile } from '#common/auth';
import { providerLinkEvents } from '../../db/schema';
import { startFacebookStandIn } from '../../test/facebook-stand-in';
import { type CookieJar, cookieJar, oauthFlow } from '../../test/oauth-flow';
import { startTestIssuer } from '../../test/oidc-issuer';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';

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

/** A new person with a Google and a Facebook identity of their own. */
function person(name: string) {
  n += 1;
  const email = `${name}-${n}@example.com`;
  return {
    email,
    google: { sub: `g-${name}-${n}`, email, given_name: name, family_name: 'Test' },
    facebook: { id: `fb-${name}-${n}`, first_name: name, last_name: 'Test', email },
  };
}

async function signInWithGoogle(p: ReturnType<typeof person>) {
  issuer.signInNextAs(p.google);
  const jar = cookieJar();
  const { location } = await oauthFlow(t, 'google', jar);
  expect(location).toBe('/?googleAuth=success');
  return jar;
}

const unifyAccount = (jar: CookieJar, payload: { provider: string; unify: boolean }) =>
  t.request({
    method: 'POST',
    url: '/api/auth/unify-account',
    cookie: jar.header(),
    remoteAddress: jar.address,
    payload,
  });

const profileOf = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/auth/profile', cookie })).json<AuthProfile>();

describe('connecting another sign-in from the account page', () => {
  it('links Facebook to a Google account, and both then open the same account', async () => {
    const gina = person('gina');
    const jar = await signInWithGoogle(gina);
    facebook.setUser(gina.facebook);
    const { location } = await oauthFlow(t, 'facebook', jar, '?intent=link');
    expect(location).toBe('/account?linked=facebook');

    const profile = await profileOf(jar.header());
    expect(profile.providers.map((p) => p.provider)).toEqual(['google', 'facebook']);
    expect(profile.linkHistory).toEqual([{ provider: 'facebook', action: 'linked', at: expect.any(String) }]);

    const fresh = cookieJar();
    expect((await oauthFlow(t, 'facebook', fresh)).location).toBe('/?facebookAuth=success');
    expect((await profileOf(fresh.header())).id).toBe(profile.id);
  });

  it('refuses an identity that already opens another account, and moves nothing', async () => {
    const owner = person('owner');
    await signInWithGoogle(owner);
    facebook.setUser({ ...owner.facebook, email: undefined });
    const ownerFacebook = cookieJar();
    expect((await oauthFlow(t, 'facebook', ownerFacebook)).location).toBe('/?facebookAuth=success');
    const before = await profileOf(ownerFacebook.header());

    const other = person('other');
    const jar = await signInWithGoogle(other);
    facebook.setUser({ ...owner.facebook, email: undefined });
    const { location } = await oauthFlow(t, 'facebook', jar, '?intent=link');
    expect(location).toBe('/account?linkError=already_linked');
    expect((await profileOf(jar.header())).providers.map((p) => p.provider)).toEqual(['google']);
    expect(await profileOf(ownerFacebook.header())).toEqual(before);
  });

  it('refuses a second sign-in of a provider the account already has', async () => {
    const ann = person('ann');
    const jar = await signInWithGoogle(ann);
    issuer.signInNextAs(person('someone').google);
    expect((await oauthFlow(t, 'google', jar, '?intent=link')).location).toBe(
      '/account?linkError=provider_taken',
    );
  });

  it('needs a signed-in user to start a link', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/facebook?intent=link' });
    expect(res.headers.location).toBe('/account?linkError=not_signed_in');
  });

  it('connects nothing when the callback arrives in another session than the one that started it', async () => {
    const victim = person('victim');
    const victimJar = await signInWithGoogle(victim);
    const attacker = person('attacker');
    const attackerJar = await signInWithGoogle(attacker);
    // The attacker starts a link in their session, then the callback lands in the victim's
    // browser carrying the attacker's sign-in cookie (their state) but the victim's session.
    const start = await t.request({
      method: 'GET',
      url: '/api/auth/facebook?intent=link',
      cookie: attackerJar.header(),
    });
    attackerJar.take(start);
    facebook.setUser(attacker.facebook);
    const answer = await fetch(String(start.headers.location), { redirect: 'manual' });
    const back = new URL(answer.headers.get('location') ?? '');
    const txCookie = start.cookies.find((c) => c.name === 'giftlens.oauth');
    const res = await t.request({
      method: 'GET',
      url: back.pathname + back.search,
      cookie: `${victimJar.header()}; giftlens.oauth=${txCookie?.value}`,
    });
    expect(res.headers.location).toBe('/account?linkError=session_changed');
    expect((await profileOf(victimJar.header())).providers.map((p) => p.provider)).toEqual(['google']);
  });

  it('refuses a link started from another site', async () => {
    const ann = person('cross');
    const jar = await signInWithGoogle(ann);
    const res = await t.request({
      method: 'GET',
      url: '/api/auth/facebook?intent=link',
      cookie: jar.header(),
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.headers.location).toBe('/account');
    expect(res.cookies.find((c) => c.name === 'giftlens.oauth')).toBeUndefined();
  });
});

describe('disconnecting a sign-in', () => {
  it('removes one of two sign-ins, refuses the last, and records both', async () => {
    const dee = person('dee');
    const jar = await signInWithGoogle(dee);
    facebook.setUser(dee.facebook);
    await oauthFlow(t, 'facebook', jar, '?intent=link');
    const [google, fb] = (await profileOf(jar.header())).providers;

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/auth/disconnect/${fb?.id}`,
      cookie: jar.header(),
    });
    expect(removed.statusCode).toBe(204);
    const last = await t.request({
      method: 'DELETE',
      url: `/api/auth/disconnect/${google?.id}`,
      cookie: jar.header(),
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('You need at least one authentication method to access your account.');

    const profile = await profileOf(jar.header());
    expect(profile.providers.map((p) => p.provider)).toEqual(['google']);
    expect(profile.linkHistory.map((h) => `${h.action} ${h.provider}`)).toEqual([
      'unlinked facebook',
      'linked facebook',
    ]);
  });

  it("answers 404 for someone else's sign-in and removes nothing", async () => {
    const a = person('a');
    const aJar = await signInWithGoogle(a);
    facebook.setUser(a.facebook);
    await oauthFlow(t, 'facebook', aJar, '?intent=link');
    const b = await signInWithGoogle(person('b'));
    const target = (await profileOf(aJar.header())).providers[1];
    const res = await t.request({
      method: 'DELETE',
      url: `/api/auth/disconnect/${target?.id}`,
      cookie: b.header(),
    });
    expect(res.statusCode).toBe(404);
    expect((await profileOf(aJar.header())).providers).toHaveLength(2);
  });
});

describe('the same e-mail through another provider (unification)', () => {
  it('never signs anyone in to the existing account on the strength of an e-mail', async () => {
    const victim = person('victim');
    const victimJar = await signInWithGoogle(victim);
    const victimBefore = await profileOf(victimJar.header());

    // The attacker's Facebook account claims the victim's address (Facebook asserts no verification).
    const attacker = cookieJar();
    facebook.setUser({ id: `fb-attacker-${n}`, first_name: 'Mallory', last_name: 'X', email: victim.email });
    const { location } = await oauthFlow(t, 'facebook', attacker);
    const url = new URL(location, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      requiresUnification: 'true',
      provider: 'facebook',
      existingProviders: 'google',
    });
    expect(attacker.has('giftlens.sid')).toBe(false);
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/user', cookie: attacker.header() })).statusCode,
    ).toBe(401);

    // "Unify" without proving the existing account only asks for proof.
    const unify = await unifyAccount(attacker, { provider: 'facebook', unify: true });
    expect(unify.json()).toEqual({ status: 'verify', verifyWith: ['google'] });

    // Proving with a Google account that is not the victim's connects nothing.
    issuer.signInNextAs(person('mallory').google);
    const proof = await oauthFlow(t, 'google', attacker, '?intent=unify');
    expect(proof.location).toBe('/?authError=unify_mismatch');
    expect(await profileOf(victimJar.header())).toEqual(victimBefore);

    // The waiting sign-in is gone too: trying again finds nothing to connect.
    const again = await unifyAccount(attacker, { provider: 'facebook', unify: true });
    expect(again.statusCode).toBe(400);
    expect(await profileOf(victimJar.header())).toEqual(victimBefore);
  });

  it('connects the accounts once the person signs in to the existing one', async () => {
    const rae = person('rae');
    const raeJar = await signInWithGoogle(rae);
    const before = await profileOf(raeJar.header());

    const browser = cookieJar();
    facebook.setUser(rae.facebook);
    expect((await oauthFlow(t, 'facebook', browser)).location).toMatch(/^\/\?requiresUnification=true/);
    const pending = await t.request({
      method: 'GET',
      url: '/api/auth/pending-link',
      cookie: browser.header(),
    });
    expect(pending.json()).toEqual({
      provider: 'facebook',
      email: rae.email,
      existingProviders: ['google'],
      verifyWith: ['google'],
    });

    issuer.signInNextAs(rae.google);
    const proof = await oauthFlow(t, 'google', browser, '?intent=unify');
    expect(proof.location).toBe('/?unified=facebook');
    const after = await profileOf(browser.header());
    expect(after.id).toBe(before.id);
    expect(after.providers.map((p) => p.provider)).toEqual(['google', 'facebook']);
    expect(after.linkHistory[0]).toMatchObject({ provider: 'facebook', action: 'unified' });

    const later = cookieJar();
    facebook.setUser(rae.facebook);
    expect((await oauthFlow(t, 'facebook', later)).location).toBe('/?facebookAuth=success');
    expect((await profileOf(later.header())).id).toBe(before.id);
  });

  it('links at once when the existing account is the one signed in', async () => {
    const sol = person('sol');
    const browser = await signInWithGoogle(sol);
    facebook.setUser(sol.facebook);
    expect((await oauthFlow(t, 'facebook', browser)).location).toMatch(/requiresUnification=true/);
    const res = await unifyAccount(browser, { provider: 'facebook', unify: true });
    expect(res.json()).toEqual({ status: 'linked' });
    expect((await profileOf(browser.header())).providers.map((p) => p.provider)).toEqual([
      'google',
      'facebook',
    ]);
  });

  it('keeps the accounts apart on request, with the e-mail marked +provider', async () => {
    const kit = person('kit');
    const kitJar = await signInWithGoogle(kit);
    const browser = cookieJar();
    facebook.setUser(kit.facebook);
    await oauthFlow(t, 'facebook', browser);
    const res = await unifyAccount(browser, { provider: 'facebook', unify: false });
    browser.take(res);
    expect(res.json()).toEqual({ status: 'separate' });
    const separate = await profileOf(browser.header());
    expect(separate.email).toBe(kit.email.replace('@', '+facebook@'));
    expect(separate.id).not.toBe((await profileOf(kitJar.header())).id);
    expect(separate.linkHistory[0]).toMatchObject({ provider: 'facebook', action: 'separate' });
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/pending-link', cookie: browser.header() }))
        .statusCode,
    ).toBe(404);
  });

  it('does not ask when nothing else signs in with that e-mail, nor match on a typed profile e-mail', async () => {
    const lee = person('lee');
    const leeJar = await signInWithGoogle(lee);
    const target = person('target');
    // Lee types the target's address on their profile: it is not a sign-in e-mail.
    await t.request({
      method: 'PATCH',
      url: '/api/user/profile',
      cookie: leeJar.header(),
      payload: { email: target.email },
    });
    facebook.setUser(target.facebook);
    const browser = cookieJar();
    expect((await oauthFlow(t, 'facebook', browser)).location).toBe('/?facebookAuth=success');
  });

  it('records who linked what and when in the link history table', async () => {
    const rows = await t.database.db
      .select()
      .from(providerLinkEvents)
      .where(eq(providerLinkEvents.action, 'unified'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({
      provider: 'facebook',
      userId: expect.any(Number),
      createdAt: expect.any(Date),
    });
  });
});
