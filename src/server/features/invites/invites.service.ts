import type { FastifyBaseLogger } from 'fastify';
import * as declared from '#common/endpoints/invites.errors';
import {
  type FamilyInvite,
  INVITE_VALID_DAYS,
  type SendInviteData,
  type SendInviteResult,
} from '#common/members';
import { type AppError, notFound, refusal } from '../../errors';
import { type Access, type FamilyScope, isChild } from '../../lib/access';
import type { MailPreferences } from '../../lib/mail-preferences';
import { type Mailer, shortMailError } from '../../lib/mailer';
import { inviteMail, joinLink, senderName } from './invites.email';
import type { InviteRow, InvitesRepository } from './invites.repository';

export const NO_MAIL_REASON = 'E-mail is not set up on this server';
/** Neutral on purpose: it must not tell the sender whether the address has an account. */
export const MAIL_DECLINED_REASON = 'No e-mail was sent to this address. Share the link or the code instead.';
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** One invite is mailed at most once in this many minutes, so resending cannot flood an inbox. */
export const RESEND_INTERVAL_MINUTES = 10;

/** A resend refused because the last mail went too recently: how long to wait, rounded up. */
export const resendTooSoon = (waitMs: number) =>
  refusal(declared.INVITE_RESEND_TOO_SOON, {
    waitMinutes: Math.max(1, Math.ceil(waitMs / MINUTE_MS)),
    intervalMinutes: RESEND_INTERVAL_MINUTES,
  });

/**
 * Why an invite cannot be sent again now, or null when it can: accepted, withdrawn and expired
 * ones never can (a new invite is the way), and a mail waits ten minutes after the last one.
 */
function resendRefusal(invite: InviteRow, now: Date, mailing: boolean): AppError | null {
  if (invite.status === 'accepted') return refusal(declared.INVITE_ALREADY_ACCEPTED);
  if (invite.status === 'revoked') return refusal(declared.INVITE_WITHDRAWN_NOT_RESENT);
  if (invite.expiresAt <= now) return refusal(declared.INVITE_EXPIRED);
  const wait = invite.lastSentAt
    ? invite.lastSentAt.getTime() + RESEND_INTERVAL_MINUTES * MINUTE_MS - now.getTime()
    : 0;
  if (mailing && wait > 0) return resendTooSoon(wait);
  return null;
}

/** What an invite says to one viewer: the link it carries while pending, and whether they may cancel it. */
export function toInvite(row: InviteRow, scope: FamilyScope, publicUrl: string): FamilyInvite {
  return {
    id: row.id,
    invitedEmail: row.invitedEmail,
    role: row.role,
    status: row.status,
    usesRemaining: row.usesRemaining,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    link: row.status === 'pending' ? joinLink(publicUrl, scope.family.inviteCode) : null,
    canCancel: scope.viewer.isOwner || row.invitedByUserId === scope.viewer.userId,
  };
}

