import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerLinkEvents } from '../../db/schema';
import { cookieJar, oauthFlow } from '../../test/oauth-flow';
import { setUpSignInApp } from '../../test/sign-in-fixtures';

const f = setUpSignInApp();
const { person, signInWithGoogle, profileOf, unifyAccount } = f;

describe('the same e-mail through another provider (unification)', () => {
  it('never signs anyone in to the existing account on the strength of an e-mail', async () => {
    const victim = person('victim');
    const victimJar = await signInWithGoogle(victim);
    const victimBefore = await profileOf(victimJar.header());

    // The attacker's Facebook account claims the victim's address (Facebook asserts no verification).
    const attacker = cookieJar();
    f.facebook.setUser({
      id: `fb-attacker-${victim.email}`,
      first_name: 'Mallory',
      last_name: 'X',
      email: victim.email,
    });
    const { location } = await oauthFlow(f.t, 'facebook', attacker);
    const url = new URL(location, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      requiresUnification: 'true',
      provider: 'facebook',
      existingProviders: 'google',
    });
    expect(attacker.has('giftlens.sid')).toBe(false);
    expect(
      (await f.t.request({ method: 'GET', url: '/api/auth/user', cookie: attacker.header() })).statusCode,
    ).toBe(401);

    // "Unify" without proving the existing account only asks for proof.
    const unify = await unifyAccount(attacker, { provider: 'facebook', unify: true });
    expect(unify.json()).toEqual({ status: 'verify', verifyWith: ['google'] });

    // Proving with a Google account that is not the victim's connects nothing.
    f.issuer.signInNextAs(person('mallory').google);
    const proof = await oauthFlow(f.t, 'google', attacker, '?intent=unify');
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
    f.facebook.setUser(rae.facebook);
    expect((await oauthFlow(f.t, 'facebook', browser)).location).toMatch(/^\/\?requiresUnification=true/);
    const pending = await f.t.request({
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

    f.issuer.signInNextAs(rae.google);
    const proof = await oauthFlow(f.t, 'google', browser, '?intent=unify');
    expect(proof.location).toBe('/?unified=facebook');
    const after = await profileOf(browser.header());
    expect(after.id).toBe(before.id);
    expect(after.providers.map((p) => p.provider)).toEqual(['google', 'facebook']);
    expect(after.linkHistory[0]).toMatchObject({ provider: 'facebook', action: 'unified' });

    const later = cookieJar();
    f.facebook.setUser(rae.facebook);
    expect((await oauthFlow(f.t, 'facebook', later)).location).toBe('/?facebookAuth=success');
    expect((await profileOf(later.header())).id).toBe(before.id);
  });

  it('links at once when the existing account is the one signed in', async () => {
    const sol = person('sol');
    const browser = await signInWithGoogle(sol);
    f.facebook.setUser(sol.facebook);
    expect((await oauthFlow(f.t, 'facebook', browser)).location).toMatch(/requiresUnification=true/);
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
    f.facebook.setUser(kit.facebook);
    await oauthFlow(f.t, 'facebook', browser);
    const res = await unifyAccount(browser, { provider: 'facebook', unify: false });
    browser.take(res);
    expect(res.json()).toEqual({ status: 'separate' });
    const separate = await profileOf(browser.header());
    expect(separate.email).toBe(kit.email.replace('@', '+facebook@'));
    expect(separate.id).not.toBe((await profileOf(kitJar.header())).id);
    expect(separate.linkHistory[0]).toMatchObject({ provider: 'facebook', action: 'separate' });
    expect(
      (await f.t.request({ method: 'GET', url: '/api/auth/pending-link', cookie: browser.header() }))
        .statusCode,
    ).toBe(404);
  });

  it('does not ask when nothing else signs in with that e-mail, nor match on a typed profile e-mail', async () => {
    const lee = person('lee');
    const leeJar = await signInWithGoogle(lee);
    const target = person('target');
    // Lee types the target's address on their profile: it is not a sign-in e-mail.
    await f.t.request({
      method: 'PATCH',
      url: '/api/user/profile',
      cookie: leeJar.header(),
      payload: { email: target.email },
    });
    f.facebook.setUser(target.facebook);
    const browser = cookieJar();
    expect((await oauthFlow(f.t, 'facebook', browser)).location).toBe('/?facebookAuth=success');
  });

  it('records who linked what and when in the link history table', async () => {
    const rows = await f.t.database.db
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
