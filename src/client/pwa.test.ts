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

function loadWorker(fetchImpl: (request: unknown) => Promise<Response>) {
  const handlers: Record<string, (event: unknown) => void> = {};
  const stores = new Map<string, Map<string, Response>>();
  const caches = {
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        match: async (request: { url: string }) => store.get(request.url)?.clone(),
        put: async (request: { url: string }, response: Response) => void store.set(request.url, response),
      };
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: (event: unknown) => void) => {
      handlers[type] = handler;
    },
    skipWaiting: vi.fn(),
    clients: { claim: vi.fn(async () => {}) },
  };
  const fetch = vi.fn(fetchImpl);
  runInNewContext(readFileSync('public/sw.js', 'utf8'), { self, caches, fetch, Response, URL });
  const fire = (url: string, init: { method?: string; mode?: string } = {}): FakeEvent => {
    const event = {
      request: { method: init.method ?? 'GET', url, mode: init.mode ?? 'cors' },
      respondWith: vi.fn(),
    };
    handlers.fetch?.(event);
    return event;
  };
  return { handlers, stores, fetch, fire };
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

  it('never stores pages, and shows an offline page when the network is gone', async () => {
    const sw = loadWorker(() => Promise.reject(new TypeError('offline')));
    const page = sw.fire(`${ORIGIN}/ad-history`, { mode: 'navigate' });
    const response = await answer(page);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('You are offline');
    expect([...sw.stores.values()].every((store) => store.size === 0)).toBe(true);
  });

  it('clears the caches of older releases when it takes over', async () => {
    const sw = loadWorker(() => ok());
    sw.stores.set('giftlens-assets-old', new Map());
    let done: Promise<unknown> = Promise.resolve();
    sw.handlers.activate?.({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
    expect([...sw.stores.keys()]).toEqual([]);
  });
});

describe('the web app manifest', () => {
  const manifest = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8'));

  it('shares posts and links to Quick Track Ad as /track-ad?title=&text=&url=', () => {
    expect(manifest.share_target).toEqual({
      action: '/track-ad',
      method: 'GET',
      params: { title: 'title', text: 'text', url: 'url' },
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
