import { NOT_FOUND } from '#common/endpoints/platform.errors';
import {
  type ErrorCode,
  type ErrorDef,
  type ErrorParams,
  errorStatus,
  INVALID_FIELD,
  type InvalidField,
} from '#common/errors';

/**
 * The one error type services throw; the error handler answers it as `{code, message, params?}`
 * with its status. A refusal a service makes is declared (`defineError` in common) and thrown with
 * `refusal(def, params)`, so the client can word it from its code and parameters (issue 30).
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly params: ErrorParams | undefined;
  constructor(
    readonly code: string,
    message: string,
    options: { status?: number; params?: ErrorParams } = {},
  ) {
    super(message);
    this.statusCode = options.status ?? errorStatus[code as ErrorCode] ?? 400;
    this.params = options.params;
  }
}

type ParamsOf<D> = D extends ErrorDef<infer P> ? P : never;

/** The declared refusal, with its parameters, to throw: `throw refusal(PLEDGE_TOO_BIG, {remainingCents})`. */
export function refusal<D extends ErrorDef<never>>(
  def: D,
  ...params: keyof ParamsOf<D> extends never ? [] : [ParamsOf<D>]
): AppError {
  const given = (params[0] ?? {}) as ParamsOf<D>;
  return new AppError(def.code, (def.message as (p: ParamsOf<D>) => string)(given), {
    status: def.status,
    ...(params.length > 0 ? { params: given as ErrorParams } : {}),
  });
}

/** `<What> not found` (404), naming what was looked for, as an outsider and a missing id alike get it. */
export const notFound = (what: string) => refusal(NOT_FOUND, { what });

/** A page that answers those who may not see it as if it were not there (no name, no parameters). */
export const hiddenNotFound = () => new AppError(NOT_FOUND.code, 'Not found', { status: NOT_FOUND.status });

/**
 * `invalid_field` for what the schemas did not check (a NUL in a key, a body's shape): the
 * answer a field failing validation gets, `Invalid <field>: <detail>`, with its parameters.
 */
export const invalidField = (params: InvalidField, detail: string) =>
  new AppError(INVALID_FIELD.code, `Invalid ${params.field}: ${detail}`, {
    status: INVALID_FIELD.status,
    params,
  });
