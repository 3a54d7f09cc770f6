import { describe, expect, it } from 'vitest';
import { cookieJar, oauthFlow } from '../../test/oauth-flow';
import { setUpSignInApp } from '../../test/sign-in-fixtures';

const f = setUpSignInApp();
const { person, signInWithGoogle, profileOf } = f;

describe('connecting another sign-in from the account page', () => {
  it('links Facebook to a Google account, and both then open the same account', async () => {
    const gina = person('gina');
    const jar = await signInWithGoogle(gina);
    f.facebook.setUser(gina.facebook);
    const { location } = await oauthFlow(f.t, 'facebook', jar, '?intent=link');
    expect(location).toBe('/account?linked=facebook');

    const profile = await profileOf(jar.header());
    expect(profile.providers.map((p) => p.provider)).toEqual(['google', 'facebook']);
    expect(profile.linkHistory).toEqual([{ provider: 'facebook', action: 'linked', at: expect.any(String) }]);

    const fresh = cookieJar();
    expect((await oauthFlow(f.t, 'facebook', fresh)).location).toBe('/?facebookAuth=success');
    expect((await profileOf(fresh.header())).id).toBe(profile.id);
  });

  it('refuses an identity that already opens another account, and moves nothing', async () => {
    const owner = person('owner');
    await signInWithGoogle(owner);
    f.facebook.setUser({ ...owner.facebook, email: undefined });
    const ownerFacebook = cookieJar();
    expect((await oauthFlow(f.t, 'facebook', ownerFacebook)).location).toBe('/?facebookAuth=success');
    const before = await profileOf(ownerFacebook.header());

    const other = person('other');
    const jar = await signInWithGoogle(other);
    f.facebook.setUser({ ...owner.facebook, email: undefined });
    const { location } = await oauthFlow(f.t, 'facebook', jar, '?intent=link');
    expect(location).toBe('/account?linkError=already_linked');
    expect((await profileOf(jar.header())).providers.map((p) => p.provider)).toEqual(['google']);
    expect(await profileOf(ownerFacebook.header())).toEqual(before);
  });

  it('refuses a second sign-in of a provider the account already has', async () => {
    const ann = person('ann');
    const jar = await signInWithGoogle(ann);
    f.issuer.signInNextAs(person('someone').google);
    expect((await oauthFlow(f.t, 'google', jar, '?intent=link')).location).toBe(
      '/account?linkError=provider_taken',
    );
  });

  it('needs a signed-in user to start a link', async () => {
    const res = await f.t.request({ method: 'GET', url: '/api/auth/facebook?intent=link' });
    expect(res.headers.location).toBe('/account?linkError=not_signed_in');
  });

  it('connects nothing when the callback arrives in another session than the one that started it', async () => {
    const victim = person('victim');
    const victimJar = await signInWithGoogle(victim);
    const attacker = person('attacker');
    const attackerJar = await signInWithGoogle(attacker);
    // The attacker starts a link in their session, then the callback lands in the victim's
    // browser carrying the attacker's sign-in cookie (their state) but the victim's session.
    const start = await f.t.request({
      method: 'GET',
      url: '/api/auth/facebook?intent=link',
      cookie: attackerJar.header(),
    });
    attackerJar.take(start);
    f.facebook.setUser(attacker.facebook);
    const answer = await fetch(String(start.headers.location), { redirect: 'manual' });
    const back = new URL(answer.headers.get('location') ?? '');
    const txCookie = start.cookies.find((c) => c.name === 'giftlens.oauth');
    const res = await f.t.request({
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
    const res = await f.t.request({
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
    f.facebook.setUser(dee.facebook);
    await oauthFlow(f.t, 'facebook', jar, '?intent=link');
    const [google, fb] = (await profileOf(jar.header())).providers;

    const removed = await f.t.request({
      method: 'DELETE',
      url: `/api/auth/disconnect/${fb?.id}`,
      cookie: jar.header(),
    });
    expect(removed.statusCode).toBe(204);
    const last = await f.t.request({
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
    f.facebook.setUser(a.facebook);
    await oauthFlow(f.t, 'facebook', aJar, '?intent=link');
    const b = await signInWithGoogle(person('b'));
    const target = (await profileOf(aJar.header())).providers[1];
    const res = await f.t.request({
      method: 'DELETE',
      url: `/api/auth/disconnect/${target?.id}`,
      cookie: b.header(),
    });
    expect(res.statusCode).toBe(404);
    expect((await profileOf(aJar.header())).providers).toHaveLength(2);
  });
});
