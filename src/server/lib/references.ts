import { getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema';

interface Reference {
  table: string;
  column: string;
}

/**
 * The columns of other tables that point at a row of `target` and let go of it when it goes
 * (`on delete set null`): an idea, a wish or an exchange "for" an occasion. Read from the schema,
 * so a feature that adds such a column is covered without the target's feature knowing it.
 */
export function pointersTo(target: PgTable): Reference[] {
  const name = getTableName(target);
  const found: Reference[] = [];
  for (const table of Object.values(schema) as unknown[]) {
    if (!is(table, PgTable)) continue;
    const config = getTableConfig(table);
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      if (fk.onDelete !== 'set null' || getTableName(ref.foreignTable) !== name) continue;
      for (const column of ref.columns) found.push({ table: config.name, column: column.name });
    }
  }
  return found.sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));
}

/** Everything that pointed at row `fromId` of `target` points at `toId` instead (inside the caller's transaction). */
export async function repoint(tx: Db, target: PgTable, fromId: number, toId: number) {
  for (const { table, column } of pointersTo(target)) {
    await tx.execute(
      sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${toId} where ${sql.identifier(column)} = ${fromId}`,
    );
  }
}
