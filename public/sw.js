/*
 * GiftLens's service worker: it makes the app installable, its code quick to load again, and
 * its shell usable offline. It keeps ONLY what is the same for everyone: the hashed static
 * files under /assets/ (never changed under the same name) and the empty app shell
 * (/index.html, no one's data in it). API answers (/api/…), rendered pages (the dashboard is
 * rendered per user), photos and anything personal always go to the network and are never
 * stored, so nothing of one user is left for the next.
 * Offline, a page opens in the cached shell: the app starts from its cached code, keeps its
 * header and says what needs a connection, instead of a dead browser page.
 * The build writes its version and its files below, so a new release clears the old files.
 */
const VERSION = '__GIFTLENS_BUILD__';
const ASSET_CACHE = `giftlens-assets-${VERSION}`;
const SHELL = '/index.html';
/** What the shell loads by a fixed name (the colour scheme before paint): network first, kept. */
const SHELL_EXTRAS = ['/color-scheme.js'];
/**
 * `start`: what the shell loads before the app runs (so the first offline page works); `later`:
 * every page's code, fetched one by one, unless the browser asks to save data. Both while the
 * worker installs, before it takes over: the page in use keeps the previous worker (or none)
 * meanwhile, so none of its requests waits for them. Written by scripts/build-server.mjs;
 * empty before a build.
 */
const FILES = { start: [], later: [] };

const OFFLINE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>GiftLens is offline</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;padding:16px;text-align:center;color:#1a1b1e}
a{color:#5f3dc4}@media (prefers-color-scheme:dark){body{background:#1a1b1e;color:#e9ecef}a{color:#b197fc}}</style></head>
<body><main><h1>You are offline</h1><p>GiftLens needs a connection to show your family's ads and ideas.</p>
<p><a href="">Try again</a></p></main></body></html>`;

/** Same-origin, whole answers only: never an error page or an opaque answer kept as code. */
const keepable = (response) => response.ok && response.type === 'basic';

/** A file of page code fetched ahead: ten seconds at most, so a stalled one never holds the install. */
const WARM_TIMEOUT_MS = 10_000;

/** Every page's code, one file at a time, so a page never opened yet also opens offline. */
async function warmPages(cache) {
  if (self.navigator?.connection?.saveData) return;
  for (const file of FILES.later) {
    if (await cache.match(file)) continue;
    try {
      const response = await fetch(file, { signal: AbortSignal.timeout(WARM_TIMEOUT_MS) });
      if (keepable(response)) await cache.put(file, response);
    } catch {
      return; // Offline or stalled: the rest is kept as pages are opened.
    }
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(ASSET_CACHE);
      // The shell and its start files, all or none: a half-kept shell would start a broken app.
      await cache.addAll([SHELL, ...SHELL_EXTRAS, ...FILES.start]);
      await warmPages(cache);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key !== ASSET_CACHE && key !== SHARE_CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

/**
 * The route a request takes: 'asset' (cache first), 'page' (network, else the shell), 'shell'
 * (network, else the kept copy) or none.
 */
function routeOf(request) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return null;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return null;
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (SHELL_EXTRAS.includes(url.pathname)) return 'shell';
  if (request.mode === 'navigate') return 'page';
  return null;
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (keepable(response)) await cache.put(request, response.clone());
  return response;
}

/** A file of the shell from the network, and from the cache when offline. */
async function networkOrCache(request) {
  try {
    return await fetch(request);
  } catch (err) {
    const kept = await (await caches.open(ASSET_CACHE)).match(request);
    if (kept) return kept;
    throw err;
  }
}

/** A page from the network; offline, the cached shell (the app then runs), or a plain notice. */
async function networkOrShell(request) {
  try {
    return await fetch(request);
  } catch {
    const shell = await (await caches.open(ASSET_CACHE)).match(SHELL);
    if (shell) return shell;
    return new Response(OFFLINE_PAGE, {
      status: 503,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
}

/**
 * What was shared to the installed app (its Web Share Target posts to /share): a picture waits in
 * a cache of its own under a random key until the page that opens reads it once and deletes it;
 * the page is Track Ad (a screenshot to read) or, for a link or words, the share page that offers
 * what to do with them. Nothing shared is sent anywhere by the worker itself.
 */
const SHARE_CACHE = 'giftlens-shared';
/** A shared picture nobody opened is dropped after an hour. */
const SHARE_MAX_AGE_MS = 60 * 60 * 1000;

async function receiveShare(request) {
  const form = await request.formData().catch(() => null);
  const params = new URLSearchParams();
  for (const key of ['title', 'text', 'url']) {
    const value = form?.get(key);
    if (typeof value === 'string' && value.trim()) params.set(key, value.slice(0, 4000));
  }
  const image = form?.getAll('image').find((f) => typeof f === 'object' && /^image\//.test(f.type));
  if (image) {
    const cache = await caches.open(SHARE_CACHE);
    for (const kept of await cache.keys()) {
      const at = Number(new URL(kept.url).searchParams.get('at'));
      if (!at || Date.now() - at > SHARE_MAX_AGE_MS) await cache.delete(kept);
    }
    const key = crypto.randomUUID();
    await cache.put(
      `/__shared/${key}?at=${Date.now()}`,
      new Response(image, {
        headers: {
          'content-type': image.type,
          'x-file-name': encodeURIComponent(image.name || 'screenshot'),
        },
      }),
    );
    params.set('track', 'insights');
    params.set('shared', key);
    return Response.redirect(new URL(`/track-ad?${params}`, self.location.origin).href, 303);
  }
  return Response.redirect(new URL(`/share?${params}`, self.location.origin).href, 303);
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method === 'POST' && url.origin === self.location.origin && url.pathname === '/share') {
    event.respondWith(receiveShare(event.request));
    return;
  }
  const route = routeOf(event.request);
  if (route === 'asset') event.respondWith(cacheFirst(event.request));
  else if (route === 'page') event.respondWith(networkOrShell(event.request));
  else if (route === 'shell') event.respondWith(networkOrCache(event.request));
  // Everything else (the API above all) is left to the browser: straight to the network.
});
