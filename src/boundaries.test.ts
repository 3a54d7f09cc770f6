import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceFiles } from '../scripts/boundaries/check.mjs';

/**
 * Proves the boundary rules of .dependency-cruiser.cjs (docs/decisions/0007-boundaries.md):
 * one probe file per rule breaks it, and the check names that rule; the code on main has
 * no violation. Probes live in folders named __probe__ and are removed afterwards.
 */
const run = promisify(execFile);
const PROBES: Array<{ rule: string; file: string; source: string }> = [
  {
    rule: 'common-imports-only-zod',
    file: 'src/common/__probe__/imports-react.ts',
    source: "import type { ReactNode } from 'react';\nexport type Probe = ReactNode;\n",
  },
  {
    rule: 'client-never-imports-server',
    file: 'src/client/__probe__/imports-server.ts',
    source: "import { AppError } from '../../server/errors';\nexport const probe = AppError;\n",
  },
  {
    rule: 'server-never-imports-client',
    file: 'src/server/__probe__/imports-client.ts',
    source: "import { ApiError } from '../../client/lib/api';\nexport const probe = ApiError;\n",
  },
  {
    rule: 'client-features-are-isolated',
    file: 'src/client/features/families/__probe__/imports-members.ts',
    source:
      "import { memberQuery } from '../../members/api/get-members';\nexport const probe = memberQuery;\n",
  },
  {
    rule: 'server-features-are-isolated',
    file: 'src/server/features/families/__probe__/imports-members.ts',
    source:
      "import { createMembersRepository } from '../../members/members.repository';\nexport const probe = createMembersRepository;\n",
  },
  {
    rule: 'client-components-know-no-feature',
    file: 'src/client/components/__probe__/imports-feature.ts',
    source:
      "import { memberQuery } from '../../features/members/api/get-members';\nexport const probe = memberQuery;\n",
  },
  {
    rule: 'client-lib-knows-no-feature',
    file: 'src/client/lib/__probe__/imports-feature.ts',
    source:
      "import { memberQuery } from '../../features/members/api/get-members';\nexport const probe = memberQuery;\n",
  },
  {
    rule: 'features-do-not-import-pages-or-app',
    file: 'src/client/features/members/__probe__/imports-page.ts',
    source: "import { routes } from '../../../app/routes';\nexport const probe = routes;\n",
  },
  {
    rule: 'server-lib-and-plugins-know-no-feature',
    file: 'src/server/lib/__probe__/imports-feature.ts',
    source:
      "import { familiesRoutes } from '../../features/families/families.routes';\nexport const probe = familiesRoutes;\n",
  },
];

interface Violation {
  from: string;
  rule: { name: string };
}

interface Summary {
  violations: Violation[];
  totalCruised: number;
  totalDependenciesCruised: number;
}

async function depcruise(targets: string[]): Promise<Summary> {
  const args = ['depcruise', '--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...targets];
  try {
    const { stdout } = await run('npx', args, { maxBuffer: 64 * 1024 * 1024 });
    return (JSON.parse(stdout) as { summary: Summary }).summary;
  } catch (err) {
    // depcruise exits non-zero when it finds violations; the report is still on stdout.
    const stdout = (err as { stdout?: string }).stdout ?? '';
    return (JSON.parse(stdout) as { summary: Summary }).summary;
  }
}

describe('module boundaries', () => {
  beforeAll(async () => {
    for (const probe of PROBES) {
      await mkdir(path.dirname(probe.file), { recursive: true });
      await writeFile(probe.file, probe.source);
    }
  });
  afterAll(async () => {
    for (const probe of PROBES) await rm(path.dirname(probe.file), { recursive: true, force: true });
  });

  it('names the broken rule for a probe file that breaks each one', async () => {
    const { violations } = await depcruise(PROBES.map((p) => p.file));
    for (const probe of PROBES) {
      const found = violations.filter((v) => v.from === probe.file).map((v) => v.rule.name);
      expect(found, probe.file).toContain(probe.rule);
    }
  }, 60_000);

  it('finds no violation in the code itself', async () => {
    const summary = await depcruise(sourceFiles());
    expect(summary.violations).toEqual([]);
    // A check that read nothing would pass too: it must have followed the real imports.
    expect(summary.totalCruised).toBeGreaterThan(200);
    expect(summary.totalDependenciesCruised).toBeGreaterThan(800);
  }, 60_000);
});