export function createInvitesService(
  repo: InvitesRepository,
  opts: {
    access: Access;
    mailer: Mailer | undefined;
    mailPreferences: MailPreferences;
    publicUrl: string;
  },
) {
  const { requireFamily } = opts.access;

  /**
   * An invite sent from a record lets the person it reaches take that record over: only a record
   * the sender may edit (its managers), of an adult, without an account yet.
   */
  async function requireInvitableRecord(memberId: number, userId: number, familyId: number) {
    const { member } = await opts.access.requireEditor(
      memberId,
      userId,
      familyId,
      declared.INVITE_RECORD_FORBIDDEN,
    );
    if (member.userId !== null)
      throw refusal(declared.INVITE_RECORD_HAS_ACCOUNT, { field: 'memberId', memberId, name: member.name });
    if (isChild(member)) throw refusal(declared.INVITE_RECORD_CHILD, { field: 'memberId', memberId });
  }

  /** Why no e-mail may go to this address (demo mode), or null when one may. */
  async function mailRefusal(email: string): Promise<string | null> {
    if (!opts.mailer) return NO_MAIL_REASON;
    // Someone who turned off e-mails from GiftLens gets none, invites included.
    if (!(await opts.mailPreferences.allowsAddress(email))) return MAIL_DECLINED_REASON;
    return null;
  }

  /**
   * Mails the invite from the account of `userId`; null once the mail server took it, or why it
   * could not be sent.
   */
  async function mailInvite(
    mailer: Mailer,
    scope: FamilyScope,
    to: string,
    userId: number,
    log: FastifyBaseLogger,
  ): Promise<string | null> {
    const { family } = scope;
    const sender = await repo.sender(userId);
    try {
      await mailer.send(
        inviteMail({
          to,
          sender: {
            name: senderName(sender.firstName, sender.lastName),
            verifiedEmail: sender.verifiedEmail,
          },
          familyName: family.name,
          inviteCode: family.inviteCode,
          publicUrl: opts.publicUrl,
        }),
      );
      return null;
    } catch (err) {
      log.warn({ err, familyId: family.id }, 'invite e-mail could not be sent');
      return `The e-mail could not be sent: ${shortMailError(err)}`;
    }
  }

  /**
   * Mails a stored invite unless `refused` says why not, answering as send does. A mail that
   * fails gives back the time stamped on the row for it (`lastSentAt` back to `previousSentAt`):
   * no mail went, so the next try is not held back.
   */
  async function deliver(
    row: InviteRow,
    scope: FamilyScope,
    userId: number,
    refused: string | null,
    log: FastifyBaseLogger,
    previousSentAt: Date | null,
  ): Promise<SendInviteResult> {
    const invite = toInvite(row, scope, opts.publicUrl);
    const inviteCode = scope.family.inviteCode;
    if (refused || !opts.mailer)
      return { demoMode: true, inviteCode, reason: refused ?? NO_MAIL_REASON, invite };
    const failed = await mailInvite(opts.mailer, scope, row.invitedEmail, userId, log);
    if (!failed) return { demoMode: false, inviteCode, invite };
    if (row.lastSentAt) await repo.releaseSend(row.id, row.familyAccountId, row.lastSentAt, previousSentAt);
    return { demoMode: true, inviteCode, reason: failed, invite };
  }

  return {
    /**
     * Any member may invite. The invite is stored first, so it exists whatever the mail
     * server does; without a mail server, or when it refuses, the answer is demo mode and
     * the shareable code. The mail names the sender by the account's own name and verified
     * address: `inviterName` and `fromEmail` are accepted (the spec's body) but never mailed,
     * as free text they would let anyone write as anyone.
     */
    async send(userId: number, input: SendInviteData, log: FastifyBaseLogger): Promise<SendInviteResult> {
      const scope = await requireFamily(input.familyAccountId, userId);
      if (input.memberId !== null) await requireInvitableRecord(input.memberId, userId, scope.family.id);
      const refused = await mailRefusal(input.email);
      const now = new Date();
      const row = await repo.create({
        familyAccountId: scope.family.id,
        invitedEmail: input.email,
        invitedByUserId: userId,
        expiresAt: new Date(now.getTime() + INVITE_VALID_DAYS * DAY_MS),
        lastSentAt: refused ? null : now,
        memberId: input.memberId,
      });
      return deliver(row, scope, userId, refused, log, null);
    },

    /** Pending invites that have not expired, newest first. */
    async listPending(familyId: number, userId: number): Promise<FamilyInvite[]> {
      const scope = await requireFamily(familyId, userId);
      return (await repo.listPending(familyId, new Date())).map((row) =>
        toInvite(row, scope, opts.publicUrl),
      );
    },

    /**
     * The owner or the sender withdraws an invite: its link then says so (families.service).
     * Cancelling one already withdrawn changes nothing; one already accepted cannot be.
     */
    async cancel(familyId: number, inviteId: number, userId: number): Promise<void> {
      const scope = await requireFamily(familyId, userId);
      const invite = await repo.find(inviteId, familyId);
      if (!invite) throw notFound('Invite');
      if (!scope.viewer.isOwner && invite.invitedByUserId !== userId)
        throw refusal(declared.INVITE_CANCEL_FORBIDDEN);
      if (invite.status === 'accepted') throw refusal(declared.INVITE_ALREADY_ACCEPTED);
      if (invite.status === 'pending' && !(await repo.revoke(invite.id, familyId))) {
        // Accepted (or withdrawn by someone else) in the meantime.
        const now = await repo.find(inviteId, familyId);
        if (now?.status === 'accepted') throw refusal(declared.INVITE_ALREADY_ACCEPTED);
      }
    },

    /**
     * The owner or the sender mails a pending invite again, as send does (demo mode without a
     * mail server or for an address that opted out, the reason when the mail fails), from their
     * own account, and its expiry starts over. Accepted, withdrawn and expired invites are
     * refused (409: a new invite is the way), and so is a second mail within ten minutes of the
     * last (429); the row changes in one conditional statement, so two racing resends mail once.
     */
    async resend(
      familyId: number,
      inviteId: number,
      userId: number,
      log: FastifyBaseLogger,
    ): Promise<SendInviteResult> {
      const scope = await requireFamily(familyId, userId);
      const found = await repo.find(inviteId, familyId);
      if (!found) throw notFound('Invite');
      if (!scope.viewer.isOwner && found.invitedByUserId !== userId)
        throw refusal(declared.INVITE_RESEND_FORBIDDEN);
      const refused = await mailRefusal(found.invitedEmail);
      const mailing = refused === null;
      const now = new Date();
      const tooLate = resendRefusal(found, now, mailing);
      if (tooLate) throw tooLate;
      const row = await repo.claimResend(found.id, familyId, {
        now,
        expiresAt: new Date(now.getTime() + INVITE_VALID_DAYS * DAY_MS),
        mailing,
        sentBefore: new Date(now.getTime() - RESEND_INTERVAL_MINUTES * MINUTE_MS),
      });
      if (!row) {
        // Accepted, withdrawn or mailed by another request in the meantime.
        const current = await repo.find(found.id, familyId);
        if (!current) throw notFound('Invite');
        throw resendRefusal(current, now, mailing) ?? refusal(declared.INVITE_RESEND_RACED);
      }
      return deliver(row, scope, userId, refused, log, found.lastSentAt);
    },
  };
}
