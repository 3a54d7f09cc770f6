import { describe, expect, it } from 'vitest';
import type { ChangeHandlers, Database } from '../db/client';
import { createReadCache } from './read-cache';

/** A database whose change feed the test drives by hand. */
function fakeDatabase() {
  let handlers: ChangeHandlers | undefined;
  const database = {
    kind: 'pglite' as const,
    db: {} as Database['db'],
    subscribe: async (_channel: string, h: ChangeHandlers) => {
      handlers = h;
      h.ready();
      return async () => {};
    },
  };
  const feed = () => {
    if (!handlers) throw new Error('not subscribed');
    return handlers;
  };
  return { database, feed };
}

const quiet = { warn: () => {} };

describe('the read cache', () => {
  it('answers a repeated read from memory until a change names one of its tags', async () => {
    const { database, feed } = fakeDatabase();
    const cache = await createReadCache(database, quiet);
    let loads = 0;
    const read = () =>
      cache.get(
        'family:1:members',
        async () => ({ n: ++loads }),
        () => ['family:1', 'user:9'],
      );
    expect(await read()).toEqual({ n: 1 });
    expect(await read()).toEqual({ n: 1 });
    feed().message('family:2');
    expect(await read()).toEqual({ n: 1 });
    feed().message('user:9');
    expect(await read()).toEqual({ n: 2 });
    expect(cache.stats).toMatchObject({ hits: 2, misses: 2 });
  });

  it('does not keep a value whose tag changed while it was being read', async () => {
    const { database, feed } = fakeDatabase();
    const cache = await createReadCache(database, quiet);
    let loads = 0;
    const first = await cache.get(
      'k',
      async () => {
        loads += 1;
        // The change commits after the read's snapshot but is heard before the read returns.
        feed().message('family:1');
        return 'old';
      },
      () => ['family:1'],
    );
    expect(first).toBe('old');
    expect(
      await cache.get(
        'k',
        async () => {
          loads += 1;
          return 'new';
        },
        () => ['family:1'],
      ),
    ).toBe('new');
    expect(loads).toBe(2);
  });

  it('remembers nothing while it cannot hear changes, and starts afresh when it hears again', async () => {
    const { database, feed } = fakeDatabase();
    const cache = await createReadCache(database, quiet);
    let value = 'a';
    const read = () =>
      cache.get(
        'k',
        async () => value,
        () => ['t'],
      );
    expect(await read()).toBe('a');
    feed().lost();
    expect(cache.active).toBe(false);
    value = 'b';
    expect(await read()).toBe('b');
    value = 'c';
    expect(await read()).toBe('c');
    feed().ready();
    expect(await read()).toBe('c');
    value = 'd';
    expect(await read()).toBe('c');
  });

  it('never remembers an absent value, so a missing row is looked up again', async () => {
    const { database } = fakeDatabase();
    const cache = await createReadCache(database, quiet);
    let loads = 0;
    const read = () =>
      cache.get<string | undefined>(
        'k',
        async () => {
          loads += 1;
          return undefined;
        },
        () => ['t'],
      );
    await read();
    await read();
    expect(loads).toBe(2);
  });

  it('hands out frozen values, so a caller cannot change what the next request reads', async () => {
    const { database } = fakeDatabase();
    const cache = await createReadCache(database, quiet);
    const rows = await cache.get(
      'k',
      async () => [{ name: 'Mia', settings: { privacy: {} } }],
      () => ['t'],
    );
    expect(() => {
      (rows[0] as { name: string }).name = 'changed';
    }).toThrow(TypeError);
    expect(() => rows.push({ name: 'x', settings: { privacy: {} } })).toThrow(TypeError);
  });
});
