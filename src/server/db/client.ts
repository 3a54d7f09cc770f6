import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';
import { assertNoOpenTransaction, scopedDb } from './scope';

export type Schema = typeof schema;

const DRAIN_TIMEOUT_MS = 5_000;
/** The advisory lock migrations hold: any fixed key, the same in every process. */
const MIGRATION_LOCK = 4_177_001;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL server's address (the job runner opens its own connections). */
  url?: string;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /**
   * Hears NOTIFY payloads on `channel`: `ready` once listening (again), `lost` when the
   * connection broke and payloads may have been missed (it reconnects by itself).
   * Resolves to a function that stops listening.
   */
  subscribe(channel: string, handlers: ChangeHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

// Bundled, the server lives in dist/server and its migrations are copied next to it.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

interface Logger {
  error(obj: unknown, msg?: string): void;
}

export interface ChangeHandlers {
  message(payload: string): void;
  lost(): void;
  ready(): void;
}

const RELISTEN_MS = 1_000;

/** A connection of its own that LISTENs on `channel` and comes back after a failure. */
async function listenOnServer(url: string, channel: string, handlers: ChangeHandlers, log: Logger) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    let failed = false;
    const fail = (err?: unknown) => {
      if (failed) return;
      failed = true;
      if (client === next) client = undefined;
      next.end().catch(() => undefined);
      if (stopped) return;
      handlers.lost();
      if (err) log.error({ err }, 'the change listener lost its database connection; reconnecting');
      retry = setTimeout(() => void connect().catch(() => undefined), RELISTEN_MS);
      retry.unref();
    };
    next.on('error', fail);
    next.on('end', () => fail());
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.message(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (err) {
      fail(err);
      throw err;
    }
    client = next;
    handlers.ready();
  };

  await connect().catch(() => undefined);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/**
 * The root connection refuses a query while a transaction is open in the same piece of work
 * (db/scope.ts): on the embedded database it would wait for that transaction forever.
 */
function guardRoot<T extends object>(client: T, methods: ReadonlyArray<keyof T>) {
  for (const method of methods) {
    const original = client[method] as unknown as (...args: unknown[]) => unknown;
    Object.defineProperty(client, method, {
      configurable: true,
      writable: true,
      value: (...args: unknown[]) => {
        assertNoOpenTransaction();
        return original.apply(client, args);
      },
    });
  }
}

/** Sees every statement (SQL text and parameters); tests use it to check what a route ran. */
export type QueryLogger = (query: string, params: unknown[]) => void;

/**
 * The embedded database in `dataDir` (in memory without one), migrated. `loadDataDir` starts it
 * from a dump of another (`PGlite.dumpDataDir`), which skips initdb: tests start each file's
 * database from one migrated template (src/server/test/pglite-template.ts).
 */
export async function openPglite(
  dataDir: string | undefined,
  logQuery?: QueryLogger,
  { loadDataDir }: { loadDataDir?: Blob } = {},
): Promise<Database> {
  if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const logger = logQuery ? { logQuery } : undefined;
  guardRoot(client, ['query', 'exec']);
  const db = drizzlePglite({ client, schema, logger }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db: scopedDb(db),
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    subscribe: async (channel, handlers) => {
      const stop = await client.listen(channel, handlers.message);
      handlers.ready();
      return () => stop();
    },
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, log: Logger): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A dead server must not hang a request forever.
    query_timeout: 15_000,
  });
  // Without a listener an idle client's error (server restart) would crash the process.
  pool.on('error', (err) => log.error({ err }, 'idle database connection failed; it will be replaced'));
  guardRoot(pool, ['query']);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  // Several processes may start at once on one database: one migrates while the others wait for
  // it on this lock, then find nothing left to do.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(db as never, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
  return {
    db: scopedDb(db),
    kind: 'postgres',
    url,
    ping: async () => {
      await pool.query('select 1');
    },
    subscribe: (channel, handlers) => listenOnServer(url, channel, handlers, log),
    close: async () => {
      // Requests whose client already hung up may still be mid-query: let them finish.
      const deadline = Date.now() + DRAIN_TIMEOUT_MS;
      while (pool.totalCount > pool.idleCount && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await pool.end();
    },
  };
}
