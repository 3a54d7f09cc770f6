import type { FastifyBaseLogger } from 'fastify';
import {
  type FamilyInvite,
  INVITE_VALID_DAYS,
  type SendInviteData,
  type SendInviteResult,
} from '#common/members';
import type { Access } from '../../lib/access';
import type { MailPreferences } from '../../lib/mail-preferences';
import { type Mailer, shortMailError } from '../../lib/mailer';
import { inviteMail, senderName } from './invites.email';
import type { InviteRow, InvitesRepository } from './invites.repository';

export const NO_MAIL_REASON = 'E-mail is not set up on this server';
/** Neutral on purpose: it must not tell the sender whether the address has an account. */
export const MAIL_DECLINED_REASON = 'No e-mail was sent to this address. Share the link or the code instead.';
const DAY_MS = 24 * 60 * 60 * 1000;

export function toInvite(row: InviteRow): FamilyInvite {
  return {
    id: row.id,
    invitedEmail: row.invitedEmail,
    role: row.role,
    status: row.status,
    usesRemaining: row.usesRemaining,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
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
      const { family } = await requireFamily(input.familyAccountId, userId);
      const invite = toInvite(
        await repo.create({
          familyAccountId: family.id,
          invitedEmail: input.email,
          invitedByUserId: userId,
          expiresAt: new Date(Date.now() + INVITE_VALID_DAYS * DAY_MS),
        }),
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
      await requireFamily(familyId, userId);
      return (await repo.listPending(familyId, new Date())).map(toInvite);
    },
  };
}
