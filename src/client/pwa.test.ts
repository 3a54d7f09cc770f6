import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';

/**
 * The installable app: public/manifest.webmanifest and public/sw.js, run here in a stand-in
 * service-worker scope, so "never caches the API" is checked, not promised.
 */
const ORIGIN = 'https://giftlens.test';

interface FakeEvent {
  request: { method: string; url: string; mode: string };
  respondWith: ReturnType<typeof vi.fn>;
}

/** The file lists the build writes into the worker (scripts/build-server.mjs). */
const BUILT_FILES = {
  start: ['/assets/index-abc.js', '/assets/index-abc.css'],
  later: ['/assets/page-def.js'],
};

function loadWorker(
  fetchImpl: (request: unknown) => Promise<Response>,
  { files = BUILT_FILES, saveData = false } = {},
) {
  const handlers: Record<string, (event: unknown) => void> = {};
  const stores = new Map<string, Map<string, Response>>();
  const caches = {
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      const key = (request: { url: string } | string) =>
        typeof request === 'string' ? new URL(request, ORIGIN).href : request.url;
      return {
        match: async (request: { url: string } | string) => store.get(key(request))?.clone(),
        put: async (request: { url: string } | string, response: Response) =>
          void store.set(key(request), response),
        addAll: async (requests: string[]) => {
          for (const request of requests) store.set(key(request), await fetch(request));
        },
        keys: async () => [...store.keys()].map((url) => ({ url })),
        delete: async (request: { url: string } | string) => store.delete(key(request)),
      };
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const self = {
    location: { origin: ORIGIN },
    navigator: { connection: { saveData } },
    addEventListener: (type: string, handler: (event: unknown) => void) => {
      handlers[type] = handler;
    },
    skipWaiting: vi.fn(),
    clients: { claim: vi.fn(async () => {}) },
  };
  const fetch = vi.fn(fetchImpl);
  const source = readFileSync('public/sw.js', 'utf8');
  const placeholder = 'const FILES = { start: [], later: [] };';
  expect(source).toContain(placeholder);
  runInNewContext(source.replace(placeholder, `const FILES = ${JSON.stringify(files)};`), {
    self,
    caches,
    fetch,
    Response,
    URL,
    URLSearchParams,
    AbortSignal,
    crypto,
  });
  const fire = (url: string, init: { method?: string; mode?: string } = {}): FakeEvent => {
    const event = {
      request: { method: init.method ?? 'GET', url, mode: init.mode ?? 'cors' },
      respondWith: vi.fn(),
    };
    handlers.fetch?.(event);
    return event;
  };
  /** Runs a lifecycle event ('install', 'activate') to its end. */
  const lifecycle = async (type: string) => {
    let done: Promise<unknown> = Promise.resolve();
    handlers[type]?.({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  const cached = () => [...stores.values()].flatMap((store) => [...store.keys()]);
  /** Posts a form to the worker as the share target does (a real Request, read by formData()). */
  const share = (form: FormData) => {
    const request = new Request(`${ORIGIN}/share`, { method: 'POST', body: form });
    const event = { request, respondWith: vi.fn() };
    handlers.fetch?.(event);
    return event.respondWith.mock.calls[0]?.[0] as Promise<Response> | undefined;
  };
  return { handlers, stores, fetch, fire, lifecycle, cached, share };
}

/** A same-origin answer ('basic', as a browser types it; Node's own Responses say 'default'). */
/** What the worker answered an event with (its respondWith argument). */
const answer = (event: FakeEvent) => event.respondWith.mock.calls[0]?.[0] as Promise<Response>;

const ok = (body = 'x') =>
  Promise.resolve(Object.defineProperty(new Response(body), 'type', { value: 'basic' }));

describe('the service worker', () => {
  it('never answers API calls itself, whatever the method, so they always reach the server', () => {
    const sw = loadWorker(() => ok());
    for (const url of ['/api/tracked-ads', '/api/auth/user', '/api/tracked-ads/1/photo?v=1', '/api']) {
      expect(sw.fire(`${ORIGIN}${url}`).respondWith).not.toHaveBeenCalled();
      expect(sw.fire(`${ORIGIN}${url}`, { mode: 'navigate' }).respondWith).not.toHaveBeenCalled();
    }
    expect(sw.fire(`${ORIGIN}/api/tracked-ads`, { method: 'POST' }).respondWith).not.toHaveBeenCalled();
    expect(sw.fire('https://elsewhere.example/assets/x.js').respondWith).not.toHaveBeenCalled();
  });

  it('keeps hashed static files and serves them again from the cache', async () => {
    const sw = loadWorker(() => ok('console.log(1)'));
    const first = sw.fire(`${ORIGIN}/assets/index-abc123.js`);
    expect(first.respondWith).toHaveBeenCalledTimes(1);
    expect(await (await answer(first)).text()).toBe('console.log(1)');
    const second = sw.fire(`${ORIGIN}/assets/index-abc123.js`);
    expect(await (await answer(second)).text()).toBe('console.log(1)');
    expect(sw.fetch).toHaveBeenCalledTimes(1);
    const cached = [...sw.stores.values()].flatMap((store) => [...store.keys()]);
    expect(cached).toEqual([`${ORIGIN}/assets/index-abc123.js`]);
  });

  it('never stores pages, and shows an offline notice when the network is gone and no shell is kept', async () => {
    const sw = loadWorker(() => Promise.reject(new TypeError('offline')));
    const page = sw.fire(`${ORIGIN}/ad-history`, { mode: 'navigate' });
    const response = await answer(page);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('You are offline');
    expect([...sw.stores.values()].every((store) => store.size === 0)).toBe(true);
  });

  it('keeps the empty app shell and what it loads to start when installed', async () => {
    const sw = loadWorker((request) => ok(`file ${String(request)}`));
    await sw.lifecycle('install');
    expect(sw.cached().sort()).toEqual(
      [
        '/assets/index-abc.css',
        '/assets/index-abc.js',
        '/assets/page-def.js',
        '/color-scheme.js',
        '/index.html',
      ].map((f) => `${ORIGIN}${f}`),
    );
  });

  it('opens any page offline in the kept shell, and rendered pages still come from the network when online', async () => {
    let online = true;
    const sw = loadWorker((request) =>
      online
        ? ok(`network ${String((request as { url?: string }).url ?? request)}`)
        : Promise.reject(new TypeError('offline')),
    );
    await sw.lifecycle('install');
    const live = await answer(sw.fire(`${ORIGIN}/dashboard`, { mode: 'navigate' }));
    expect(await live.text()).toBe(`network ${ORIGIN}/dashboard`);
    online = false;
    const shell = await answer(sw.fire(`${ORIGIN}/family-profiles`, { mode: 'navigate' }));
    expect(await shell.text()).toBe('network /index.html');
    const scheme = await answer(sw.fire(`${ORIGIN}/color-scheme.js`));
    expect(await scheme.text()).toBe('network /color-scheme.js');
    // The rendered dashboard was never kept: only the shell, its start files and the scheme script.
    expect(sw.cached()).not.toContain(`${ORIGIN}/dashboard`);
  });

  it("fetches every page's code while installing, before it takes over, unless the browser asks to save data", async () => {
    const sw = loadWorker(() => ok());
    await sw.lifecycle('install');
    expect(sw.cached()).toContain(`${ORIGIN}/assets/page-def.js`);
    const saving = loadWorker(() => ok(), { saveData: true });
    await saving.lifecycle('install');
    expect(saving.cached()).not.toContain(`${ORIGIN}/assets/page-def.js`);
  });

  it('installs with the shell even when page code cannot be fetched ahead', async () => {
    const sw = loadWorker((request) =>
      String(request).includes('page-def') ? Promise.reject(new TypeError('offline')) : ok(),
    );
    await sw.lifecycle('install');
    expect(sw.cached()).toContain(`${ORIGIN}/index.html`);
    expect(sw.cached()).not.toContain(`${ORIGIN}/assets/page-def.js`);
  });

  it('clears the caches of older releases when it takes over', async () => {
    const sw = loadWorker(() => ok(), { files: { start: [], later: [] } });
    sw.stores.set('giftlens-assets-old', new Map());
    await sw.lifecycle('activate');
    expect([...sw.stores.keys()]).not.toContain('giftlens-assets-old');
  });
});

describe('the service worker as the share target', () => {
  const picture = (bytes = 'png-bytes') => new File([bytes], 'Screenshot_2026.png', { type: 'image/png' });

  it('keeps a shared screenshot under a random key and opens Track Ad to read it, sending it nowhere', async () => {
    const sw = loadWorker(() => ok());
    const form = new FormData();
    form.set('image', picture());
    form.set('text', 'Why am I seeing this ad?');
    const response = await sw.share(form);
    expect(response?.status).toBe(303);
    const to = new URL(response?.headers.get('location') ?? '');
    expect(to.origin + to.pathname).toBe(`${ORIGIN}/track-ad`);
    expect(to.searchParams.get('track')).toBe('insights');
    expect(to.searchParams.get('text')).toBe('Why am I seeing this ad?');
    const key = to.searchParams.get('shared') ?? '';
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const kept = sw.stores.get('giftlens-shared');
    const [url] = [...(kept?.keys() ?? [])];
    expect(url).toMatch(new RegExp(`^${ORIGIN}/__shared/${key}\\?at=\\d+$`));
    const saved = kept?.get(url ?? '');
    expect(await saved?.text()).toBe('png-bytes');
    expect(saved?.headers.get('content-type')).toBe('image/png');
    expect(saved?.headers.get('x-file-name')).toBe('Screenshot_2026.png');
    expect(sw.fetch).not.toHaveBeenCalled();
  });

  it('sends a shared link and its words on to the share page, and keeps no picture', async () => {
    const sw = loadWorker(() => ok());
    const form = new FormData();
    form.set('title', 'Merino hat');
    form.set('url', 'https://shop.example/hat?id=1');
    form.set('image', new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    const response = await sw.share(form);
    const to = new URL(response?.headers.get('location') ?? '');
    expect(to.pathname).toBe('/share');
    expect(Object.fromEntries(to.searchParams)).toEqual({
      title: 'Merino hat',
      url: 'https://shop.example/hat?id=1',
    });
    expect(sw.stores.get('giftlens-shared')).toBeUndefined();
  });

  it('drops shared pictures nobody opened within the hour when the next one comes', async () => {
    const sw = loadWorker(() => ok());
    const old = `${ORIGIN}/__shared/00000000-0000-4000-8000-000000000000?at=${Date.now() - 2 * 3_600_000}`;
    const store = new Map([[old, new Response('old')]]);
    sw.stores.set('giftlens-shared', store);
    const form = new FormData();
    form.set('image', picture('new'));
    await sw.share(form);
    expect([...store.keys()]).toHaveLength(1);
    expect([...store.keys()][0]).not.toBe(old);
  });

  it('keeps shared pictures when a new version of the app takes over', async () => {
    const sw = loadWorker(() => ok());
    const form = new FormData();
    form.set('image', picture());
    await sw.share(form);
    await sw.lifecycle('activate');
    expect(sw.stores.get('giftlens-shared')?.size).toBe(1);
  });
});

describe('the web app manifest', () => {
  const manifest = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8'));

  it('takes shared pictures, links and words as a multipart POST to /share', () => {
    expect(manifest.share_target).toEqual({
      action: '/share',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        title: 'title',
        text: 'text',
        url: 'url',
        files: [{ name: 'image', accept: ['image/png', 'image/jpeg', 'image/webp'] }],
      },
    });
    expect(manifest).toMatchObject({ name: 'GiftLens', start_url: '/', display: 'standalone' });
  });

  it('points at icons that exist, at the sizes it says', async () => {
    for (const icon of manifest.icons as Array<{ src: string; sizes: string; purpose: string }>) {
      const file = `public${icon.src}`;
      if (icon.sizes === 'any') {
        expect(readFileSync(file, 'utf8')).toContain('<svg');
        continue;
      }
      const { width, height } = await sharp(file).metadata();
      expect(`${width}x${height}`, file).toBe(icon.sizes);
    }
    expect(manifest.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true);
  });
});
