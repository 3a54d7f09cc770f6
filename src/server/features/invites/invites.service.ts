import type { FastifyBaseLogger } from 'fastify';
import {
  type FamilyInvite,
  INVITE_VALID_DAYS,
  type SendInviteData,
  type SendInviteResult,
} from '#common/members';
import { conflict, forbidden, notFound } from '../../errors';
import type { Access, FamilyScope } from '../../lib/access';
import type { MailPreferences } from '../../lib/mail-preferences';
import { type Mailer, shortMailError } from '../../lib/mailer';
import { inviteMail, joinLink, senderName } from './invites.email';
import type { InviteRow, InvitesRepository } from './invites.repository';

export const NO_MAIL_REASON = 'E-mail is not set up on this server';
/** Neutral on purpose: it must not tell the sender whether the address has an account. */
export const MAIL_DECLINED_REASON = 'No e-mail was sent to this address. Share the link or the code instead.';
const DAY_MS = 24 * 60 * 60 * 1000;

export const CANCEL_FORBIDDEN_MESSAGE = 'Only the family owner or whoever sent the invite can cancel it.';
export const ALREADY_ACCEPTED_MESSAGE = 'This invite was already accepted: they are in the family.';

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
      const { family } = scope;
      const invite = toInvite(
        await repo.create({
          familyAccountId: family.id,
          invitedEmail: input.email,
          invitedByUserId: userId,
          expiresAt: new Date(Date.now() + INVITE_VALID_DAYS * DAY_MS),
        }),
        scope,
        opts.publicUrl,
      );
      const inviteCode = family.inviteCode;
      if (!opts.mailer) return { demoMode: true, inviteCode, reason: NO_MAIL_REASON, invite };
      // Someone who turned off e-mails from GiftLens gets none, invites included.
      if (!(await opts.mailPreferences.allowsAddress(input.email))) {
        return { demoMode: true, inviteCode, reason: MAIL_DECLINED_REASON, invite };
      }
      const sender = await repo.sender(userId);
      try {
        await opts.mailer.send(
          inviteMail({
            to: input.email,
            sender: {
              name: senderName(sender.firstName, sender.lastName),
              verifiedEmail: sender.verifiedEmail,
            },
            familyName: family.name,
            inviteCode,
            publicUrl: opts.publicUrl,
          }),
        );
        return { demoMode: false, inviteCode, invite };
      } catch (err) {
        log.warn({ err, familyId: family.id }, 'invite e-mail could not be sent');
        return {
          demoMode: true,
          inviteCode,
          reason: `The e-mail could not be sent: ${shortMailError(err)}`,
          invite,
        };
      }
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
        throw forbidden(CANCEL_FORBIDDEN_MESSAGE);
      if (invite.status === 'accepted') throw conflict(ALREADY_ACCEPTED_MESSAGE);
      if (invite.status === 'pending' && !(await repo.revoke(invite.id, familyId))) {
        // Accepted (or withdrawn by someone else) in the meantime.
        const now = await repo.find(inviteId, familyId);
        if (now?.status === 'accepted') throw conflict(ALREADY_ACCEPTED_MESSAGE);
      }
    },
  };
}
