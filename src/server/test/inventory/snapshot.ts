import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';

/**
 * Tables whose rows change on any request, not data: a session's last-seen time, and on
 * PostgreSQL the budgets every request counts against (lib/shared-limits.ts).
 */
const VOLATILE = new Set(['sessions', 'rate_limit_windows', 'upload_slots', 'cool_downs']);

/** Every row of every table, as one comparable string: "the data is unchanged" made checkable. */
export async function snapshotData(db: Db): Promise<string> {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const name = getTableName(table);
    if (VOLATILE.has(name)) continue;
    const rows = await db.select().from(table);
    out[name] = rows
      .map((row) => JSON.stringify(row, (_key, value) => (Buffer.isBuffer(value) ? value.length : value)))
      .sort();
  }
  return JSON.stringify(out);
}
