import { getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema';

/** Columns that hold a user id by name, for tables that keep one without a foreign key. */
const USER_COLUMN_NAME =
  /(^|_)(user_id|owner_id|viewer_id|recorded_by|created_by|updated_by|deleted_by)$|_by_user_id$/;

const tables = () =>
  (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** Every column of every table that names a user: a foreign key to users.id, or a user-ish name. */
export function userColumns(): Array<{ table: string; column: string }> {
  const found: Array<{ table: string; column: string }> = [];
  for (const table of tables()) {
    const config = getTableConfig(table);
    const byForeignKey = new Set(
      config.foreignKeys
        .map((fk) => fk.reference())
        .filter((ref) => getTableName(ref.foreignTable) === 'users')
        .flatMap((ref) => ref.columns.map((c) => c.name)),
    );
    for (const column of config.columns) {
      if (byForeignKey.has(column.name) || USER_COLUMN_NAME.test(column.name)) {
        found.push({ table: config.name, column: column.name });
      }
    }
  }
  return found;
}

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

/**
 * Where a user is still found, in every table of the schema, present and future: their id
 * in the users table and in any column that names a user, and any of `texts` (their e-mail
 * addresses, unique names, provider ids) anywhere in any row. Empty means nothing is left.
 */
export async function tracesOf(db: Db, userId: number, texts: string[]): Promise<string[]> {
  const traces: string[] = [];
  const users = rowsOf(await db.execute(sql`select count(*)::int as n from users where id = ${userId}`));
  if (Number(users[0]?.n) > 0) traces.push('users.id');
  for (const { table, column } of userColumns()) {
    const rows = rowsOf(
      await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
      ),
    );
    if (Number(rows[0]?.n) > 0) traces.push(`${table}.${column}`);
  }
  for (const table of tables()) {
    const name = getTableName(table);
    for (const text of texts) {
      const rows = rowsOf(
        await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(name)} as t where strpos(lower(t::text), lower(${text})) > 0`,
        ),
      );
      if (Number(rows[0]?.n) > 0) traces.push(`${name} mentions "${text}"`);
    }
  }
  return traces;
}
