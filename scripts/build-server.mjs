// Bundles the server into dist/server, prerenders the landing page, and precompresses
// the client's assets.
import { createHash } from 'node:crypto';
import { cp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { build as viteBuild } from 'vite';

await build({
  // The server, the thread its renderer runs on (src/server/plugins/render-thread.ts) and the
  // one export files are read on (src/server/lib/meta-export/parse-pool.ts finds it beside
  // main.js): each its own file in dist/server.
  entryPoints: ['src/server/main.ts', 'src/server/render-worker.ts', 'src/server/import-worker.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
await cp('src/server/db/migrations', 'dist/server/migrations', { recursive: true });

// The landing page as HTML, for visitors without a session: one page per combination of
// sign-ins (Google, Facebook, demo), so no page shows a button the server cannot honour.
// The server picks its own (landingPageFile); the client renders over it.
// The same bundle stays in dist/ssr: the server renders a signed-in user's dashboard with it.
// React, Mantine and the router are bundled in, built for production whatever NODE_ENV the
// server runs with: their development builds render the dashboard three to four times slower
// (bench/dashboard-load.mjs), and `npm start` runs in local mode.
await viteBuild({
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: { ssr: 'src/client/prerender.tsx', outDir: 'dist/ssr', emptyOutDir: true, copyPublicDir: false },
});
const { renderLanding, ALL_SIGN_IN_OPTIONS, landingPageFile } = await import(
  path.resolve('dist/ssr/prerender.js')
);
const shell = await readFile('dist/client/index.html', 'utf8');
if (!shell.includes('<div id="root"></div>')) throw new Error('dist/client/index.html has no empty #root');
// The landing page and the server-rendered signed-in pages load no app code up front:
// public/app-boot.js fetches the app once the page idles and runs it on the first tap, key or
// focus (see that file). app-shell.html is the server renderer's page (server/plugins/page-renderer.ts).
const entry = shell.match(/<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"><\/script>/);
if (!entry) throw new Error('dist/client/index.html has no module entry script');
// app-boot.js prefetches the entry and every file the entry loads before the app can hydrate:
// its own imports, and the app (src/client/app/start.tsx) with its imports. Otherwise the first
// tap would wait for them, one after the other. They come first in data-app, the entry first.
const manifest = JSON.parse(await readFile('dist/client/.vite/manifest.json', 'utf8'));
await rm('dist/client/.vite', { recursive: true });
const appKey = 'src/client/app/start.tsx';
if (!manifest[appKey] || !manifest['index.html']?.dynamicImports?.includes(appKey)) {
  throw new Error(`the entry no longer loads ${appKey}: update the files app-boot.js prefetches`);
}
const startFiles = new Set([entry[1]]);
const visited = new Set();
const addStatic = (key) => {
  if (visited.has(key)) return;
  visited.add(key);
  const chunk = manifest[key];
  // A prerendered page paints with the entry's stylesheet alone, long before the app runs.
  if (key !== 'index.html' && chunk.css?.length) {
    throw new Error(`${key} brings styles of its own (${chunk.css}): import them from src/client/main.tsx`);
  }
  startFiles.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) addStatic(imported);
};
addStatic('index.html');
addStatic(appKey);
const landingShell = shell
  .replace(entry[0], `<script defer src="/app-boot.js" data-app="${[...startFiles].join(' ')}"></script>`)
  .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
await writeFile('dist/client/app-shell.html', landingShell);
for (const options of ALL_SIGN_IN_OPTIONS) {
  const { google, facebook, demo } = options;
  const page = landingShell.replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered="landing" data-google="${google}" data-facebook="${facebook}" data-demo="${demo}">${await renderLanding(options)}</div>`,
  );
  await writeFile(`dist/client/${landingPageFile(options)}`, page);
}

// The service worker's version is this build's: a new release clears the old cached files.
const buildId = createHash('sha256').update(shell).digest('hex').slice(0, 12);
const sw = await readFile('dist/client/sw.js', 'utf8');
if (!sw.includes('__GIFTLENS_BUILD__')) throw new Error('dist/client/sw.js has no version placeholder');
// And the files it keeps for offline use: what the shell (index.html) loads before the app
// runs, then every other hashed file (each page's code), fetched in the background.
const SW_FILES = 'const FILES = { start: [], later: [] };';
if (!sw.includes(SW_FILES)) throw new Error('dist/client/sw.js has no file-list placeholder');
const shellStyles = [...shell.matchAll(/<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+)"/g)].map(
  (m) => m[1],
);
const start = [...startFiles, ...shellStyles];
const later = (await readdir('dist/client/assets'))
  .filter((name) => !/\.(br|gz)$/.test(name))
  .map((name) => `/assets/${name}`)
  .filter((file) => !start.includes(file))
  .sort();
await writeFile(
  'dist/client/sw.js',
  sw
    .replace('__GIFTLENS_BUILD__', buildId)
    .replace(SW_FILES, `const FILES = ${JSON.stringify({ start, later })};`),
);

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt|map)$/;
async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}
let count = 0;
for await (const file of files('dist/client')) {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < 512) continue;
  const data = await readFile(file);
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count++;
}
console.log(`server bundled, landing page prerendered, ${count} client files precompressed`);
