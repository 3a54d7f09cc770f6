import { readFile, writeFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openPglite } from '../db/client';

/**
 * One migrated in-memory database, dumped to `file` before the tests start (vitest's
 * globalSetup, src/server/test/global-setup.ts). Creating a PGlite database runs initdb, several
 * seconds of CPU on this machine; loading a dump takes about one, so each test file starts from
 * this template instead.
 */
export async function writePgliteTemplate(file: string) {
  const database = await openPglite(undefined);
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}

let template: Promise<Blob | undefined> | undefined;

/** The template's dump, read once per worker; undefined when the tests run without the global setup. */
export function pgliteTemplate(): Promise<Blob | undefined> {
  template ??= (async () => {
    const file = inject('pgliteTemplate');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return template;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate?: string;
  }
}
