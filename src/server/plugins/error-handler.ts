import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { REQUEST_TOO_LARGE } from '#common/endpoints/platform.errors';
import { codeForStatus, type ErrorParams, INVALID_FIELD } from '#common/errors';
import { AppError, refusal } from '../errors';
import { noteRefusal } from '../lib/declared-refusals';

const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02',
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

const DB_DOWN_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error/i;

/** The error and its causes (Drizzle wraps driver errors), outermost first. */
function* chain(err: unknown) {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth++) {
    yield e as { code?: unknown; message?: unknown; query?: unknown; name?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

/** True when the error (or its cause) says the database is unreachable. */
export function isDatabaseDown(err: unknown): boolean {
  for (const e of chain(err)) {
    if (typeof e.code === 'string' && DB_DOWN_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && DB_DOWN_TEXT.test(e.message)) return true;
  }
  return false;
}

/**
 * What a log may say about a failed query: the driver's error code and which statement
 * (its SQL text, which holds `$1` placeholders, never the values). Drizzle's own message
 * repeats every parameter (names, e-mails, invite codes, session hashes), so it is never logged.
 */
export function describeQueryError(err: unknown): { code?: string; query?: string; error: string } | null {
  let query: string | undefined;
  let code: string | undefined;
  for (const e of chain(err)) {
    if (typeof e.query === 'string' && !query) query = e.query.replace(/\s+/g, ' ').slice(0, 200);
    if (typeof e.code === 'string' && !code) code = e.code;
  }
  if (!query && !isDatabaseDown(err)) return null;
  return { code, query, error: String(([...chain(err)].at(-1)?.name as string | undefined) ?? 'Error') };
}

export const DB_DOWN_MESSAGE = 'The database is unavailable right now. Please try again in a moment.';
const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
const OUTAGE_LOG_INTERVAL_MS = 10_000;

/**
 * What a zod issue says, as `invalid_field`'s parameters (issue 30): the field, the issue's code,
 * and the limit or the allowed values where it has them, so a client words it without reading
 * the message.
 */
export function invalidFieldParams(field: string, issue: unknown): ErrorParams {
  const found = (issue ?? {}) as {
    keyword?: unknown;
    params?: { maximum?: unknown; minimum?: unknown; values?: unknown; keys?: unknown; format?: unknown };
  };
  const detail = found.params ?? {};
  const limit = [detail.maximum, detail.minimum].find((n) => typeof n === 'number' || typeof n === 'bigint');
  const allowed = Array.isArray(detail.values)
    ? detail.values
    : Array.isArray(detail.keys)
      ? detail.keys
      : [];
  return {
    field,
    issue: typeof found.keyword === 'string' ? found.keyword : 'custom',
    ...(limit !== undefined ? { limit: Number(limit) } : {}),
    ...(allowed.length > 0 ? { allowed: allowed.map(String) } : {}),
    ...(typeof detail.format === 'string' ? { format: detail.format } : {}),
  };
}

export function registerErrorHandler(app: FastifyInstance) {
  // During an outage every request fails the same way: one line per interval, with a count.
  let lastOutageLog = 0;
  let suppressed = 0;
  const logOutage = (request: FastifyRequest, err: unknown) => {
    const now = Date.now();
    if (now - lastOutageLog < OUTAGE_LOG_INTERVAL_MS) {
      suppressed += 1;
      return;
    }
    request.log.error({ db: describeQueryError(err), suppressed }, 'database unavailable');
    lastOutageLog = now;
    suppressed = 0;
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field =
        first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
      const message = first?.message ?? 'is invalid';
      return reply.status(INVALID_FIELD.status).send({
        code: INVALID_FIELD.code,
        message: `Invalid ${field}: ${message}`,
        params: invalidFieldParams(field, first),
      });
    }
    if (error instanceof AppError) {
      noteRefusal(request, error.code);
      return reply.status(error.statusCode).send({
        code: error.code,
        message: error.message,
        ...(error.params ? { params: error.params } : {}),
      });
    }
    if (isDatabaseDown(error)) {
      logOutage(request, error);
      return reply.status(503).send({ code: 'unavailable', message: DB_DOWN_MESSAGE });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Fastify's own text ("Request body is too large") does not say what the limit is.
      const tooLarge = refusal(REQUEST_TOO_LARGE, { maxBytes: request.routeOptions.bodyLimit });
      return reply
        .status(tooLarge.statusCode)
        .send({ code: tooLarge.code, message: tooLarge.message, params: tooLarge.params });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: codeForStatus(status), message: error.message });
    }
    const query = describeQueryError(error);
    if (query) request.log.error({ db: query }, 'query failed');
    else request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 'internal', message: INTERNAL_MESSAGE });
  });
}
