import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export interface ScratchDatabase {
  name: string;
  /** The connection string of the new database (the server's, with its name). */
  url: string;
  /** Drops it, closing whatever is still connected. */
  drop(): Promise<void>;
}

/**
 * A throwaway database on the PostgreSQL server `serverUrl` names (TEST_DATABASE_URL), for one
 * test file: created empty here, dropped by `drop()`. `prefix` says whose it is in a listing.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = 'giftlens_test',
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
