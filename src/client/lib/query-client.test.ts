import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { endpoint } from '#common/api/contract';
import { mutationMetaOf, queryMetaOf } from './endpoint-client';
import { createQueryClient } from './query-client';

const ideas = endpoint({ method: 'GET', path: '/ideas', summary: '', tags: [], reads: ['giftIdeas'] });
const ads = endpoint({
  method: 'GET',
  path: '/ads',
  summary: '',
  tags: [],
  reads: ['trackedAds', 'members'],
});
const rate = endpoint({
  method: 'POST',
  path: '/rate',
  summary: '',
  tags: [],
  affects: ['giftIdeas', 'signals'],
});

describe('refreshing after a change', () => {
  it('fetches again exactly the answers made of what the change affects, before the change settles', async () => {
    const client = createQueryClient();
    const fetched: string[] = [];
    for (const e of [ideas, ads]) {
      // Observed, as on a page: invalidated queries are fetched again at once.
      new QueryObserver(client, {
        queryKey: [e.path],
        queryFn: async () => {
          fetched.push(e.path);
          return e.path;
        },
        meta: queryMetaOf(e),
      }).subscribe(() => {});
    }
    await new Promise((r) => setTimeout(r, 0));
    expect(fetched.sort()).toEqual(['/ads', '/ideas']);
    fetched.length = 0;

    await client
      .getMutationCache()
      .build(client, { mutationFn: async () => 'ok', meta: mutationMetaOf(rate) })
      .execute(undefined);
    expect(fetched).toEqual(['/ideas']);

    fetched.length = 0;
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: async () => 'ok',
        meta: mutationMetaOf(rate, { updatedInPlace: ['giftIdeas'] }),
      })
      .execute(undefined);
    expect(fetched).toEqual([]);
  });
});

describe('a change made while offline', () => {
  it('is tried and fails with the network message at once, rather than waiting silently for the connection', async () => {
    const client = createQueryClient();
    onlineManager.setOnline(false);
    try {
      const mutation = client.getMutationCache().build(client, {
        mutationFn: async () => {
          throw new Error('Network connection failed. Please check your connection and try again.');
        },
      });
      await expect(mutation.execute(undefined)).rejects.toThrow('Network connection failed');
      expect(mutation.state.isPaused).toBe(false);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
