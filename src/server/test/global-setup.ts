import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writePgliteTemplate } from './pglite-template';

/** Dumps one migrated embedded database for every test file to start from (pglite-template.ts). */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'giftlens-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  await writePgliteTemplate(file);
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
