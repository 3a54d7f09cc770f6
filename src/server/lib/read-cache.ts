import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Memory for the reads every request repeats (the session, the viewer's family and role, the
 * family's member facts), kept true by the database itself (decision 0027): triggers on the
 * tables they come from NOTIFY a tag (`session:<key>`, `user:<id>`, `family:<id>`) on commit,
 * every server LISTENs and forgets what carries the tag. Nothing is cached while the listening
 * connection is down, so a server that may have missed a change never answers from memory.
 */
export const CHANGES_CHANNEL = 'giftlens_changes';
/** A backstop: nothing is kept longer, even if no change is ever announced. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;
/** A write waits at most this long for its own changes to come back; then the cache is emptied. */
const FENCE_TIMEOUT_MS = 2_000;

export interface ReadCache {
  /**
   * The remembered value of `key`, or `load()`'s. A value is remembered only when it is not
   * undefined and none of `tags(value)` changed while it was loading; callers must not mutate it.
   */
  get<T>(key: string, load: () => Promise<T>, tags: (value: NonNullable<T>) => string[]): Promise<T>;
  /**
   * Resolves once every change committed before the call has been applied here: a write
   * answers only after that, so its own next read never sees what it replaced.
   */
  fence(): Promise<void>;
  /** True while changes are being heard (and so values are remembered). */
  readonly active: boolean;
  readonly stats: { hits: number; misses: number; invalidations: number };
  close(): Promise<void>;
}

interface Entry {
  value: unknown;
  tags: string[];
  expiresAt: number;
}

/** Frozen so a caller that mutated a shared value would fail loudly in tests, not leak quietly. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !(value instanceof Date)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export async function createReadCache(
  database: Pick<Database, 'db' | 'subscribe' | 'kind'>,
  log: { warn(obj: object, msg: string): void },
): Promise<ReadCache> {
  // The embedded database hands its notifications over before the statement that caused them
  // returns; a server's arrive on another connection a moment later and need the fence.
  const inline = database.kind === 'pglite';
  const entries = new Map<string, Entry>();
  const byTag = new Map<string, Set<string>>();
  /** Bumped by every change heard; a load that saw it move may have read what it replaced. */
  let generation = 0;
  const changedAt = new Map<string, number>();
  let forgottenBefore = 0;
  let active = false;
  const stats = { hits: 0, misses: 0, invalidations: 0 };

  const instance = randomBytes(6).toString('hex');
  let fenceSeq = 0;
  const fences = new Map<string, () => void>();

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const tag of entry.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  }

  function clear() {
    entries.clear();
    byTag.clear();
    changedAt.clear();
    generation += 1;
    forgottenBefore = generation;
  }

  function changed(tag: string) {
    generation += 1;
    stats.invalidations += 1;
    if (changedAt.size > MAX_ENTRIES) {
      changedAt.clear();
      forgottenBefore = generation;
    }
    changedAt.set(tag, generation);
    for (const key of byTag.get(tag) ?? []) drop(key);
  }

  const unsubscribe = await database.subscribe(CHANGES_CHANNEL, {
    message(payload) {
      if (payload.startsWith('fence:')) {
        const done = fences.get(payload);
        if (done) {
          fences.delete(payload);
          done();
        }
        return;
      }
      changed(payload);
    },
    lost() {
      active = false;
      clear();
      for (const done of fences.values()) done();
      fences.clear();
      log.warn(
        { code: 'read_cache_offline' },
        'no longer hearing database changes; reading without the cache',
      );
    },
    ready() {
      clear();
      active = true;
    },
  });

  return {
    get active() {
      return active;
    },
    stats,

    async get<T>(key: string, load: () => Promise<T>, tags: (value: NonNullable<T>) => string[]) {
      if (active) {
        const entry = entries.get(key);
        if (entry && entry.expiresAt > Date.now()) {
          stats.hits += 1;
          return entry.value as T;
        }
        if (entry) drop(key);
      }
      stats.misses += 1;
      const startedAt = generation;
      const value = await load();
      if (!active || value === undefined || value === null) return value;
      if (startedAt < forgottenBefore) return value;
      const entryTags = tags(value as NonNullable<T>);
      if (entryTags.some((tag) => (changedAt.get(tag) ?? 0) > startedAt)) return value;
      drop(key);
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) drop(oldest);
      }
      entries.set(key, { value: deepFreeze(value), tags: entryTags, expiresAt: Date.now() + TTL_MS });
      for (const tag of entryTags) {
        const keys = byTag.get(tag) ?? new Set<string>();
        byTag.set(tag, keys);
        keys.add(key);
      }
      return value;
    },

    async fence() {
      if (!active || inline) return;
      fenceSeq += 1;
      const payload = `fence:${instance}:${fenceSeq}`;
      const heard = new Promise<boolean>((resolve) => {
        fences.set(payload, () => resolve(true));
        setTimeout(() => resolve(false), FENCE_TIMEOUT_MS).unref();
      });
      const sent = await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${payload})`).then(
        () => true,
        () => false,
      );
      if (!sent || !(await heard)) {
        fences.delete(payload);
        clear();
        log.warn({ code: 'read_cache_fence_timeout' }, 'database changes arrive late; cache emptied');
      }
    },

    async close() {
      active = false;
      clear();
      await unsubscribe();
    },
  };
}
