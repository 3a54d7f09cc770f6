import { defineError } from '../errors';

/** What the account's routes refuse (issue 30): Facebook's data-deletion callback. */

const SIGNED_REQUEST_PROBLEMS = {
  malformed: 'expected two base64url parts.',
  bad_signature: 'the signature does not match.',
  not_json: 'the payload is not JSON.',
  no_issued_at: 'it has no issued_at time.',
  bad_user_id: 'its user_id holds U+0000 or a lone surrogate, which no Facebook user id does.',
  no_user: 'it names no Facebook user.',
  from_the_future: 'its issued_at is in the future.',
} as const;

/** Facebook's `signed_request` is not one Facebook signed for this app (`problem` says how). */
export const SIGNED_REQUEST_INVALID = defineError<{ problem: keyof typeof SIGNED_REQUEST_PROBLEMS }>(
  'signed_request_invalid',
  400,
  (p) => `Invalid signed_request: ${SIGNED_REQUEST_PROBLEMS[p.problem] ?? p.problem}`,
);

export const SIGNED_REQUEST_STALE = defineError<{ minutesOld: number; maxMinutes: number }>(
  'signed_request_stale',
  400,
  (p) =>
    `Invalid signed_request: it was issued ${p.minutesOld} minutes ago; Facebook's callbacks are at most ${p.maxMinutes} minutes old.`,
);

export const FACEBOOK_NOT_CONFIGURED = defineError(
  'facebook_not_configured',
  404,
  () => 'Facebook sign-in is not set up on this server',
);
