import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXCHANGE_NO_DRAW } from '#common/endpoints/gift-exchanges.errors';
import { PLEDGE_EXCEEDS_REMAINING, WISHLIST_FULL } from '#common/endpoints/wishlists.errors';
import {
  ApiError,
  apiRequest,
  fieldRefusalOf,
  NETWORK_ERROR_MESSAGE,
  REQUEST_TIMEOUT_MS,
  refusalOf,
  timeoutFor,
} from './api';

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON with credentials and returns the parsed body', async () => {
    const fetchMock = vi.fn(async () => new Response('{"id":7}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('POST', '/api/x', { a: 1 })).resolves.toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledWith('/api/x', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
      signal: expect.any(AbortSignal),
    });
  });

  it('gives up on a call that gets no answer in time, saying the connection failed, so nothing spins forever', async () => {
    vi.stubGlobal(
      'fetch',
      (_path: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const started = Date.now();
    const error = await apiRequest('POST', '/api/x', { a: 1 }, { timeoutMs: 50 }).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('network');
    expect((error as ApiError).message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('waits longer for a big upload than for a small call', () => {
    expect(timeoutFor(undefined)).toBe(REQUEST_TIMEOUT_MS);
    expect(timeoutFor('x'.repeat(5_000_000))).toBeGreaterThan(REQUEST_TIMEOUT_MS + 40_000);
  });

  it("turns a JSON error into 'status: message'", async () => {
    vi.stubGlobal('fetch', async () => new Response('{"message":"Family not found"}', { status: 404 }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('404: Family not found');
  });

  it('uses a plain-text body as is, and the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', async () => new Response('upstream broke', { status: 502 }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('502: upstream broke');
    vi.stubGlobal('fetch', async () => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('keeps the code and the parameters of a refusal, so it is worded without reading the message', async () => {
    const body = {
      code: 'pledge_exceeds_remaining',
      message: 'amountCents: at most 1500 cents are left to reach the target',
      params: { field: 'amountCents', remainingCents: 1500 },
    };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 400 }));
    const error = await apiRequest('POST', '/api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: body.code,
      serverMessage: body.message,
      params: body.params,
    });
    expect(refusalOf(error, PLEDGE_EXCEEDS_REMAINING)).toEqual(body.params);
    expect(refusalOf(error, WISHLIST_FULL)).toBeUndefined();
    expect(refusalOf(new Error(body.message), PLEDGE_EXCEEDS_REMAINING)).toBeUndefined();
    expect(fieldRefusalOf(error, [PLEDGE_EXCEEDS_REMAINING])).toEqual({
      field: 'amountCents',
      words: 'at most 1500 cents are left to reach the target',
    });
    expect(fieldRefusalOf(error, [EXCHANGE_NO_DRAW])).toBeUndefined();
  });

  it('reports a network failure in words a person understands', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(NETWORK_ERROR_MESSAGE);
  });
});
