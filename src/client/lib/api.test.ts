import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, NETWORK_ERROR_MESSAGE } from './api';

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
    });
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

  it('reports a network failure in words a person understands', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(NETWORK_ERROR_MESSAGE);
  });
});
