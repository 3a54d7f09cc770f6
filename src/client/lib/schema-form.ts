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

/** A field's first problem as the schema found it: its kind and limit, for a form to word itself. */
export interface FieldIssue {
  /** zod's issue code: too_big, too_small, invalid_type, invalid_format, custom… */
  code: string;
  /** The limit a too_big or too_small issue names. */
  limit?: number;
  /** What was measured: 'string' (characters), 'number', 'array' (items)… */
  origin?: string;
}

/**
 * The request schema's problems with a form's values, one per field (the first), by kind and
 * limit (issue 30): forms word them from these, never from the schema's English. Keys are the
 * body's paths, dotted (`exclusions.0`).
 */
export function issuesWith<TValues>(
  schema: z.ZodType,
  toInput: (values: TValues) => unknown,
): (values: TValues) => Record<string, FieldIssue> {
  return (values) => {
    const result = schema.safeParse(toInput(values));
    const found: Record<string, FieldIssue> = {};
    if (result.success) return found;
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      if (found[key]) continue;
      const detail = issue as { maximum?: unknown; minimum?: unknown; origin?: unknown };
      const limit = [detail.maximum, detail.minimum].find(
        (n) => typeof n === 'number' || typeof n === 'bigint',
      );
      found[key] = {
        code: issue.code,
        ...(limit !== undefined ? { limit: Number(limit) } : {}),
        ...(typeof detail.origin === 'string' ? { origin: detail.origin } : {}),
      };
    }
    return found;
  };
}

/**
 * A too_big or too_small problem in a form's words ("Title must be at most 120 characters",
 * "Quantity must be at least 1"), or null for another kind. `amount` words a number limit
 * (money) where the field is one.
 */
export function limitWords(
  label: string,
  issue: FieldIssue,
  amount: (n: number) => string = String,
): string | null {
  if (issue.limit === undefined) return null;
  const text = issue.origin === 'string';
  if (issue.code === 'too_big')
    return text
      ? `${label} must be at most ${issue.limit} characters`
      : `${label} must be at most ${amount(issue.limit)}`;
  if (issue.code !== 'too_small') return null;
  if (text)
    return issue.limit <= 1 ? `${label} is required` : `${label} must be at least ${issue.limit} characters`;
  return issue.limit === 0
    ? `${label} must not be negative`
    : `${label} must be at least ${amount(issue.limit)}`;
}
