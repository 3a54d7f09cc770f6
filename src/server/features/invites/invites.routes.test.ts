import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FamilyInvite, INVITE_WITHDRAWN_MESSAGE, type SendInviteResult } from '#common/members';
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
        link: `http://localhost:3000/join/${family.inviteCode}`,
        canCancel: true,
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

describe('cancelling an invite (DELETE /api/families/:familyId/invites/:id)', () => {
  const cancel = (cookie: string, familyId: number, id: number) =>
    p.call(cookie, 'DELETE', `/api/families/${familyId}/invites/${id}`);
  const statusOf = async (id: number) =>
    (await plain.database.db.select().from(familyInvites).where(eq(familyInvites.id, id)))[0]?.status;
  const sent = async (cookie: string, familyId: number, email: string) => {
    const res = await invite(p, cookie, familyId, email);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<SendInviteResult>().invite;
  };

  it('lets the owner cancel any invite and the sender their own; it leaves the list as withdrawn', async () => {
    const { owner, member, family } = await p.family();
    const byMember = await sent(member, family.id, 'kim@example.com');
    const byOwner = await sent(owner, family.id, 'lou@example.com');

    expect((await cancel(owner, family.id, byMember.id)).statusCode).toBe(204);
    const own = await cancel(member, family.id, (await sent(member, family.id, 'max@example.com')).id);
    expect(own.statusCode).toBe(204);
    expect((await pendingOf(p, owner, family.id)).map((i) => i.id)).toEqual([byOwner.id]);
    expect(await statusOf(byMember.id)).toBe('revoked');
    // Cancelling again changes nothing and says nothing went wrong.
    expect((await cancel(owner, family.id, byMember.id)).statusCode).toBe(204);
    expect(await statusOf(byMember.id)).toBe('revoked');
  });

  it('shows each viewer the join link and whether they may cancel each invite', async () => {
    const { owner, member, relative, family } = await p.family();
    const invited = await sent(member, family.id, 'kim@example.com');
    const link = `http://localhost:3000/join/${family.inviteCode}`;
    expect(await pendingOf(p, owner, family.id)).toEqual([{ ...invited, link, canCancel: true }]);
    expect(await pendingOf(p, member, family.id)).toEqual([{ ...invited, link, canCancel: true }]);
    expect(await pendingOf(p, relative, family.id)).toEqual([{ ...invited, link, canCancel: false }]);
  });

  it('answers 403 to a member who did not send it, 409 for an accepted one, changing nothing', async () => {
    const { owner, member, relative, family } = await p.family();
    const invited = await sent(member, family.id, 'kim@example.com');
    const res = await cancel(relative, family.id, invited.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only the family owner or whoever sent the invite can cancel it.');
    expect(await statusOf(invited.id)).toBe('pending');

    const kim = await plain.signIn('kim@example.com');
    await p.join(kim, family.inviteCode, { name: 'Kim', email: 'kim@example.com', relationship: 'Cousin' });
    const accepted = await cancel(owner, family.id, invited.id);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().message).toBe('This invite was already accepted: they are in the family.');
    expect(await statusOf(invited.id)).toBe('accepted');
  });

  it('answers 404 to an outsider, for an unknown id and for another family’s invite, changing nothing', async () => {
    const { owner, outsider, family } = await p.family();
    const invited = await sent(owner, family.id, 'kim@example.com');
    const other = await p.family();
    const theirs = await sent(other.owner, other.family.id, 'lou@example.com');
    for (const [cookie, id, message] of [
      [outsider, invited.id, 'Family not found'],
      [owner, 2_000_000_000, 'Invite not found'],
      [owner, theirs.id, 'Invite not found'],
    ] as const) {
      const res = await cancel(cookie, family.id, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(message);
    }
    expect(await statusOf(invited.id)).toBe('pending');
    expect(await statusOf(theirs.id)).toBe('pending');
    expect((await cancel(owner, family.id, 0)).statusCode).toBe(400);
  });

  it('makes the invite link say the invitation was withdrawn to the person invited, until they are invited again', async () => {
    const { owner, family } = await p.family();
    const invited = await sent(owner, family.id, 'wren@example.com');
    expect((await cancel(owner, family.id, invited.id)).statusCode).toBe(204);
    const wren = await plain.signIn('wren@example.com');
    const lookup = () =>
      plain.request({ method: 'GET', url: `/api/family-accounts/join/${family.inviteCode}`, cookie: wren });

    const withdrawn = await lookup();
    expect(withdrawn.statusCode).toBe(403);
    expect(withdrawn.json()).toEqual({ code: 'forbidden', message: INVITE_WITHDRAWN_MESSAGE });
    const join = await p.joinRequest(wren, family.inviteCode, {
      name: 'Wren',
      email: 'wren@example.com',
      relationship: 'Cousin',
    });
    expect(join.statusCode).toBe(403);
    expect(join.json().message).toBe('This invitation was withdrawn');
    expect((await p.get<{ id: number }[]>(wren, '/api/user/families')).map((x) => x.id)).not.toContain(
      family.id,
    );
    // Anyone else with the code still finds the family.
    const someone = await p.user('someone');
    expect(
      (
        await plain.request({
          method: 'GET',
          url: `/api/family-accounts/join/${family.inviteCode}`,
          cookie: someone,
        })
      ).statusCode,
    ).toBe(200);

    await sent(owner, family.id, 'wren@example.com');
    expect((await lookup()).statusCode).toBe(200);
    await p.join(wren, family.inviteCode, {
      name: 'Wren',
      email: 'wren@example.com',
      relationship: 'Cousin',
    });
  });
});

describe('resending an invite (POST /api/families/:familyId/invites/:id/resend)', () => {
  const MINUTE = 60_000;
  const resend = (t: TestApp, cookie: string, familyId: number | string, id: number | string) =>
    t.request({ method: 'POST', url: `/api/families/${familyId}/invites/${id}/resend`, cookie });
  const rowsOf = async (t: TestApp, familyId: number) =>
    t.database.db
      .select()
      .from(familyInvites)
      .where(eq(familyInvites.familyAccountId, familyId))
      .orderBy(familyInvites.id);
  const rowOf = async (t: TestApp, id: number) =>
    (await t.database.db.select().from(familyInvites).where(eq(familyInvites.id, id)))[0];
  const sent = async (
    fx: ReturnType<typeof memberFixtures>,
    cookie: string,
    familyId: number,
    email: string,
  ) => {
    const res = await invite(fx, cookie, familyId, email);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<SendInviteResult>().invite;
  };
  /** As if the last mail went `minutesAgo` minutes ago and the invite had `daysLeft` days to run. */
  const age = (t: TestApp, id: number, minutesAgo: number, daysLeft = 2) =>
    t.database.db
      .update(familyInvites)
      .set({
        lastSentAt: new Date(Date.now() - minutesAgo * MINUTE),
        expiresAt: new Date(Date.now() + daysLeft * 86_400_000),
      })
      .where(eq(familyInvites.id, id));
  const daysLeft = (expiresAt: string | Date) => (new Date(expiresAt).getTime() - Date.now()) / 86_400_000;

  it('lets the owner mail an invite a member sent again, with the join link, starting its 14 days over', async () => {
    smtp.state.rejectSender = false;
    const { owner, member, family } = await m.family();
    await rename(m, owner, 'Olive', 'Owner');
    const invited = await sent(m, member, family.id, 'wren.resend@example.com');
    await age(mailing, invited.id, 11);
    const before = smtp.received.length;

    const res = await resend(mailing, owner, family.id, invited.id);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<SendInviteResult>();
    expect(result).toEqual({
      demoMode: false,
      inviteCode: family.inviteCode,
      invite: { ...invited, expiresAt: expect.any(String) },
    });
    expect(daysLeft(result.invite.expiresAt)).toBeCloseTo(14, 2);
    expect(await pendingOf(m, owner, family.id)).toEqual([result.invite]);

    expect(smtp.received.length).toBe(before + 1);
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(['wren.resend@example.com']);
    // From the account that resent it.
    expect(mail?.subject).toBe(`Olive Owner invited you to ${family.name} on GiftLens`);
    expect(mail?.text).toContain(`http://localhost:3000/join/${family.inviteCode}`);
    const row = await rowOf(mailing, invited.id);
    expect(Date.now() - (row?.lastSentAt?.getTime() ?? 0)).toBeLessThan(MINUTE);
    expect(row?.status).toBe('pending');
  });

  it('lets the member who sent an invite mail it again', async () => {
    const { member, family } = await m.family();
    await rename(m, member, 'Milo', 'Member');
    const invited = await sent(m, member, family.id, 'pip.resend@example.com');
    await age(mailing, invited.id, 30);
    const before = smtp.received.length;
    const res = await resend(mailing, member, family.id, invited.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SendInviteResult>().demoMode).toBe(false);
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)?.to).toEqual(['pip.resend@example.com']);
    expect(smtp.received.at(-1)?.subject).toBe(`Milo Member invited you to ${family.name} on GiftLens`);
  });

  it('answers 403 to a member who did not send it and 404 to an outsider or for another family’s or an unknown invite, mailing nothing and changing nothing', async () => {
    const { owner, member, relative, outsider, family } = await m.family();
    const invited = await sent(m, member, family.id, 'kim.resend@example.com');
    await age(mailing, invited.id, 11);
    const other = await m.family();
    const theirs = await sent(m, other.owner, other.family.id, 'lou.resend@example.com');
    await age(mailing, theirs.id, 11);
    const rows = await rowsOf(mailing, family.id);
    const otherRows = await rowsOf(mailing, other.family.id);
    const before = smtp.received.length;

    const forbidden = await resend(mailing, relative, family.id, invited.id);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      code: 'forbidden',
      message: 'Only the family owner or whoever sent the invite can resend it.',
    });
    for (const [cookie, familyId, id, message] of [
      [outsider, family.id, invited.id, 'Family not found'],
      [owner, family.id, 2_000_000_000, 'Invite not found'],
      [owner, family.id, theirs.id, 'Invite not found'],
      [other.owner, family.id, invited.id, 'Family not found'],
    ] as const) {
      const res = await resend(mailing, cookie, familyId, id);
      expect(res.statusCode, `${familyId}/${id}`).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message });
    }
    expect(await rowsOf(mailing, family.id)).toEqual(rows);
    expect(await rowsOf(mailing, other.family.id)).toEqual(otherRows);
    expect(smtp.received.length).toBe(before);
  });

  it('answers 409 for an accepted, a withdrawn or an expired invite, mailing nothing and changing nothing', async () => {
    const { owner, family } = await m.family();
    const accepted = await sent(m, owner, family.id, 'ada.resend@example.com');
    const withdrawn = await sent(m, owner, family.id, 'bea.resend@example.com');
    const expired = await sent(m, owner, family.id, 'cy.resend@example.com');
    for (const { id } of [accepted, withdrawn, expired]) await age(mailing, id, 60);
    const ada = await mailing.signIn('ada.resend@example.com');
    await m.join(ada, family.inviteCode, {
      name: 'Ada',
      email: 'ada.resend@example.com',
      relationship: 'Cousin',
    });
    expect(
      (await m.call(owner, 'DELETE', `/api/families/${family.id}/invites/${withdrawn.id}`)).statusCode,
    ).toBe(204);
    await age(mailing, expired.id, 60, -1);
    const rows = await rowsOf(mailing, family.id);
    expect(rows.map((r) => r.status)).toEqual(['accepted', 'revoked', 'pending']);
    const before = smtp.received.length;

    for (const [id, message] of [
      [accepted.id, 'This invite was already accepted: they are in the family.'],
      [withdrawn.id, 'This invite was withdrawn: send a new one.'],
      [expired.id, 'This invite has expired: send a new one.'],
    ] as const) {
      const res = await resend(mailing, owner, family.id, id);
      expect(res.statusCode, message).toBe(409);
      expect(res.json()).toEqual({ code: 'conflict', message });
    }
    expect(await rowsOf(mailing, family.id)).toEqual(rows);
    expect(smtp.received.length).toBe(before);
  });

  it('refuses a second mail within ten minutes of the last with 429 saying when, mailing nothing and changing nothing', async () => {
    const { owner, family } = await m.family();
    const invited = await sent(m, owner, family.id, 'dee.resend@example.com');
    const before = smtp.received.length;
    const rows = await rowsOf(mailing, family.id);

    const justSent = await resend(mailing, owner, family.id, invited.id);
    expect(justSent.statusCode).toBe(429);
    expect(justSent.json()).toEqual({
      code: 'rate_limited',
      message: 'This invite was e-mailed less than 10 minutes ago: it can be sent again in 10 minutes.',
    });
    expect(await rowsOf(mailing, family.id)).toEqual(rows);

    await age(mailing, invited.id, 7.5);
    const aged = await rowsOf(mailing, family.id);
    const later = await resend(mailing, owner, family.id, invited.id);
    expect(later.statusCode).toBe(429);
    expect(later.json().message).toBe(
      'This invite was e-mailed less than 10 minutes ago: it can be sent again in 3 minutes.',
    );
    expect(await rowsOf(mailing, family.id)).toEqual(aged);
    expect(smtp.received.length).toBe(before);

    // Ten minutes on, it goes; and straight after that, the wait starts over.
    await age(mailing, invited.id, 10);
    expect((await resend(mailing, owner, family.id, invited.id)).statusCode).toBe(200);
    expect(smtp.received.length).toBe(before + 1);
    expect((await resend(mailing, owner, family.id, invited.id)).statusCode).toBe(429);
    expect(smtp.received.length).toBe(before + 1);
  });

  it('mails once when two resends race, answering the other 429', async () => {
    const { owner, member, family } = await m.family();
    const invited = await sent(m, member, family.id, 'eve.resend@example.com');
    await age(mailing, invited.id, 11);
    const before = smtp.received.length;
    const answers = await Promise.all([
      resend(mailing, owner, family.id, invited.id),
      resend(mailing, member, family.id, invited.id),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429]);
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)?.to).toEqual(['eve.resend@example.com']);
  });

  it('falls back to demo mode with the reason when the mail fails, renewing the expiry and leaving no wait', async () => {
    const { owner, family } = await m.family();
    const before = smtp.received.length;
    smtp.state.rejectSender = true;
    let invited: FamilyInvite;
    try {
      // The first mail fails too: nothing went, so a resend may follow at once.
      invited = await sent(m, owner, family.id, 'fay.resend@example.com');
      expect((await rowOf(mailing, invited.id))?.lastSentAt).toBeNull();
      await mailing.database.db
        .update(familyInvites)
        .set({ expiresAt: new Date(Date.now() + 86_400_000) })
        .where(eq(familyInvites.id, invited.id));
      const res = await resend(mailing, owner, family.id, invited.id);
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json<SendInviteResult>();
      expect(result).toMatchObject({ demoMode: true, inviteCode: family.inviteCode });
      expect(result.reason).toMatch(/^The e-mail could not be sent: the mail server answered 553\b/);
      expect(daysLeft(result.invite.expiresAt)).toBeCloseTo(14, 2);
      expect((await rowOf(mailing, invited.id))?.lastSentAt).toBeNull();
    } finally {
      smtp.state.rejectSender = false;
    }
    expect(smtp.received.length).toBe(before);
    const again = await resend(mailing, owner, family.id, invited.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<SendInviteResult>().demoMode).toBe(false);
    expect(smtp.received.length).toBe(before + 1);
  });

  it('sends nothing to an address that turned e-mails off, answering the neutral reason', async () => {
    const { owner, family } = await m.family();
    const address = `quiet-resend-${Date.now()}@example.com`;
    const quiet = await mailing.signIn(address);
    expect(
      (await m.call(quiet, 'PATCH', '/api/user/settings', { emailNotifications: false })).statusCode,
    ).toBe(200);
    const invited = await sent(m, owner, family.id, address);
    await age(mailing, invited.id, 1);
    const before = smtp.received.length;
    const res = await resend(mailing, owner, family.id, invited.id);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<SendInviteResult>();
    expect(result).toMatchObject({
      demoMode: true,
      reason: 'No e-mail was sent to this address. Share the link or the code instead.',
    });
    expect(daysLeft(result.invite.expiresAt)).toBeCloseTo(14, 2);
    expect(smtp.received.length).toBe(before);
  });

  it('answers demo mode with the code without an e-mail server, renewing the expiry each time, with no wait', async () => {
    const { owner, family } = await p.family();
    const invited = await sent(p, owner, family.id, 'gus.resend@example.com');
    // No mail went, so none is on record to wait after.
    expect((await rowOf(plain, invited.id))?.lastSentAt).toBeNull();
    await age(plain, invited.id, 1, 1);
    const mailedAt = (await rowOf(plain, invited.id))?.lastSentAt;
    for (let i = 0; i < 2; i++) {
      const res = await resend(plain, owner, family.id, invited.id);
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json<SendInviteResult>();
      expect(result).toMatchObject({
        demoMode: true,
        inviteCode: family.inviteCode,
        reason: 'E-mail is not set up on this server',
        invite: { id: invited.id, status: 'pending', link: invited.link },
      });
      expect(daysLeft(result.invite.expiresAt)).toBeCloseTo(14, 2);
    }
    // A mail sent a minute ago (by a server that had e-mail then) holds back only another mail.
    expect((await rowOf(plain, invited.id))?.lastSentAt).toEqual(mailedAt);
  });

  it('answers 400 naming the field to a NUL or malformed id, changing nothing', async () => {
    const { owner, family } = await p.family();
    const invited = await sent(p, owner, family.id, 'hal.resend@example.com');
    const rows = await rowsOf(plain, family.id);
    for (const [familyId, id, field] of [
      [family.id, '%00', 'id'],
      [family.id, `${invited.id}%00`, 'id'],
      [family.id, 'abc', 'id'],
      [family.id, 0, 'id'],
      [family.id, 2_147_483_648, 'id'],
      ['%00', invited.id, 'familyId'],
    ] as const) {
      const res = await resend(plain, owner, familyId, id);
      expect(res.statusCode, `${familyId}/${id}`).toBe(400);
      expect(res.json().message, `${familyId}/${id}`).toMatch(new RegExp(`^Invalid (params\\.)?${field}\\b`));
    }
    expect(await rowsOf(plain, family.id)).toEqual(rows);
  });
});
