/**
 * Errors are codes with parameters (issue 30): every error body is `{code, message, params?}`.
 * A refusal a service makes is declared once, beside the endpoint that can answer it
 * (`defineError`: its code, status and typed parameters, and its English words as the server's
 * `message`), and listed by that endpoint (`errors`, in the OpenAPI); the client reads the code
 * and the parameters (`refusalOf`, `fieldRefusalOf` in client/lib/api.ts) where it words a
 * refusal its own way, and shows `message` otherwise. Nothing parses the words. The generic codes below are for what no service declares (a body too large,
 * a route that is not there).
 */
export type ErrorParamValue = string | number | boolean | null | readonly string[] | readonly number[];
export type ErrorParams = Readonly<Record<string, ErrorParamValue>>;

/** A refusal, declared once: its code, its status, and its words from its parameters. */
export interface ErrorDef<P extends ErrorParams = ErrorParams> {
  readonly code: string;
  readonly status: number;
  /** The English words (the answer's `message`; a client without its own wording shows them). */
  readonly message: (params: P) => string;
}

/** Declares a refusal: `defineError<{remainingCents: number}>('pledge_exceeds_remaining', 409, (p) => …)`. */
export function defineError<P extends ErrorParams = Record<never, never>>(
  code: string,
  status: number,
  message: (params: P) => string,
): ErrorDef<P> {
  return { code, status, message };
}

/** What a refusal about one request field carries: the field, as the request names it. */
export interface FieldParams extends ErrorParams {
  field: string;
}

/** A refusal about one request field: its `words` say what is wrong, beside the field they are about. */
export interface FieldErrorDef<P extends FieldParams = FieldParams> extends ErrorDef<P> {
  /** What is wrong with the field, without naming it (a form shows them under the field). */
  readonly words: (params: P) => string;
}

/**
 * Declares a refusal about one field of the request (`params.field` names it): the message is
 * `field: words`, as the server has always put it, and a form shows the words under the field.
 */
export function defineFieldError<P extends FieldParams>(
  code: string,
  status: number,
  words: (params: P) => string,
): FieldErrorDef<P> {
  return { code, status, words, message: (p) => `${p.field}: ${words(p)}` };
}

/** "16 KB", "1.5 MB": a size limit as people read it (a placeholder, in the API reference, as it is). */
export function bytesText(bytes: number): string {
  if (typeof bytes !== 'number') return String(bytes);
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}

/** "58 seconds", "1 minute", "2 hours": a wait, rounded to its largest unit (as @fastify/rate-limit says it). */
export function durationText(seconds: number): string {
  if (typeof seconds !== 'number') return String(seconds);
  const units: Array<[string, number]> = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
    ['second', 1],
  ];
  for (const [name, size] of units) {
    if (seconds >= size || size === 1) {
      const count = Math.round(seconds / size);
      return `${count} ${name}${seconds >= size * 1.5 ? 's' : ''}`;
    }
  }
  return `${seconds} seconds`;
}

/** What every error answer is, as sent. */
export interface ErrorBody {
  code: string;
  message: string;
  params?: ErrorParams;
}

/**
 * A request field that failed validation (zod), as `invalid_field` carries it: which field, what
 * was wrong (`too_big`, `too_small`, `invalid_type`, `invalid_format`, `invalid_value`,
 * `unrecognized_keys`, `custom`), and the limit or the allowed values where there are.
 */
export interface InvalidField extends ErrorParams {
  field: string;
  issue: string;
}
export const INVALID_FIELD = defineError<InvalidField & { limit?: number; allowed?: readonly string[] }>(
  'invalid_field',
  400,
  (p) => `Invalid ${p.field}`,
);

/**
 * Generic codes, for errors no service declares (a body too large, an unsupported media type, a
 * path with no route); every code the server answers maps to one status.
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
