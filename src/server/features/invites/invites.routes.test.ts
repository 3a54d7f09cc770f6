import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FamilyInvite, SendInviteResult } from '#common/members';
import { familyInvites, providerAccounts } from '../../db/schema';
import { memberFixtures } from '../../test/member-fixtures';
import { startSmtpStandIn } from '../../test/smtp-stand-in';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let mailing: TestApp;
let plain: TestApp;
let m: ReturnType<typeof memberFixtures>;
let p: ReturnType<typeof memberFixtures>;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  mailing = await createTestApp(
    testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'GiftLens <invites@giftlens.test>' }),
  );
  plain = await createTestApp();
  m = memberFixtures(mailing);
  p = memberFixtures(plain);
});
afterAll(async () => {
  await mailing?.close();
  await plain?.close();
  await smtp?.close();
});

const invite = (
  fx: ReturnType<typeof memberFixtures>,
  cookie: string,
  familyAccountId: number,
  email = 'kim@example.com',
) =>
  fx.call(cookie, 'POST', '/api/family-members/invite', {
    email,
    inviterName: 'Ann Lee',
    fromEmail: 'ann@example.com',
    familyAccountId,
  });

const pendingOf = (fx: ReturnType<typeof memberFixtures>, cookie: string, familyId: number) =>
  fx.get<FamilyInvite[]>(cookie, `/api/families/${familyId}/invites`);

/** What a sign-in provider that verifies addresses (Google) records for the user. */
async function verifyAddress(
  t: TestApp,
  fx: ReturnType<typeof memberFixtures>,
  cookie: string,
  email: string,
) {
  const userId = await fx.userId(cookie);
  await t.database.db
    .insert(providerAccounts)
    .values({ userId, provider: 'google', subject: `google-${userId}`, email, emailVerified: true });
}

const rename = (fx: ReturnType<typeof memberFixtures>, cookie: string, firstName: string, lastName: string) =>
  fx.call(cookie, 'PATCH', '/api/user/profile', { firstName, lastName });

