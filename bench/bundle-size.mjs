// Prints the landing page's initial JavaScript and CSS (what index.html loads before any
// lazy route), gzipped, against the 100 KB budget. Run after `npm run build`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = 'dist/client';
const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
let js = 0;
let css = 0;
for (const ref of new Set(refs)) {
  const size = gzipSync(readFileSync(path.join(dir, ref)), { level: 9 }).length;
  if (ref.endsWith('.js')) js += size;
  else css += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${ref}`);
}
console.log(
  `initial JS: ${(js / 1024).toFixed(1)} KB gzip (budget 100 KB); CSS: ${(css / 1024).toFixed(1)} KB gzip`,
);
