import { defineError, defineFieldError } from '../errors';

/** What e-mail invites refuse (issue 30). */

export const INVITE_CANCEL_FORBIDDEN = defineError(
  'invite_cancel_forbidden',
  403,
  () => 'Only the family owner or whoever sent the invite can cancel it.',
);

export const INVITE_RESEND_FORBIDDEN = defineError(
  'invite_resend_forbidden',
  403,
  () => 'Only the family owner or whoever sent the invite can resend it.',
);

/** An invite sent from a record lets its person take it over: only its managers send one. */
export const INVITE_RECORD_FORBIDDEN = defineError(
  'invite_record_forbidden',
  403,
  () => "Only those who manage this person's record can invite them to take it over.",
);

export const INVITE_RECORD_HAS_ACCOUNT = defineFieldError<{
  field: 'memberId';
  memberId: number;
  name: string;
}>('invite_record_has_account', 400, (p) => `${p.name} already has an account`);

export const INVITE_RECORD_CHILD = defineFieldError<{ field: 'memberId'; memberId: number }>(
  'invite_record_child',
  400,
  () => "a child's record is not taken over by joining",
);

export const INVITE_ALREADY_ACCEPTED = defineError(
  'invite_already_accepted',
  409,
  () => 'This invite was already accepted: they are in the family.',
);

export const INVITE_WITHDRAWN_NOT_RESENT = defineError(
  'invite_withdrawn_not_resent',
  409,
  () => 'This invite was withdrawn: send a new one.',
);

export const INVITE_EXPIRED = defineError(
  'invite_expired',
  409,
  () => 'This invite has expired: send a new one.',
);

/** Another request's mail failed and gave its time back just as this one asked: rare, and retryable. */
export const INVITE_RESEND_RACED = defineError(
  'invite_resend_raced',
  409,
  () => 'The invite changed while it was being resent: try again.',
);

/** One invite is mailed at most once in `intervalMinutes`, so resending cannot flood an inbox. */
export const INVITE_RESEND_TOO_SOON = defineError<{ waitMinutes: number; intervalMinutes: number }>(
  'invite_resend_too_soon',
  429,
  (p) =>
    `This invite was e-mailed less than ${p.intervalMinutes} minutes ago: it can be sent again in ${p.waitMinutes} minute${p.waitMinutes === 1 ? '' : 's'}.`,
);