describe('sending an invite by e-mail', () => {
  it('mails the join link and code, stores a pending invite, and the code joins the family', async () => {
    smtp.state.rejectSender = false;
    const { member, family } = await m.family();
    expect((await rename(m, member, 'Ann', 'Lee')).statusCode).toBe(200);
    await verifyAddress(mailing, m, member, 'ann.lee@example.com');
    const res = await invite(m, member, family.id, ' Kim@Example.com ');
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json<SendInviteResult>();
    expect(result).toEqual({
      demoMode: false,
      inviteCode: family.inviteCode,
      invite: {
        id: expect.any(Number),
        invitedEmail: 'kim@example.com',
        role: 'member',
        status: 'pending',
        usesRemaining: 1,
        expiresAt: expect.any(String),
        createdAt: expect.any(String),
      },
    });
    const days = (Date.parse(result.invite.expiresAt) - Date.parse(result.invite.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(14, 2);

    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(['kim@example.com']);
    expect(mail?.from).toBe('invites@giftlens.test');
    expect(mail?.subject).toBe(`Ann Lee invited you to ${family.name} on GiftLens`);
    expect(mail?.text).toMatch(/^Reply-To: ann\.lee@example\.com/m);
    const link = /http:\/\/localhost:3000\/join\/(INV-[A-Z0-9]{9})/.exec(mail?.text ?? '');
    expect(link?.[1]).toBe(family.inviteCode);
    expect(mail?.text).toContain(`<a href="http://localhost:3000/join/${family.inviteCode}">`);
    expect(mail?.text).toContain(`invite code ${family.inviteCode}`);
    expect(await pendingOf(m, member, family.id)).toEqual([result.invite]);

    // The invited person signs in with that address and joins with the code from the link.
    const kim = await mailing.signIn('kim@example.com');
    await m.join(kim, link?.[1] ?? '', {
      name: 'Kim',
      email: 'kim.other@example.com',
      relationship: 'Cousin',
    });
    expect(await pendingOf(m, member, family.id)).toEqual([]);
    const [row] = await mailing.database.db
      .select()
      .from(familyInvites)
      .where(eq(familyInvites.id, result.invite.id));
    expect(row).toMatchObject({ status: 'accepted', usesRemaining: 0 });
  });

  it('falls back to demo mode with the reason when the provider refuses the sender; the invite is stored', async () => {
    const { owner, family } = await m.family();
    const before = smtp.received.length;
    smtp.state.rejectSender = true;
    try {
      const res = await invite(m, owner, family.id);
      expect(res.statusCode, res.body).toBe(201);
      const result = res.json<SendInviteResult>();
      expect(result).toMatchObject({ demoMode: true, inviteCode: family.inviteCode });
      expect(result.reason).toMatch(/^The e-mail could not be sent: the mail server answered 553\b/);
      expect(await pendingOf(m, owner, family.id)).toEqual([result.invite]);
    } finally {
      smtp.state.rejectSender = false;
    }
    expect(smtp.received.length).toBe(before);
  });

  it('rejects a bad body with 400 naming the field, storing nothing', async () => {
    const { owner, family } = await m.family();
    const valid = {
      email: 'kim@example.com',
      inviterName: 'Ann',
      fromEmail: 'ann@example.com',
      familyAccountId: family.id,
    };
    for (const [payload, message] of [
      [{ ...valid, email: 'kim' }, 'Invalid email: must be a valid e-mail address'],
      [{ ...valid, fromEmail: '' }, 'Invalid fromEmail: must be a valid e-mail address'],
      [{ ...valid, inviterName: ' ' }, 'Invalid inviterName: Your name is required'],
      [{ ...valid, familyAccountId: undefined }, 'Invalid familyAccountId: must be a family id'],
    ] as const) {
      const res = await m.call(owner, 'POST', '/api/family-members/invite', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await pendingOf(m, owner, family.id)).toEqual([]);
  });
});

describe('the sender of an invite e-mail', () => {
  const spoof = (cookie: string, familyAccountId: number) =>
    m.call(cookie, 'POST', '/api/family-members/invite', {
      email: 'victim@example.com',
      inviterName: 'PayPal Security Team',
      fromEmail: 'security@paypal.example',
      familyAccountId,
    });

  it('is the account, never the inviterName and fromEmail of the request', async () => {
    const { member, family } = await m.family();
    await rename(m, member, 'Ann', 'Lee');
    await verifyAddress(mailing, m, member, 'ann.real@example.com');
    const res = await spoof(member, family.id);
    expect(res.statusCode, res.body).toBe(201);
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(['victim@example.com']);
    expect(mail?.subject).toBe(`Ann Lee invited you to ${family.name} on GiftLens`);
    expect(mail?.text).toMatch(/^Reply-To: ann\.real@example\.com/m);
    expect(mail?.text).not.toMatch(/paypal/i);
  });

  it('has no Reply-To when no sign-in verified an address, and no name when the account has none', async () => {
    const { member, family } = await m.family();
    await rename(m, member, 'Ann', 'Lee');
    expect((await spoof(member, family.id)).statusCode).toBe(201);
    const named = smtp.received.at(-1);
    expect(named?.subject).toBe(`Ann Lee invited you to ${family.name} on GiftLens`);
    expect(named?.text).not.toMatch(/^Reply-To:/m);
    expect(named?.text).not.toMatch(/paypal/i);

    const nameless = await mailing.signIn(`nameless-${Date.now()}@example.com`);
    const own = await m.createFamily(nameless, { name: 'The Nobodies' });
    expect((await spoof(nameless, own.id)).statusCode).toBe(201);
    const plain = smtp.received.at(-1);
    expect(plain?.subject).toBe('You are invited to The Nobodies on GiftLens');
    expect(plain?.text).toContain('A member of The Nobodies invited you to join the family');
    expect(plain?.text).not.toMatch(/paypal|^Reply-To:/im);
  });
});

describe('invites without an e-mail server', () => {
  it('answers demo mode with the code and stores the invite', async () => {
    const { member, family } = await p.family();
    const res = await invite(p, member, family.id);
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json<SendInviteResult>();
    expect(result).toMatchObject({
      demoMode: true,
      inviteCode: family.inviteCode,
      reason: 'E-mail is not set up on this server',
    });
    expect(await pendingOf(p, member, family.id)).toEqual([result.invite]);
  });

  it('lists pending, unexpired invites, newest first, and replaces a repeat invite to one address', async () => {
    const { owner, member, family } = await p.family();
    await invite(p, owner, family.id, 'a@example.com');
    const b = (await invite(p, member, family.id, 'b@example.com')).json<SendInviteResult>();
    const again = (await invite(p, owner, family.id, 'A@example.com')).json<SendInviteResult>();
    expect((await pendingOf(p, member, family.id)).map((i) => i.id)).toEqual([again.invite.id, b.invite.id]);

    await plain.database.db
      .update(familyInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(familyInvites.id, b.invite.id));
    expect((await pendingOf(p, member, family.id)).map((i) => i.invitedEmail)).toEqual(['a@example.com']);

    // Accepted through the account's own e-mail, whatever the join form said.
    const invited = await plain.signIn('a@example.com');
    await p.join(invited, family.inviteCode, {
      name: 'A',
      email: 'other@example.com',
      relationship: 'Friend',
    });
    expect(await pendingOf(p, owner, family.id)).toEqual([]);
  });

  it('answers 404 to an outsider, for sending and listing', async () => {
    const { outsider, family } = await p.family();
    const res = await invite(p, outsider, family.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Family not found' });
    const list = await p.call(outsider, 'GET', `/api/families/${family.id}/invites`);
    expect(list.statusCode).toBe(404);
    expect(list.json()).toMatchObject({ message: 'Family not found' });
    const [row] = await plain.database.db
      .select()
      .from(familyInvites)
      .where(eq(familyInvites.familyAccountId, family.id));
    expect(row).toBeUndefined();
  });
});
