// What a page of the built client makes the browser fetch before anything is tapped: its scripts,
// the modules it preloads and its stylesheets, gzipped (level 9) as dist/client serves them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const CLIENT_DIR = 'dist/client';

/** Gzipped size of a file of the built client, by its URL path (`/assets/…`). */
export const gzipSize = (ref, dir = CLIENT_DIR) =>
  gzipSync(readFileSync(path.join(dir, ref)), { level: 9 }).length;

/** The files an HTML page of the built client loads up front, with their gzipped sizes. */
export function initialLoad(page, dir = CLIENT_DIR) {
  const html = readFileSync(path.join(dir, page), 'utf8');
  const refs = [
    ...html.matchAll(
      /<(?:script[^>]*\ssrc|link[^>]*rel="(?:stylesheet|modulepreload)"[^>]*\shref)="(\/[^"]+\.(?:js|css))"/g,
    ),
  ].map((m) => m[1]);
  const files = [...new Set(refs)].map((ref) => ({ ref, size: gzipSize(ref, dir) }));
  const total = (ext) => files.filter((f) => f.ref.endsWith(ext)).reduce((sum, f) => sum + f.size, 0);
  return { html, files, js: total('.js'), css: total('.css') };
}
