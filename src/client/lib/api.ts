import type { ErrorDef, ErrorParams, FieldErrorDef } from '#common/errors';

export const NETWORK_ERROR_MESSAGE = 'Network connection failed. Please check your connection and try again.';

/**
 * A failed call: `message` is 'status: server message', as the app shows it; `code` and
 * `params` say which refusal it was and what about (issue 30), so a feature words or reacts
 * to it without reading the message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's error code ('wishlist_full', 'invalid_field'…); 'network' when offline. */
    readonly code: string = 'unknown',
    /** The server's message alone, without the status prefix. */
    readonly serverMessage: string = message,
    /** The refusal's parameters (`{field: 'amountCents', remainingCents: 500}`), when it has any. */
    readonly params: ErrorParams | undefined = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The parameters of `err` when it is the refusal `def` (its code), typed as declared; undefined
 * for any other error: `const left = refusalOf(err, PLEDGE_EXCEEDS_REMAINING)?.remainingCents`.
 */
export function refusalOf<P extends ErrorParams>(err: unknown, def: ErrorDef<P>): P | undefined {
  if (!(err instanceof ApiError) || err.code !== def.code) return undefined;
  return (err.params ?? {}) as P;
}

/**
 * When `err` is one of `defs`, refusals about one request field: the field it names and the
 * words for beside it (the message without the field), from the code and the parameters.
 */
export function fieldRefusalOf(
  err: unknown,
  defs: readonly FieldErrorDef<never>[],
): { field: string; words: string } | undefined {
  if (!(err instanceof ApiError) || typeof err.params?.field !== 'string') return undefined;
  const def = defs.find((d) => d.code === err.code);
  if (!def) return undefined;
  return { field: err.params.field, words: (def.words as (params: ErrorParams) => string)(err.params) };
}

/** `{"code": "...", "message": "...", "params": {...}}` from our server; any other body stays as sent. */
function describe(body: string): { message: string; code?: string; params?: ErrorParams } {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; code?: unknown; params?: unknown };
    if (typeof parsed.message === 'string') {
      const params = parsed.params;
      return {
        message: parsed.message,
        code: typeof parsed.code === 'string' ? parsed.code : undefined,
        params:
          params && typeof params === 'object' && !Array.isArray(params)
            ? (params as ErrorParams)
            : undefined,
      };
    }
  } catch {
    // not JSON: use the text itself
  }
  return { message: body };
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;
// Looked up at each call, so tests that stub the global fetch still reach it.
let transport: Transport = (path, init) => fetch(path, init);

/**
 * Where calls go: the browser's fetch, unless the server's page renderer
 * (src/client/prerender.tsx) answers them itself while it renders a signed-in page.
 */
export function setApiTransport(next: Transport) {
  transport = next;
}

/** A call waits this long before it says the connection failed (longer for big uploads). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Extra time per 100 KB sent: a 5 MB photo on a slow phone connection still gets there. */
const UPLOAD_MS_PER_100KB = 1_000;

export function timeoutFor(bodyText: string | undefined): number {
  return REQUEST_TIMEOUT_MS + Math.ceil((bodyText?.length ?? 0) / 100_000) * UPLOAD_MS_PER_100KB;
}

/**
 * Every call sends credentials and JSON; a non-success becomes `status: message`. A call that
 * gets no answer in time (a connection that drops without failing) is given up as a network
 * failure, so no button spins forever; `idempotencyKey` makes a repeat of a create safe.
 */
export async function apiRequest<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  options: { idempotencyKey?: string; timeoutMs?: number } = {},
): Promise<T> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> =
    payload === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' };
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  return send<T>(path, { method, headers, body: payload }, options.timeoutMs ?? timeoutFor(payload));
}

/** One request within `timeoutMs`: its answer, or the ApiError that says why not. */
async function send<T>(path: string, init: RequestInit, timeoutMs: number): Promise<T> {
  let res: Response;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    res = await transport(path, { ...init, credentials: 'include', signal: controller.signal });
  } catch {
    clearTimeout(timer);
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, 'network');
  }
  try {
    return await readAnswer<T>(res);
  } catch (err) {
    // The answer stopped coming halfway: the connection failed too.
    if (err instanceof ApiError || err instanceof SyntaxError) throw err;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, 'network');
  } finally {
    clearTimeout(timer);
  }
}

async function readAnswer<T>(res: Response): Promise<T> {
  if (!res.ok) {
    const text = (await res.text()).trim();
    const { message, code, params } = text ? describe(text) : { message: res.statusText };
    throw new ApiError(res.status, `${res.status}: ${message}`, code, message, params);
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The server's own words for a failure, for toasts that show them after a title. */
export const serverMessageOf = (err: unknown): string | undefined =>
  err instanceof ApiError && err.code !== 'network' ? err.serverMessage : undefined;

/**
 * A multipart upload (a screenshot to read): the browser sets the form's content type; the
 * answer and its failures read as `apiRequest`'s, with time for the bytes on a slow connection.
 */
export function apiUpload<T = unknown>(path: string, form: FormData, bytes: number): Promise<T> {
  return send<T>(
    path,
    { method: 'POST', headers: { accept: 'application/json' }, body: form },
    REQUEST_TIMEOUT_MS + Math.ceil(bytes / 100_000) * UPLOAD_MS_PER_100KB,
  );
}
