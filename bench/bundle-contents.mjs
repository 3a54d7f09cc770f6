// Prints what the signed-in app's entry holds (the entry chunk and the chunks index.html
// preloads with it), grouped by package or source folder. `--app`: what the entry loads next, before
// the app runs (app/start.tsx and its imports, as app-shell.html's data-app lists them); `--all`:
// modules, not groups. Run after `ANALYZE=1 npm run build`, which writes bundle-stats/client.json:
// each module's bytes in the minified chunks, read through source maps. Each chunk's gzip size is
// shared out over its modules by their minified bytes, so the groups add up to the chunks' gzip
// sizes (what bench/bundle-size.mjs prints for the entry).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = 'dist/client';
const stats = JSON.parse(readFileSync('bundle-stats/client.json', 'utf8'));
const refs = (file, pattern) =>
  [...readFileSync(path.join(dir, file), 'utf8').matchAll(pattern)].flatMap((m) => m[1].split(' '));
const entryFiles = new Set(
  refs(
    'index.html',
    /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="(\/assets\/[^"]+\.js)"/g,
  ),
);
const appFiles = new Set(refs('app-shell.html', /data-app="([^"]+)"/g).filter((f) => !entryFiles.has(f)));
const chosen = new Set(
  [...(process.argv.includes('--app') ? appFiles : entryFiles)].map((f) => f.replace(/^\//, '')),
);

function group(id) {
  const pkg = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const src = id.match(/src\/(client\/(?:features\/[^/]+|[^/]+)|common)/);
  return src ? src[1] : id.replace(/^\0/, '');
}

const perChunk = new Map([...chosen].map((file) => [file, []]));
for (const meta of Object.values(stats.nodeMetas)) {
  for (const [file, uid] of Object.entries(meta.moduleParts)) {
    perChunk.get(file)?.push([meta.id, stats.nodeParts[uid].renderedLength]);
  }
}
const modules = [];
for (const [file, parts] of perChunk) {
  const code = readFileSync(path.join(dir, file));
  const ratio = gzipSync(code, { level: 9 }).length / code.length;
  // Bytes no module claims (the chunk's imports and exports, the bundler's glue).
  const glue = code.length - parts.reduce((sum, [, length]) => sum + length, 0);
  for (const [id, length] of [...parts, [`(glue of ${file})`, glue]]) modules.push([id, length * ratio]);
}
const groups = new Map();
for (const [id, size] of modules) groups.set(group(id), (groups.get(group(id)) ?? 0) + size);

const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
const rows = process.argv.includes('--all') ? modules : [...groups];
console.log(`chunks: ${[...chosen].join(', ')}`);
for (const [name, size] of rows.sort((a, b) => b[1] - a[1])) {
  if (size >= 51) console.log(`${kb(size)}  ${name}`);
}
console.log(`${kb(rows.reduce((sum, [, size]) => sum + size, 0))}  total JS gzip (color-scheme.js aside)`);
