import { z } from 'zod';

export const NUL_MESSAGE = 'must not contain the NUL character';

/**
 * Every text a client sends starts here: PostgreSQL cannot store U+0000, so a NUL is a
 * 400 naming the field instead of a failed insert.
 */
export const str = (message?: string) =>
  z.string(message).refine((value) => !value.includes('\u0000'), NUL_MESSAGE);

/** Serial ids are PostgreSQL integers: anything larger can name no row. */
export const idSchema = z.coerce
  .number('must be a number')
  .int('must be a whole number')
  .positive('must be positive')
  .max(2_147_483_647, 'is not a valid id');

/** An id in a JSON body (a number, never a string). */
export const bodyIdSchema = (message = 'must be an id') =>
  z.number(message).int('must be a whole number').positive(message).max(2_147_483_647, 'is not a valid id');

export const familyIdParamSchema = z.object({ familyId: idSchema });
