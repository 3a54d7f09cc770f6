import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '#common/account';
import type { AuthProfile } from '#common/auth';
import { type FamilyMember, MEMBER_SECTIONS } from '#common/members';
import { createAccess } from '../../lib/access';
import { FULL_PROFILE, memberFixtures } from '../../test/member-fixtures';
import { startSmtpStandIn } from '../../test/smtp-stand-in';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof memberFixtures>;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  t = await createTestApp(testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'GiftLens <mail@example.com>' }));
  f = memberFixtures(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const patch = (cookie: string, url: string, payload: unknown) =>
  f.call(cookie, 'PATCH', url, payload as Record<string, unknown>);

describe('the profile (PATCH /api/user/profile)', () => {
  it('changes names and e-mail, trims them, and leaves the sign-ins as the provider gave them', async () => {
    const cookie = await f.user('edit', { firstName: 'Ed', lastName: 'Old' });
    const res = await patch(cookie, '/api/user/profile', {
      firstName: '  Edith ',
      lastName: 'New',
      email: 'Edith.New@Example.com',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Edith', lastName: 'New', email: 'edith.new@example.com' });
    const profile = await f.get<AuthProfile>(cookie, '/api/auth/profile');
    expect(profile.email).toBe('edith.new@example.com');
    expect(profile.providers).toEqual([
      expect.objectContaining({ provider: 'demo', email: expect.stringMatching(/^edit-/) }),
    ]);
    expect(profile.linkHistory).toEqual([]);
  });

  it('changes only the fields sent, and clears a field sent empty', async () => {
    const cookie = await f.user('partial', { firstName: 'Pat', lastName: 'Keep' });
    await patch(cookie, '/api/user/profile', { firstName: 'Patricia' });
    const cleared = await patch(cookie, '/api/user/profile', { lastName: '   ' });
    expect(cleared.json()).toMatchObject({ firstName: 'Patricia', lastName: null });
  });

  it('refuses a bad e-mail, an unknown field, an empty body and too long a name, changing nothing', async () => {
    const cookie = await f.user('bad', { firstName: 'Bea' });
    const before = await f.get(cookie, '/api/auth/user');
    for (const [payload, message] of [
      [{ email: 'not-an-address' }, /^Invalid email: must be a valid e-mail address/],
      [{ isAdmin: true }, /isAdmin|Unrecognized/],
      [{}, /at least one field/],
      [{ firstName: 'x'.repeat(81) }, /^Invalid firstName: must be at most 80 characters/],
    ] as const) {
      const res = await patch(cookie, '/api/user/profile', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await f.get(cookie, '/api/auth/user')).toEqual(before);
  });

  it('answers 401 to a visitor', async () => {
    const res = await t.request({ method: 'PATCH', url: '/api/user/profile', payload: { firstName: 'X' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('settings (GET/PATCH /api/user/settings)', () => {
  it('starts with the default settings and saves each toggle as it is sent', async () => {
    const cookie = await f.user('settings');
    expect(await f.get(cookie, '/api/user/settings')).toEqual(DEFAULT_USER_SETTINGS);
    await patch(cookie, '/api/user/settings', { activityVisible: true });
    const res = await patch(cookie, '/api/user/settings', { theme: 'dark' });
    expect(res.json()).toEqual({ ...DEFAULT_USER_SETTINGS, activityVisible: true, theme: 'dark' });
    expect(await f.get(cookie, '/api/user/settings')).toEqual(res.json());
  });

  it('refuses an unknown theme, a non-boolean and an unknown setting', async () => {
    const cookie = await f.user('settings-bad');
    for (const payload of [{ theme: 'neon' }, { profileVisible: 'no' }, { marketing: true }, {}]) {
      const res = await patch(cookie, '/api/user/settings', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await f.get(cookie, '/api/user/settings')).toEqual(DEFAULT_USER_SETTINGS);
  });
});

describe('profileVisible=false in the account settings', () => {
  it("hides the user's own member records from relatives exactly as the member flag does", async () => {
    const fam = await f.family();
    await f.call(fam.member, 'PUT', `/api/family-members/${fam.memberId}/profile`, FULL_PROFILE);
    const viewers = [fam.relative, fam.owner];
    const hiddenFor = async () =>
      Promise.all(viewers.map(async (viewer) => (await f.member(viewer, fam.memberId)).hiddenFields));
    const open = await hiddenFor();
    expect(open.flat()).not.toContain('interests');

    await patch(fam.member, '/api/user/settings', { profileVisible: false });
    const bySetting = await hiddenFor();
    for (const hidden of bySetting)
      expect(hidden).toEqual(expect.arrayContaining(['email', 'interests', ...MEMBER_SECTIONS]));
    const seen = await f.member(fam.relative, fam.memberId);
    expect({ interests: seen.interests, lifestyle: seen.lifestyle, name: seen.name }).toEqual({
      interests: null,
      lifestyle: null,
      name: 'Sam Joiner',
    });
    const listed = await f.get<FamilyMember[]>(fam.relative, `/api/families/${fam.family.id}/family-members`);
    expect(listed.find((m) => m.id === fam.memberId)?.hiddenFields).toEqual(bySetting[0]);

    // The member flag itself, with the account setting back on, hides exactly the same.
    await patch(fam.member, '/api/user/settings', { profileVisible: true });
    expect(await hiddenFor()).toEqual(open);
    await f.setPrivacy(fam.member, fam.memberId, { profileVisible: false });
    expect(await hiddenFor()).toEqual(bySetting);
  });

  it('leaves the member their full record and their own privacy switches untouched', async () => {
    const fam = await f.family();
    await patch(fam.member, '/api/user/settings', { profileVisible: false });
    const own = await f.member(fam.member, fam.memberId);
    expect(own.hiddenFields).toEqual([]);
    expect(own.interests).toEqual(['Hiking', 'Jazz']);
    const privacy = await f.get<Record<string, boolean>>(
      fam.member,
      `/api/family-members/${fam.memberId}/privacy`,
    );
    expect(privacy.profileVisible).toBe(true);
  });

  it('does not touch records of relatives without an account that the user created', async () => {
    const fam = await f.family();
    const grandma = await f.addMember(fam.member, fam.family.id, {
      name: 'Gran',
      relationship: 'Grandparent',
      interests: ['Tea'],
    });
    await patch(fam.member, '/api/user/settings', { profileVisible: false });
    expect((await f.member(fam.relative, grandma.id)).interests).toEqual(['Tea']);
  });
});

describe('activityVisible: what the access module loads for ads and gifts', () => {
  it("reads each recorder's setting, with the default (hidden) for users without settings", async () => {
    const shown = await f.user('shown');
    const hidden = await f.user('hidden');
    await patch(shown, '/api/user/settings', { activityVisible: true });
    const shownId = await f.userId(shown);
    const hiddenId = await f.userId(hidden);
    const settings = await createAccess(t.database.db).recorderSettings([
      shownId,
      hiddenId,
      shownId,
      999_999,
    ]);
    expect([...settings.values()]).toEqual([
      { userId: shownId, activityVisible: true },
      { userId: hiddenId, activityVisible: false },
      { userId: 999_999, activityVisible: DEFAULT_USER_SETTINGS.activityVisible },
    ]);
  });
});

describe('emailNotifications gates every e-mail', () => {
  const invite = (cookie: string, familyId: number, email: string) =>
    f.call(cookie, 'POST', '/api/family-members/invite', {
      email,
      inviterName: 'Olive',
      fromEmail: 'olive@example.com',
      familyAccountId: familyId,
    });

  it('sends an invite to someone who turned e-mails off no e-mail, only the shareable link', async () => {
    const { owner, family } = await f.familyWithMember();
    const quiet = await t.signIn('quiet-person@example.com');
    await patch(quiet, '/api/user/settings', { emailNotifications: false });
    const sent = smtp.received.length;

    const res = await invite(owner, family.id, 'Quiet-Person@example.com');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ demoMode: true, inviteCode: family.inviteCode });
    expect(res.json().reason).not.toMatch(/account|turned off/i);
    expect(smtp.received.length).toBe(sent);

    await patch(quiet, '/api/user/settings', { emailNotifications: true });
    const mailed = await invite(owner, family.id, 'quiet-person@example.com');
    expect(mailed.json().demoMode).toBe(false);
    expect(smtp.received.at(-1)?.to).toEqual(['quiet-person@example.com']);
  });
});

describe('site information', () => {
  it('names the configured contact addresses to anyone', async () => {
    const res = await t.request({ method: 'GET', url: '/api/site-info' });
    expect(res.json()).toEqual({
      supportEmail: 'support@giftlens.app',
      contactEmail: 'hello@giftlens.app',
      productionHost: null,
    });
    const custom = await createTestApp(
      testConfig({ SUPPORT_EMAIL: 'help@family.example', CONTACT_EMAIL: 'hi@family.example' }),
    );
    try {
      expect((await custom.request({ method: 'GET', url: '/api/site-info' })).json()).toMatchObject({
        supportEmail: 'help@family.example',
        contactEmail: 'hi@family.example',
      });
    } finally {
      await custom.close();
    }
  });
});
