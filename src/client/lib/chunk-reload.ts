/** Said by browsers when a page's code cannot be fetched: offline, or replaced by a release. */
const CHUNK_ERROR =
  /dynamically imported module|module script failed|Failed to fetch|Loading chunk|Unable to preload/i;
const RELOADED_KEY = 'giftlens:reloaded-for-chunk';
/** A reload this recent already tried: do not loop. */
const RELOAD_WINDOW_MS = 60_000;

export const isChunkError = (error: unknown) => error instanceof Error && CHUNK_ERROR.test(error.message);

/**
 * Reloads once for a page whose code is gone after a release (the new page names the new
 * files); answers false when it already tried a moment ago, or is offline (a reload would fail).
 */
export function reloadOnceForChunk(
  now = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  online = window.navigator.onLine,
  reload = () => window.location.reload(),
): boolean {
  if (!online) return false;
  const last = Number(storage.getItem(RELOADED_KEY) ?? 0);
  if (now - last < RELOAD_WINDOW_MS) return false;
  storage.setItem(RELOADED_KEY, String(now));
  reload();
  return true;
}
