/**
 * Error codes shared by server and client: every error body is `{code, message}`, the server
 * maps each code to one HTTP status, and the client keeps the code so a feature can react to
 * it (a quota, a missing consent, an import that is too large).
 */
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  consent_required: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  import_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  import_unrecognized: 422,
  rate_limited: 429,
  quota_exceeded: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** The generic code for a status, for errors raised outside our services (body too large, 415…). */
export function codeForStatus(status: number): ErrorCode {
  const generic: Record<number, ErrorCode> = {
    400: 'bad_request',
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    409: 'conflict',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    422: 'unprocessable',
    429: 'rate_limited',
    503: 'unavailable',
  };
  return generic[status] ?? (status >= 500 ? 'internal' : 'bad_request');
}

/** Query-string codes the sign-in callbacks send back to `/?authError=`. */
export const authErrorMessages = {
  access_denied: 'Sign-in was cancelled.',
  invalid_state: 'Sign-in could not be verified. Please try again.',
  exchange_failed: 'Sign-in failed while talking to the provider. Please try again.',
  not_configured: 'That sign-in method is not set up on this server.',
  profile_failed: 'Sign-in failed: the provider did not return your profile.',
  unify_expired: 'The sign-in waiting to be connected has expired. Please sign in again.',
  unify_mismatch:
    'That is not the GiftLens account with this e-mail address, so nothing was connected. Please try again with its own sign-in.',
  unify_taken: 'That sign-in is already connected to another GiftLens account, so nothing was connected.',
} as const;

export type AuthErrorCode = keyof typeof authErrorMessages;

/** Query-string codes the callbacks send back to `/account?linkError=` after a Connect button. */
export const linkErrorMessages = {
  already_linked:
    'That account is already connected to another GiftLens account. Sign in with it and delete that account, or disconnect it there, first.',
  provider_taken: 'You already have a sign-in with this provider. Disconnect it first to connect another.',
  session_changed:
    'You were signed out or switched accounts while connecting, so nothing was connected. Please try again.',
  not_signed_in: 'Please sign in to connect another account.',
  invalid_state: 'Connecting could not be verified. Please try again.',
  access_denied: 'Connecting was cancelled.',
  exchange_failed: 'Connecting failed while talking to the provider. Please try again.',
  not_configured: 'That sign-in method is not set up on this server.',
  profile_failed: 'Connecting failed: the provider did not return your profile.',
} as const;

export type LinkErrorCode = keyof typeof linkErrorMessages;
