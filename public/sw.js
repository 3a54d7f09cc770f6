/*
 * GiftLens's service worker: it makes the app installable and its code quick to load again.
 * It keeps ONLY the hashed static files under /assets/ (the same for everyone, never changed
 * under the same name). API answers (/api/…), pages, photos and anything personal always go
 * to the network and are never stored, so nothing of one user is left for the next.
 * The build replaces the version below, so a new release clears the old files.
 */
const VERSION = '__GIFTLENS_BUILD__';
const ASSET_CACHE = `giftlens-assets-${VERSION}`;

const OFFLINE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>GiftLens is offline</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;padding:16px;text-align:center;color:#1a1b1e}
a{color:#5f3dc4}@media (prefers-color-scheme:dark){body{background:#1a1b1e;color:#e9ecef}a{color:#b197fc}}</style></head>
<body><main><h1>You are offline</h1><p>GiftLens needs a connection to show your family's ads and ideas.</p>
<p><a href="">Try again</a></p></main></body></html>`;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key !== ASSET_CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

/** The route a request takes: 'asset' (cache first), 'page' (network, offline page) or none. */
function routeOf(request) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return null;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return null;
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (request.mode === 'navigate') return 'page';
  return null;
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

async function networkOrOfflinePage(request) {
  try {
    return await fetch(request);
  } catch {
    return new Response(OFFLINE_PAGE, {
      status: 503,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
}

self.addEventListener('fetch', (event) => {
  const route = routeOf(event.request);
  if (route === 'asset') event.respondWith(cacheFirst(event.request));
  else if (route === 'page') event.respondWith(networkOrOfflinePage(event.request));
  // Everything else (the API above all) is left to the browser: straight to the network.
});
