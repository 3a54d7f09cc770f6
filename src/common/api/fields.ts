import { z } from 'zod';

export const NUL_MESSAGE = 'must not contain the NUL character';
export const SURROGATE_MESSAGE = 'must be valid Unicode text (it holds a lone surrogate)';

/** A UTF-16 half without its other half: no UTF-8 (so no PostgreSQL text) can hold it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether the text holds a lone surrogate (`"\ud800"` in JSON); every browser GiftLens supports. */
export const hasLoneSurrogate = (value: string): boolean => {
  const wellFormed = (value as { isWellFormed?: () => boolean }).isWellFormed;
  return typeof wellFormed === 'function' ? !wellFormed.call(value) : LONE_SURROGATE.test(value);
};

/**
 * Every text a client sends starts here: PostgreSQL can store neither U+0000 nor half a
 * surrogate pair, so either is a 400 naming the field instead of a failed insert.
 */
export const str = (message?: string) =>
  z
    .string(message)
    .refine((value) => !value.includes('\u0000'), NUL_MESSAGE)
    .refine((value) => !hasLoneSurrogate(value), SURROGATE_MESSAGE);

/**
 * Characters that take no room on screen: zero-width spaces and joiners, direction marks,
 * embeddings, overrides and isolates, invisible operators, the byte-order mark, soft hyphens,
 * variation selectors and the Hangul fillers people use for "empty" names (issue 36).
 */
const INVISIBLE =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: each of these is matched alone, joiners and selectors included
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]/gu;

/** Whether a text shows anything at all: a name of only invisible characters is empty. */
export const hasVisibleText = (value: string): boolean => value.replace(INVISIBLE, '').trim().length > 0;

/** The largest PostgreSQL integer: serial ids are never larger, so a larger one names no row. */
export const MAX_ID = 2_147_483_647;

/** Serial ids are PostgreSQL integers: anything larger can name no row. */
export const idSchema = z.coerce
  .number('must be a number')
  .int('must be a whole number')
  .positive('must be positive')
  .max(MAX_ID, 'is not a valid id');

/** An id in a JSON body (a number, never a string). */
export const bodyIdSchema = (message = 'must be an id') =>
  z.number(message).int('must be a whole number').positive(message).max(MAX_ID, 'is not a valid id');

export const familyIdParamSchema = z.object({ familyId: idSchema });
