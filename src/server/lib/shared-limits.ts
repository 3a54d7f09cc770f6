import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { coolDowns, rateLimitWindows, uploadSlots } from '../db/schema';

/**
 * Every budget that limits abuse, in one place (decision 0025): the rate-limit windows
 * (@fastify/rate-limit's store), the per-user upload slots and the cool-downs. On PostgreSQL
 * they live in the database, so any number of GiftLens processes serving it share one budget;
 * the embedded database serves one process, which keeps them in memory.
 */
export interface SharedLimits {
  /** The store class @fastify/rate-limit instantiates; every route shares its one table. */
  rateLimitStore: new (
    params?: unknown,
  ) => RateLimitStore;
  /**
   * Takes one of `max` slots under `key` (a user's uploads in progress): the release function,
   * or undefined when every slot is taken. A slot a crashed process held frees itself in time.
   */
  takeSlot(key: string, max: number): Promise<(() => Promise<void>) | undefined>;
  /** A named rest: until when (ms since the epoch; 0 for none), and starting one. */
  coolDown(name: string): CoolDown;
}

export interface CoolDown {
  until(): Promise<number>;
  rest(until: number): Promise<void>;
}

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

export interface RateLimitStore {
  incr(key: string, callback: Callback, timeWindow: number): void;
  read(key: string, callback: Callback, timeWindow: number): void;
  child(): RateLimitStore;
}

/** Both drivers answer a raw statement with `{rows}`; Drizzle's shared type does not say so. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** How long an upload slot is held at most (the request timeout is 30 s). */
export const SLOT_TTL_MS = 2 * 60_000;
const MAX_KEYS = 50_000;

interface Window {
  current: number;
  startedAt: number;
}

/** The embedded database's budgets: one process, so one Map each. */
export function memoryLimits(): SharedLimits {
  const windows = new Map<string, Window>();
  class MemoryRateLimitStore implements RateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.startedAt + timeWindow <= now) {
        entry = { current: 0, startedAt: now };
        // Oldest first: a Map keeps insertion order, so the first key is the least recent window.
        if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value as string);
      }
      entry.current += 1;
      windows.delete(key);
      windows.set(key, entry);
      callback(null, { current: entry.current, ttl: timeWindow - (now - entry.startedAt) });
    }
    read(key: string, callback: Callback, timeWindow: number) {
      const now = Date.now();
      const entry = windows.get(key);
      if (!entry || entry.startedAt + timeWindow <= now)
        return callback(null, { current: 0, ttl: timeWindow });
      callback(null, { current: entry.current, ttl: timeWindow - (now - entry.startedAt) });
    }
    /** Every route's store is this same table. */
    child() {
      return this;
    }
  }

  const slots = new Map<string, number>();
  const rests = new Map<string, number>();
  return {
    rateLimitStore: MemoryRateLimitStore,
    async takeSlot(key, max) {
      const taken = slots.get(key) ?? 0;
      if (taken >= max) return undefined;
      slots.set(key, taken + 1);
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        const left = (slots.get(key) ?? 1) - 1;
        if (left <= 0) slots.delete(key);
        else slots.set(key, left);
      };
    },
    coolDown: (name) => ({
      until: async () => rests.get(name) ?? 0,
      rest: async (until) => {
        rests.set(name, Math.max(until, rests.get(name) ?? 0));
      },
    }),
  };
}

/** The budgets of processes sharing one PostgreSQL: each counts in one statement. */
export function postgresLimits(db: Db): SharedLimits {
  class PostgresRateLimitStore implements RateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      // A window that has ended starts again at 1; otherwise it counts on. One statement, so
      // two processes counting the same key at once both count.
      db.execute(sql`
        insert into ${rateLimitWindows} (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
        on conflict (key) do update set
          count = case when ${rateLimitWindows.resetAt} <= now() then 1 else ${rateLimitWindows.count} + 1 end,
          reset_at = case when ${rateLimitWindows.resetAt} <= now() then excluded.reset_at
                          else ${rateLimitWindows.resetAt} end
        returning count, (extract(epoch from reset_at - now()) * 1000)::int as ttl`).then(
        (result) => {
          const [row] = rowsOf<{ count: number; ttl: number }>(result);
          callback(null, {
            current: Number(row?.count ?? 1),
            ttl: Math.max(0, Number(row?.ttl ?? timeWindow)),
          });
        },
        (err: Error) => callback(err),
      );
    }
    read(key: string, callback: Callback, timeWindow: number) {
      db.select({
        count: rateLimitWindows.count,
        ttl: sql<number>`(extract(epoch from ${rateLimitWindows.resetAt} - now()) * 1000)::int`,
      })
        .from(rateLimitWindows)
        .where(and(eq(rateLimitWindows.key, key), sql`${rateLimitWindows.resetAt} > now()`))
        .then(
          ([row]) =>
            callback(
              null,
              row ? { current: row.count, ttl: Number(row.ttl) } : { current: 0, ttl: timeWindow },
            ),
          (err: Error) => callback(err),
        );
    }
    child() {
      return this;
    }
  }

  return {
    rateLimitStore: PostgresRateLimitStore,
    async takeSlot(key, max) {
      // The lowest slot that is free or whose holder is gone; two processes racing for the same
      // one: one takes it, the other is refused (and the client tries again), never both.
      const result = await db.execute(sql`
        insert into ${uploadSlots} (key, slot, expires_at)
        select ${key}, s, now() + make_interval(secs => ${SLOT_TTL_MS / 1000})
        from generate_series(0, ${max - 1}) as s
        where not exists (
          select 1 from ${uploadSlots} u where u.key = ${key} and u.slot = s and u.expires_at > now()
        )
        order by s limit 1
        on conflict (key, slot) do update set expires_at = excluded.expires_at
          where ${uploadSlots.expiresAt} <= now()
        returning slot`);
      const slot = rowsOf<{ slot: number }>(result)[0]?.slot;
      if (slot === undefined) return undefined;
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        await db.delete(uploadSlots).where(and(eq(uploadSlots.key, key), eq(uploadSlots.slot, Number(slot))));
      };
    },
    coolDown: (name) => ({
      async until() {
        const [row] = await db
          .select({ until: coolDowns.until })
          .from(coolDowns)
          .where(eq(coolDowns.key, name));
        return row ? row.until.getTime() : 0;
      },
      async rest(until) {
        const at = new Date(until);
        await db
          .insert(coolDowns)
          .values({ key: name, until: at })
          .onConflictDoUpdate({
            target: coolDowns.key,
            set: { until: sql`greatest(${coolDowns.until}, excluded.until)` },
          });
      },
    }),
  };
}

export const sharedLimitsFor = (database: Pick<Database, 'kind' | 'db'>): SharedLimits =>
  database.kind === 'postgres' ? postgresLimits(database.db) : memoryLimits();

/** Forgets windows, slots and rests that have ended (the housekeeping job). */
export async function forgetEndedLimits(db: Db, now = new Date()) {
  await db.delete(rateLimitWindows).where(lte(rateLimitWindows.resetAt, now));
  await db.delete(uploadSlots).where(lte(uploadSlots.expiresAt, now));
  await db.delete(coolDowns).where(lte(coolDowns.until, now));
}
