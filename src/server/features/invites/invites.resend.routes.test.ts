import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FamilyInvite, SendInviteResult } from '#common/members';
import { familyInvites } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { type InviteApps, invite, pendingOf, rename, setUpInviteApps } from './invites.test-support';

const apps = setUpInviteApps();
let smtp: InviteApps['smtp'];
let mailing: TestApp;
let plain: TestApp;
let m: InviteApps['m'];
let p: InviteApps['p'];
beforeAll(() => {
  ({ smtp, mailing, plain, m, p } = apps);
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
  const sent = async (fx: InviteApps['m'], cookie: string, familyId: number, email: string) => {
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
      code: 'invite_resend_forbidden',
      message: 'Only the family owner or whoever sent the invite can resend it.',
    });
    for (const [cookie, familyId, id, what] of [
      [outsider, family.id, invited.id, 'Family'],
      [owner, family.id, 2_000_000_000, 'Invite'],
      [owner, family.id, theirs.id, 'Invite'],
      [other.owner, family.id, invited.id, 'Family'],
    ] as const) {
      const res = await resend(mailing, cookie, familyId, id);
      expect(res.statusCode, `${familyId}/${id}`).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: `${what} not found`, params: { what } });
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

    for (const [id, code, message] of [
      [accepted.id, 'invite_already_accepted', 'This invite was already accepted: they are in the family.'],
      [withdrawn.id, 'invite_withdrawn_not_resent', 'This invite was withdrawn: send a new one.'],
      [expired.id, 'invite_expired', 'This invite has expired: send a new one.'],
    ] as const) {
      const res = await resend(mailing, owner, family.id, id);
      expect(res.statusCode, message).toBe(409);
      expect(res.json()).toEqual({ code, message });
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
      code: 'invite_resend_too_soon',
      message: 'This invite was e-mailed less than 10 minutes ago: it can be sent again in 10 minutes.',
      params: { waitMinutes: 10, intervalMinutes: 10 },
    });
    expect(await rowsOf(mailing, family.id)).toEqual(rows);

    await age(mailing, invited.id, 7.5);
    const aged = await rowsOf(mailing, family.id);
    const later = await resend(mailing, owner, family.id, invited.id);
    expect(later.statusCode).toBe(429);
    expect(later.json()).toEqual({
      code: 'invite_resend_too_soon',
      message: 'This invite was e-mailed less than 10 minutes ago: it can be sent again in 3 minutes.',
      params: { waitMinutes: 3, intervalMinutes: 10 },
    });
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
