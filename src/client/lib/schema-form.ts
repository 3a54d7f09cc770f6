import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { z } from 'zod';

/**
 * A Mantine form validator from the request schema the server applies, so a form and the
 * API agree on what is valid and the messages match. `toInput` turns the form's strings
 * into the request body (an empty age becomes null); keep its keys the form's field names
 * so errors land on the right field. The first problem of a field is the one shown.
 */
export function validateWith<TValues>(
  schema: z.ZodType,
  toInput: (values: TValues) => Record<string, unknown> = (values) => values as Record<string, unknown>,
): (values: TValues) => FormErrors {
  const resolve = zod4Resolver(schema, { errorPriority: 'first' });
  return (values) => resolve(toInput(values));
}
