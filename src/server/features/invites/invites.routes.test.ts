import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVITE_WITHDRAWN } from '#common/endpoints/families.errors';
import type { SendInviteResult } from '#common/members';
import { familyInvites } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import {
  type InviteApps,
  invite,
  pendingOf,
  rename,
  setUpInviteApps,
  verifyAddress,
} from './invites.test-support';

const apps = setUpInviteApps();
let smtp: InviteApps['smtp'];
let mailing: TestApp;
let plain: TestApp;
let m: InviteApps['m'];
let p: InviteApps['p'];
beforeAll(() => {
  ({ smtp, mailing, plain, m, p } = apps);
});

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
    expect(withdrawn.json()).toEqual({ code: 'invite_withdrawn', message: INVITE_WITHDRAWN.message({}) });
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
