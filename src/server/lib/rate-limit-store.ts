interface Window {
  current: number;
  startedAt: number;
  ttl: number;
}
type Callback = (err: Error | null, result: { current: number; ttl: number }) => void;

const MAX_KEYS = 50_000;

/**
 * An in-memory store for @fastify/rate-limit whose routes share one table. The plugin's own
 * local store gives every route a separate table, so `groupId` (routes sharing one budget,
 * such as every write of a user) would count per route. Keys already carry the group.
 */
export class SharedRateLimitStore {
  private readonly windows: Map<string, Window>;

  constructor(_params?: unknown, windows = new Map<string, Window>()) {
    this.windows = windows;
  }

  incr(key: string, callback: Callback, timeWindow: number) {
    const now = Date.now();
    let entry = this.windows.get(key);
    if (!entry || entry.startedAt + timeWindow <= now) {
      entry = { current: 0, startedAt: now, ttl: timeWindow };
      // Oldest first: Map keeps insertion order, so the first key is the least recent window.
      if (this.windows.size >= MAX_KEYS) this.windows.delete(this.windows.keys().next().value as string);
    }
    entry.current += 1;
    entry.ttl = timeWindow - (now - entry.startedAt);
    this.windows.delete(key);
    this.windows.set(key, entry);
    callback(null, { current: entry.current, ttl: entry.ttl });
  }

  read(key: string, callback: Callback, timeWindow: number) {
    const now = Date.now();
    const entry = this.windows.get(key);
    if (!entry || entry.startedAt + timeWindow <= now) return callback(null, { current: 0, ttl: timeWindow });
    callback(null, { current: entry.current, ttl: timeWindow - (now - entry.startedAt) });
  }

  /** Every route's store is this same table. */
  child() {
    return this;
  }
}
