import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeletionPreview } from '#common/account';
import type { Family, FamilyMembership } from '#common/families';
import type { FamilyMember } from '#common/members';
import { snapshotData } from '../../test/inventory/snapshot';
import { memberFixtures } from '../../test/member-fixtures';
import { startSmtpStandIn } from '../../test/smtp-stand-in';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';
import { tracesOf, userColumns } from '../../test/user-traces';

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

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const deleteAccount = (cookie: string, payload: unknown = { confirm: 'DELETE' }) =>
  f.call(cookie, 'DELETE', '/api/user', payload);
const join = (cookie: string, code: string, name: string, email: string) =>
  f.join(cookie, code, { name, email, relationship: 'Sibling' });

/**
 * Zephyrine owns family A (Hal joined first, then Mo; she added Gran), owns family B alone,
 * belongs to Otto's family C, has a photo, sent an invite and has one waiting for her.
 */
let leavers = 0;
async function leaverWithEverything() {
  leavers += 1;
  const first = `Zephyrine${leavers}`;
  const last = `Quillfeather${leavers}`;
  const email = `zephyrine-${leavers}@example.com`;
  const leaver = await t.signIn(email, { firstName: first, lastName: last });
  const leaverId = await f.userId(leaver);
  const hal = await f.user('hal', { firstName: 'Hal' });
  const mo = await f.user('mo', { firstName: 'Mo' });
  const otto = await f.user('otto', { firstName: 'Otto' });

  const a = await f.createFamily(leaver, { name: 'Family A' });
  await join(hal, a.inviteCode, 'Hal Heir', 'hal@example.com');
  await join(mo, a.inviteCode, 'Mo Later', 'mo@example.com');
  const gran = await f.addMember(leaver, a.id, {
    name: 'Gran',
    relationship: 'Grandparent',
    interests: ['Tea'],
  });
  const b = await f.createFamily(leaver, { name: 'Family B' });
  await f.addMember(leaver, b.id, { name: 'Pet', relationship: 'Other' });
  const c = await f.createFamily(otto, { name: 'Family C' });
  const inC = await join(leaver, c.inviteCode, `${first} ${last}`, email);
  const photo = await f.call(leaver, 'PATCH', `/api/family-members/${inC.member.id}/profile-picture`, {
    profileImage: `data:image/png;base64,${PNG}`,
  });
  expect(photo.statusCode, photo.body).toBe(200);
  const consent = { analytics: true, personalization: false, marketing: true };
  expect((await f.call(leaver, 'PUT', '/api/user/consent', consent)).statusCode).toBe(200);
  await f.call(leaver, 'POST', '/api/family-members/invite', {
    email: 'friend@example.com',
    inviterName: first,
    fromEmail: email,
    familyAccountId: a.id,
  });
  await f.call(otto, 'POST', '/api/family-members/invite', {
    email,
    inviterName: 'Otto',
    fromEmail: 'otto@example.com',
    familyAccountId: c.id,
  });
  await f.call(leaver, 'PATCH', '/api/user/settings', { theme: 'dark', activityVisible: true });
  return { leaver, leaverId, email, first, last, hal, mo, otto, a, b, c, gran };
}

