import { bytesText, defineError, defineFieldError, durationText, INVALID_FIELD } from '../errors';
import { MAX_MEMBER_PHOTO_BYTES, PHOTO_SIZE_MESSAGE, PHOTO_TYPE_MESSAGE } from '../member-constants';

/**
 * What the platform refuses, whichever feature a route belongs to (issue 30): the access
 * module, the plugins every request passes (sign-in, same origin, rate limits, idempotent
 * creates, body size and depth) and the shared upload gate and image decoding. Like every
 * `*.errors.ts` this file imports no zod: the client words these codes without the schemas.
 */

/** `<What> not found`: an id that does not exist, or one the viewer may not know about, alike. */
export const NOT_FOUND = defineError<{ what: string }>('not_found', 404, (p) => `${p.what} not found`);

export const SIGN_IN_REQUIRED = defineError('unauthorized', 401, () => 'Please sign in to continue.');

/** A write that needs the current family, from someone who has none. */
export const NO_FAMILY_SELECTED = defineError('no_family_selected', 400, () => 'No family selected');

export const CROSS_SITE_REQUEST = defineError(
  'cross_site_request',
  403,
  () => 'Cross-site request refused: this request did not come from GiftLens.',
);

/** What each limit counts, as the 429 names it (the groups of server/lib/limits.ts and the features'). */
export const RATE_LIMIT_GROUPS: Record<string, string> = {
  writes: 'changes',
  uploads: 'uploads',
  generate: 'feed generations',
  'gift-generation': 'gift-idea generations',
  'sign-in': 'sign-in attempts',
  export: 'data downloads',
  'data-deletion': 'data-deletion requests',
  'link-preview': 'link previews',
  invites: 'e-mail invites',
  'occasion-links': 'calendar-feed or unsubscribe requests',
  'invite-codes': 'invite-code lookups',
  imports: 'import files',
};

/** Over a limit (issue 36): which one, its size, and how long to wait. */
export const RATE_LIMITED = defineError<{
  group: string;
  max: number;
  window: 'minute' | 'hour';
  retryAfterSeconds: number;
}>(
  'rate_limited',
  429,
  (p) =>
    `Too many ${RATE_LIMIT_GROUPS[p.group] ?? 'requests'}: at most ${p.max} ${p.window === 'hour' ? 'an hour' : 'a minute'}. Try again in ${durationText(p.retryAfterSeconds)}.`,
);

export const IDEMPOTENCY_KEY_INVALID = defineFieldError<{
  field: 'Idempotency-Key';
  minLength: number;
  maxLength: number;
}>('idempotency_key_invalid', 400, (p) => `must be ${p.minLength} to ${p.maxLength} letters, digits, - or _`);

/** The first request with this Idempotency-Key has not been answered yet. */
export const REQUEST_IN_PROGRESS = defineError(
  'request_in_progress',
  409,
  () => 'The same request is still being answered: wait a moment and look again',
);

/** A body over the route's limit (Fastify's own refusal, worded with the limit). */
export const REQUEST_TOO_LARGE = defineError<{ maxBytes: number }>(
  'payload_too_large',
  413,
  (p) => `The request is too large: this address accepts at most ${bytesText(p.maxBytes)}.`,
);

export const JSON_TOO_DEEP = defineError<{ maxDepth: number }>(
  'json_too_deep',
  400,
  (p) => `Invalid body: JSON nested more than ${p.maxDepth} levels deep`,
);

export const UPLOADS_IN_PROGRESS = defineError<{ maxInProgress: number }>(
  'uploads_in_progress',
  429,
  () => 'You already have uploads in progress. Please wait for them to finish.',
);

/** A page cursor (Ad History, the feed) that is not one this server gave out. */
export const CURSOR_INVALID = defineError<{ field: 'cursor' }>(
  'cursor_invalid',
  400,
  () => 'cursor is not valid: start again from the first page',
);

/** A photo (a data URL) that is not a PNG, JPEG, GIF or WebP picture, or does not decode. */
export const PHOTO_NOT_AN_IMAGE = defineError('photo_not_an_image', 400, () => PHOTO_TYPE_MESSAGE);

export const PHOTO_TOO_LARGE = defineError<{ maxBytes: number }>('photo_too_large', 413, (p) =>
  p.maxBytes === MAX_MEMBER_PHOTO_BYTES
    ? PHOTO_SIZE_MESSAGE
    : `Please select an image under ${bytesText(p.maxBytes)}.`,
);

/** A photo upload's refusals, for the endpoints that take one. */
export const PHOTO_ERRORS = [PHOTO_NOT_AN_IMAGE, PHOTO_TOO_LARGE, UPLOADS_IN_PROGRESS] as const;

/**
 * What any route may answer besides its own refusals (the API reference says so once):
 * validation, sign-in, the same-origin check, rate limits, idempotent creates, bodies.
 */
export const PLATFORM_ERRORS = [
  INVALID_FIELD,
  SIGN_IN_REQUIRED,
  NOT_FOUND,
  NO_FAMILY_SELECTED,
  CROSS_SITE_REQUEST,
  RATE_LIMITED,
  IDEMPOTENCY_KEY_INVALID,
  REQUEST_IN_PROGRESS,
  REQUEST_TOO_LARGE,
  JSON_TOO_DEEP,
] as const;
