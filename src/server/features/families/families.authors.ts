import { getTableName, is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';

export interface AuthorColumn {
  table: string;
  column: string;
}

/**
 * Every column of a family's data that names who made or marked something: a foreign key to
 * users that the database empties when the user is deleted (`set null`), in a table kept per
 * family. Leaving a family empties these for that family only, as deleting the account would
 * everywhere: what the leaver added about others stays, with no author. Read from the schema,
 * so a table added later (its author column declared `set null`, as the checklist asks) is
 * covered the day it exists.
 */
export function familyAuthorColumns(): AuthorColumn[] {
  const found: AuthorColumn[] = [];
  for (const table of Object.values(schema) as unknown[]) {
    if (!is(table, PgTable)) continue;
    const config = getTableConfig(table);
    if (!config.columns.some((c) => c.name === 'family_account_id')) continue;
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      if (fk.onDelete !== 'set null' || getTableName(ref.foreignTable) !== 'users') continue;
      for (const column of ref.columns) found.push({ table: config.name, column: column.name });
    }
  }
  return found.sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));
}

/** `update <table> set <column> = null` for the user's rows in the family. */
export const clearAuthor = ({ table, column }: AuthorColumn, familyId: number, userId: number): SQL =>
  sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = null where family_account_id = ${familyId} and ${sql.identifier(column)} = ${userId}`;
