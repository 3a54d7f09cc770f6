import { describe, expect, it } from 'vitest';
import { cookieJar, oauthFlow } from '../../test/oauth-flow';
import { setUpSignInApp } from '../../test/sign-in-fixtures';

const f = setUpSignInApp();

/** Zero-width space and joiner, a right-to-left override, a word joiner, the BOM and a Hangul filler. */
const INVISIBLE_NAMES = ['\u200b\u200d', '\u202e\u202c', ' \u2060 ', '\ufeff', '\u3164\u3164'];

async function post(cookie: string, url: string, payload: Record<string, unknown>) {
  return f.t.request({ method: 'POST', url, cookie, payload });
}

describe('names made only of invisible characters', () => {
  it('are refused as empty for a family, naming the field, and no family is made', async () => {
    const cookie = await f.t.signIn('invisible-family@example.com');
    for (const name of INVISIBLE_NAMES) {
      const res = await post(cookie, '/api/family-accounts', { name });
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'invalid_field',
        message: 'Invalid name: Family name is required',
        params: { field: 'name' },
      });
    }
    const families = await f.t.request({ method: 'GET', url: '/api/family-accounts', cookie });
    expect(families.json()).toEqual([]);
  });

  it('are refused as empty for a member and for someone joining, while a name with a zero-width joiner inside is kept', async () => {
    const owner = await f.t.signIn('invisible-owner@example.com');
    const created = await post(owner, '/api/family-accounts', { name: 'The Lees' });
    const family = created.json<{ id: number; inviteCode: string }>();
    const member = await post(owner, `/api/families/${family.id}/family-members`, {
      name: '\u200b\u202e',
      relationship: 'Aunt',
    });
    expect(member.statusCode).toBe(400);
    expect(member.json()).toMatchObject({
      message: 'Invalid name: Name is required',
      params: { field: 'name' },
    });

    const joiner = await f.t.signIn('invisible-joiner@example.com');
    const join = await f.t.request({
      method: 'POST',
      url: `/api/family-accounts/join/${family.inviteCode}`,
      cookie: joiner,
      payload: { name: '\u2066\u2069', email: 'joiner@example.com', relationship: 'Sibling' },
    });
    expect(join.statusCode).toBe(400);
    expect(join.json()).toMatchObject({ params: { field: 'name' } });

    // An emoji family sequence is drawn with zero-width joiners: a real name keeps them.
    const kept = await post(owner, `/api/families/${family.id}/family-members`, {
      name: 'Ana 👩\u200d👧',
      relationship: 'Aunt',
    });
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json()).toMatchObject({ name: 'Ana 👩\u200d👧' });
  });

  it('leave a sign-in without a name instead of an invisible one', async () => {
    const email = 'invisible-google@example.com';
    f.issuer.signInNextAs({ sub: 'g-invisible', email, given_name: '\u200b\u202e', family_name: '\ufeff' });
    const jar = cookieJar();
    expect((await oauthFlow(f.t, 'google', jar)).location).toBe('/?googleAuth=success');
    const user = await f.t.request({ method: 'GET', url: '/api/auth/user', cookie: jar.header() });
    expect(user.json()).toMatchObject({ email, firstName: null, lastName: null });

    const dev = await f.t.request({
      method: 'POST',
      url: '/api/auth/dev-login',
      payload: { email: 'invisible-dev@example.com', firstName: '\u2060', lastName: 'Lee' },
    });
    expect(dev.statusCode, dev.body).toBe(200);
    expect(dev.json()).toMatchObject({ firstName: null, lastName: 'Lee' });
  });
});
