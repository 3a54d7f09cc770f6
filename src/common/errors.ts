/** Error codes shared by server and client; the server maps each to one HTTP status. */
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** Query-string codes the sign-in callbacks send back to `/?authError=`. */
export const authErrorMessages = {
  access_denied: 'Sign-in was cancelled.',
  invalid_state: 'Sign-in could not be verified. Please try again.',
  exchange_failed: 'Sign-in failed while talking to the provider. Please try again.',
  not_configured: 'That sign-in method is not set up on this server.',
  profile_failed: 'Sign-in failed: the provider did not return your profile.',
} as const;

export type AuthErrorCode = keyof typeof authErrorMessages;
