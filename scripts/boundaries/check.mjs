// Runs dependency-cruiser over every TypeScript file in src. The files are named one by one:
// without a TypeScript compiler API (TypeScript 7) dependency-cruiser would not look inside
// folders for .ts/.tsx, though it reads the files it is given (through babel).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

export function sourceFiles(dir = 'src', skip = /(^|\/)(migrations|__probe__)(\/|$)/) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (skip.test(full)) continue;
    if (entry.isDirectory()) out.push(...sourceFiles(full, skip));
    else if (/\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const extra = process.argv.slice(2);
  const result = spawnSync(
    'npx',
    ['depcruise', '--config', '.dependency-cruiser.cjs', ...extra, ...sourceFiles()],
    { stdio: 'inherit' },
  );
  process.exit(result.status ?? 1);
}
