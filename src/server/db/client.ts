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
  close(): Promise<void>;
}

// Bundled, the server lives in dist/server and its migrations are copied next to it.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

interface Logger {
  error(obj: unknown, msg?: string): void;
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
  const db = drizzlePglite({ client, schema, logger }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
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
    db,
    kind: 'postgres',
    url,
    ping: async () => {
      await pool.query('select 1');
    },
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
