import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../src/server/db/client';

/**
 * Creates and migrates one embedded database before the journeys start. A fresh PGlite data
 * directory costs about 10 s of initdb and migrations on this machine; each spec's server starts
 * from a copy of this one instead (`startServer`), and the lifecycle spec still proves a start
 * from nothing.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'giftlens-e2e-template-'));
  const database = await openPglite(path.join(dir, 'pglite'));
  await database.close();
  project.provide('templateDataDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDataDir: string;
  }
}
