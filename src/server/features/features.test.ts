import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { PLATFORM_TABLES } from '../lib/feature';
import { FEATURES } from './index';

const here = path.dirname(fileURLToPath(import.meta.url));
const tableNames = new Map(
  (Object.entries(schema) as Array<[string, unknown]>).flatMap(([name, value]) =>
    is(value, PgTable) ? [[name, getTableName(value)] as const] : [],
  ),
);

/** The schema tables a feature's own (non-test) code imports, by export name. */
function tablesImportedBy(folder: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of readdirSync(path.join(here, folder))) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const text = readFileSync(path.join(here, folder, file), 'utf8');
    for (const match of text.matchAll(/import \{([^}]*)\} from '\.\.\/\.\.\/db\/schema';/g)) {
      for (const name of (match[1] ?? '').split(',').map((n) => n.replace(/^type /, '').trim())) {
        if (tableNames.has(name)) found.set(name, [...(found.get(name) ?? []), file]);
      }
    }
  }
  return found;
}

describe('the feature registry', () => {
  it('lists every feature folder once', () => {
    const folders = readdirSync(here, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(FEATURES.map((feature) => feature.name).sort()).toEqual(folders);
  });

  it('gives every table one owner: a feature, or the platform (the tenant, sign-in and shared limits)', () => {
    const owners = new Map<string, string[]>();
    const own = (table: PgTable, owner: string) =>
      owners.set(getTableName(table), [...(owners.get(getTableName(table)) ?? []), owner]);
    for (const table of PLATFORM_TABLES) own(table, 'platform');
    for (const feature of FEATURES) for (const table of feature.tables) own(table, feature.name);
    const unowned = [...tableNames.values()].filter((name) => !owners.has(name));
    expect(unowned, 'tables nobody declares').toEqual([]);
    const shared = [...owners].filter(([, by]) => by.length > 1);
    expect(shared, 'tables declared twice').toEqual([]);
  });

  it("keeps each feature's queries to its own tables and the platform's: anything else goes through a port", () => {
    const platform = new Set(PLATFORM_TABLES.map((t) => getTableName(t)));
    const strays: string[] = [];
    for (const feature of FEATURES) {
      const mine = new Set(feature.tables.map((t) => getTableName(t)));
      for (const [name, files] of tablesImportedBy(feature.name)) {
        const table = tableNames.get(name) as string;
        if (!mine.has(table) && !platform.has(table))
          strays.push(`${feature.name} (${files.join(', ')}) → ${table}`);
      }
    }
    expect(strays).toEqual([]);
  });
});
