const UNIQUE_VIOLATION = '23505';

/**
 * True when the error (or its cause, as Drizzle wraps driver errors) is a unique-index
 * violation; with `constraint`, only a violation of that index counts.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const { code, constraint: violated } = e as { code?: string; constraint?: string };
    if (code === UNIQUE_VIOLATION) return constraint === undefined || violated === constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
