import { z } from 'zod';
import { bodyIdSchema, hasVisibleText, idSchema, str } from './api/fields';

const EMAIL_MESSAGE = 'must be a valid e-mail address';
const requiredEmail = str('E-mail is required')
  .trim()
  .toLowerCase()
  .pipe(z.email(EMAIL_MESSAGE).max(254, 'must be at most 254 characters'));

export const INVITE_VALID_DAYS = 14;
export const INVITE_STATUSES = ['pending', 'accepted', 'revoked'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/**
 * `inviterName` and `fromEmail` are the spec's fields and still validated, but the e-mail
 * names the sender by the account's own name and verified address, never by these.
 */
export const sendInviteSchema = z.object({
  email: requiredEmail,
  inviterName: str('Your name is required')
    .trim()
    .min(1, 'Your name is required')
    .max(80, 'must be at most 80 characters')
    .refine(hasVisibleText, 'Your name is required')
    // It goes into a mail subject: no line breaks or runs of spaces.
    .transform((v) => v.replace(/\s+/g, ' ')),
  fromEmail: requiredEmail,
  familyAccountId: bodyIdSchema('must be a family id'),
  /**
   * Sent from a member's record (an adult without an account, one the sender may edit): whoever
   * joins with a sign-in that verified this address may take that record over.
   */
  memberId: bodyIdSchema('must be a member id')
    .nullish()
    .transform((v) => v ?? null),
});
export type SendInviteInput = z.input<typeof sendInviteSchema>;
export type SendInviteData = z.infer<typeof sendInviteSchema>;

export const familyInviteSchema = z.object({
  id: z.number().int(),
  invitedEmail: z.string(),
  role: z.string(),
  status: z.enum(INVITE_STATUSES),
  usesRemaining: z.number().int(),
  expiresAt: z.string(),
  createdAt: z.string(),
  /** The join link the invite carries (the family's current code), while it is pending. */
  link: z.string().nullable(),
  /** The viewer may manage it (cancel it, resend it): the family owner, or whoever sent it. */
  canCancel: z.boolean(),
});
export type FamilyInvite = z.infer<typeof familyInviteSchema>;

export const inviteParamsSchema = z.object({ familyId: idSchema, id: idSchema });

/**
 * The answer to sending an invite and to resending one. demoMode: no e-mail went out (reason
 * says why); share the code or the /join link instead.
 */
export const sendInviteResultSchema = z.object({
  demoMode: z.boolean(),
  inviteCode: z.string(),
  reason: z.string().optional(),
  invite: familyInviteSchema,
});
export type SendInviteResult = z.infer<typeof sendInviteResultSchema>;
