import { afterEach, describe, expect, it, vi } from 'vitest';
import { familiesApi } from '#common/endpoints/families';
import { membersApi } from '#common/endpoints/members';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api';
import { callEndpoint, endpointKey, endpointQuery, urlOf } from './endpoint-client';
import { showMutationError } from './query-client';

afterEach(() => vi.unstubAllGlobals());

describe('the endpoint client', () => {
  it('sends a create again with the same key until it is seen to succeed, and a new key after', async () => {
    const calls: Array<Record<string, string>> = [];
    let online = false;
    vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
      calls.push(init.headers as Record<string, string>);
      if (!online) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 201 });
    });
    const add = (name: string) =>
      callEndpoint(membersApi.create, { params: { familyId: 3 }, body: { name, relationship: 'Aunt' } });
    await expect(add('Rosa')).rejects.toThrow();
    online = true;
    await add('Rosa');
    await add('Rosa');
    await add('Rita');
    await callEndpoint(familiesApi.setActiveFamily, { body: { familyId: 3 } });
    const keys = calls.map((headers) => headers['idempotency-key']);
    expect(keys[0]).toMatch(/^req-[0-9a-z]+-[0-9a-z]+-0$/);
    // The retry after the lost connection: the same key, so the server answers it once.
    expect(keys[1]).toBe(keys[0]);
    // Added again after it succeeded (deleted meanwhile, say): a new create.
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[0]);
    expect(keys[4]).toBeUndefined();
  });

  it('builds the path from the declaration and its params, with the query in a stable order', () => {
    expect(urlOf(membersApi.get.inFamily, { params: { familyId: 3, id: 41 } })).toBe(
      '/api/families/3/family-members/41',
    );
    expect(urlOf(familiesApi.memberships, { query: { familyAccountId: 7 } })).toBe(
      '/api/family-memberships?familyAccountId=7',
    );
    expect(urlOf(familiesApi.lookupInvite, { params: { code: 'INV A/B' } })).toBe(
      '/api/family-accounts/join/INV%20A%2FB',
    );
  });

  it('uses the API path as the query key and marks family-scoped endpoints', () => {
    expect(endpointKey(membersApi.list, { params: { familyId: 3 } })).toEqual([
      '/api/families/3/family-members',
    ]);
    expect(endpointKey(familiesApi.memberships, { query: { familyAccountId: 7 } })).toEqual([
      '/api/family-memberships',
      { familyAccountId: 7 },
    ]);
    expect(endpointQuery(membersApi.activeBrief).meta).toEqual({ familyScoped: true, reads: ['members'] });
    expect(endpointQuery(membersApi.list, { params: { familyId: 3 } }).meta).toEqual({ reads: ['members'] });
  });

  it('sends the method and body the declaration names and returns the parsed answer', async () => {
    const fetchMock = vi.fn(async () => new Response('{"id":9,"name":"The Lees"}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const family = await callEndpoint(familiesApi.create, { body: { name: 'The Lees' } });
    expect(family.name).toBe('The Lees');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/family-accounts',
      expect.objectContaining({ method: 'POST', body: '{"name":"The Lees"}' }),
    );
  });

  it('refuses to call with a path parameter missing', () => {
    expect(() => urlOf(membersApi.list, { params: {} as { familyId: number } })).toThrow(/familyId/);
  });

  it('keeps the server error code next to the status: message text', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('{"code":"quota_exceeded","message":"AI is resting"}', { status: 429 }),
    );
    const error = await callEndpoint(familiesApi.list).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'quota_exceeded', message: '429: AI is resting' });
  });
});

describe('mutation errors', () => {
  it("shows the mutation's title with the server's words, or the fallback when there are none", async () => {
    const notifications = await import('@mantine/notifications');
    const show = vi.spyOn(notifications.notifications, 'show').mockImplementation(() => '');
    vi.spyOn(notifications.notifications, 'clean').mockImplementation(() => {});
    showMutationError(new ApiError(400, '400: Name is taken', 'bad_request', 'Name is taken'), {
      title: 'Error',
      message: 'Failed to add family member',
    });
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Error', message: 'Name is taken' }),
    );
    // A lost connection is said in the spec's words, not as a refusal.
    showMutationError(new ApiError(0, 'offline', 'network'), {
      title: 'Error',
      message: 'Failed to add family member',
    });
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Error', message: NETWORK_ERROR_MESSAGE }),
    );
    showMutationError(new ApiError(500, '500: boom', 'internal', 'boom'), {
      title: 'Update Failed',
      message: 'Failed to update profile. Please try again.',
      preferServer: false,
    });
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'Failed to update profile. Please try again.' }),
    );
  });
});
