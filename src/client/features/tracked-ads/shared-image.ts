/** Where the service worker keeps a picture shared to the app (public/sw.js, SHARE_CACHE). */
const SHARE_CACHE = 'giftlens-shared';
const KEY = /^[0-9a-f-]{36}$/i;

/**
 * The picture shared to GiftLens under `key`, taken once: read and deleted, so it is neither
 * read twice nor left on the device. Null when there is none (opened twice, or no worker).
 */
export async function takeSharedImage(key: string | null): Promise<File | null> {
  if (!key || !KEY.test(key) || typeof caches === 'undefined') return null;
  const cache = await caches.open(SHARE_CACHE);
  const [request] = await cache.keys(`/__shared/${key}`, { ignoreSearch: true });
  if (!request) return null;
  const response = await cache.match(request);
  await cache.delete(request);
  if (!response) return null;
  const blob = await response.blob();
  const name = decodeURIComponent(response.headers.get('x-file-name') ?? 'screenshot');
  return new File([blob], name, { type: blob.type || response.headers.get('content-type') || 'image/png' });
}
