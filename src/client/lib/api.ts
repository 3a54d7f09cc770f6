import type { ErrorCode } from '#common/errors';

export const NETWORK_ERROR_MESSAGE = 'Network connection failed. Please check your connection and try again.';

/** A failed call: `message` is 'status: server message', as the app shows it; `code` lets a feature react. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's error code ('quota_exceeded', 'consent_required'…); 'network' when offline. */
    readonly code: ErrorCode | 'network' | 'unknown' = 'unknown',
    /** The server's message alone, without the status prefix. */
    readonly serverMessage: string = message,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** `{"code": "...", "message": "..."}` from our server; any other body stays as sent. */
function describe(body: string): { message: string; code?: ErrorCode } {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; code?: unknown };
    if (typeof parsed.message === 'string') {
      return {
        message: parsed.message,
        code: typeof parsed.code === 'string' ? (parsed.code as ErrorCode) : undefined,
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

/** Every call sends credentials and JSON; a non-success becomes `status: message`. */
export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await transport(path, {
      method,
      credentials: 'include',
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, 'network');
  }
  if (!res.ok) {
    const text = (await res.text()).trim();
    const { message, code } = text ? describe(text) : { message: res.statusText, code: undefined };
    throw new ApiError(res.status, `${res.status}: ${message}`, code, message);
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The server's own words for a failure, for toasts that show them after a title. */
export const serverMessageOf = (err: unknown): string | undefined =>
  err instanceof ApiError && err.code !== 'network' ? err.serverMessage : undefined;