describe('deleting an account (DELETE /api/user)', () => {
  it('refuses anything but the typed word DELETE, and changes nothing', async () => {
    const cookie = await f.user('careful');
    const before = await snapshotData(t.database.db);
    for (const payload of [{ confirm: 'delete' }, { confirm: 'yes' }, {}, { confirm: 'DELETE', also: 1 }]) {
      const res = await deleteAccount(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await deleteAccount(cookie, { confirm: 'no' })).json().message).toMatch(
      /^Invalid confirm: type DELETE/,
    );
    expect(await snapshotData(t.database.db)).toBe(before);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie })).statusCode).toBe(200);
  });

  it('says beforehand which families pass to whom and which are deleted', async () => {
    const { leaver, a, b, c } = await leaverWithEverything();
    const preview = await f.get<DeletionPreview>(leaver, '/api/user/deletion-preview');
    expect(preview).toEqual({
      ownedFamilies: [
        { id: a.id, name: 'Family A', outcome: 'handed_over', heir: 'Hal Heir' },
        { id: b.id, name: 'Family B', outcome: 'deleted', heir: null },
      ],
      memberships: 3,
      ownMemberRecords: 3,
    });
    expect(c.id).toBeGreaterThan(0);
  });

  it('leaves nothing of the user in any table, hands family A to its first member, deletes family B', async () => {
    const s = await leaverWithEverything();
    const before = await tracesOf(t.database.db, s.leaverId, [s.email, s.first, s.last]);
    expect(before.length).toBeGreaterThan(5);
    const mails = smtp.received.length;

    const res = await deleteAccount(s.leaver);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.cookies.find((c) => c.name === 'giftlens.sid')?.value).toBe('');
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie: s.leaver })).statusCode).toBe(
      401,
    );

    expect(await tracesOf(t.database.db, s.leaverId, [s.email, s.first, s.last])).toEqual([]);

    // Family A is Hal's now, with everyone else's data: Mo, Gran (whom the leaver added), the invite she sent.
    const halId = await f.userId(s.hal);
    expect((await f.get<Family>(s.hal, `/api/family-accounts/${s.a.id}`)).ownerId).toBe(halId);
    const roles = await f.get<FamilyMembership[]>(s.hal, `/api/family-memberships?familyAccountId=${s.a.id}`);
    expect(roles.map((m) => m.role).sort()).toEqual(['member', 'owner']);
    const inA = await f.get<FamilyMember[]>(s.mo, `/api/families/${s.a.id}/family-members`);
    expect(inA.map((m) => m.name).sort()).toEqual(['Gran', 'Hal Heir', 'Mo Later']);
    expect(inA.find((m) => m.name === 'Gran')).toMatchObject({ interests: ['Tea'], createdByUserId: null });
    const invites = await f.get<{ invitedEmail: string }[]>(s.hal, `/api/families/${s.a.id}/invites`);
    expect(invites.map((i) => i.invitedEmail)).toEqual(['friend@example.com']);

    // Family B had nobody else: it is gone. Family C keeps Otto and loses only her record and invite.
    expect((await f.call(s.hal, 'GET', `/api/family-accounts/${s.b.id}`)).statusCode).toBe(404);
    const inC = await f.get<FamilyMember[]>(s.otto, `/api/families/${s.c.id}/family-members`);
    expect(inC.map((m) => m.name)).toEqual([expect.stringMatching(/otto/i)]);
    expect(await f.get(s.otto, `/api/families/${s.c.id}/invites`)).toEqual([]);

    // Hal is told by e-mail; nobody else is.
    const sent = smtp.received.slice(mails);
    expect(sent.map((m) => m.to)).toEqual([[expect.stringMatching(/^hal-/)]]);
    expect(sent[0]?.text).toContain('The owner of "Family A" deleted their GiftLens account');
    expect(sent[0]?.text).not.toContain(s.first);
  });

  it('tells no heir who turned e-mails off', async () => {
    const owner = await f.user('quiet-owner');
    const heir = await f.user('quiet-heir');
    const family = await f.createFamily(owner, { name: 'Quiet family' });
    await join(heir, family.inviteCode, 'Quiet Heir', 'q@example.com');
    await f.call(heir, 'PATCH', '/api/user/settings', { emailNotifications: false });
    const mails = smtp.received.length;
    expect((await deleteAccount(owner)).statusCode).toBe(204);
    expect(smtp.received.length).toBe(mails);
    expect((await f.get<Family>(heir, `/api/family-accounts/${family.id}`)).ownerId).toBe(
      await f.userId(heir),
    );
  });

  it('answers 401 to a visitor', async () => {
    expect(
      (await t.request({ method: 'DELETE', url: '/api/user', payload: { confirm: 'DELETE' } })).statusCode,
    ).toBe(401);
  });
});

describe('the traces check itself', () => {
  it('looks at every column that names a user, in every table', () => {
    const columns = userColumns().map((c) => `${c.table}.${c.column}`);
    for (const expected of [
      'sessions.user_id',
      'provider_accounts.user_id',
      'family_accounts.owner_id',
      'family_members.user_id',
      'family_members.created_by_user_id',
      'family_invites.invited_by_user_id',
      'provider_link_events.user_id',
      'user_consents.user_id',
    ]) {
      expect(columns).toContain(expected);
    }
  });
});
