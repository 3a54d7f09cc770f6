export const NETWORK_ERROR_MESSAGE = 'Network connection failed. Please check your connection and try again.';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** `{"message": "..."}` from our server becomes its message; any other body stays as sent. */
function describe(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // not JSON: use the text itself
  }
  return body;
}

/** Every call sends credentials and JSON; a non-success becomes `status: message`. */
export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'include',
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!res.ok) {
    const text = (await res.text()).trim();
    throw new ApiError(res.status, `${res.status}: ${text ? describe(text) : res.statusText}`);
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const apiGet = <T>(path: string) => apiRequest<T>('GET', path);
