import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { renderThread } from './render-thread';

const workerFile = new URL('../render-worker.ts', import.meta.url).pathname;
const fixture = new URL('../test/render-thread-fixture.mjs', import.meta.url).href;
const clock = { now: 0, locale: 'en-US', timeZone: 'UTC' };

describe('the render thread', () => {
  const warnings: object[] = [];
  const renderer = renderThread(fixture, workerFile, { warn: (obj) => warnings.push(obj) });
  afterAll(() => renderer.close());
  const answers = async (path: string) => ({ status: 200, body: `answer of ${path}` });

  it('renders on a thread of its own from the answers the main thread gives it', async () => {
    const asked: string[] = [];
    const page = await renderer.renderSignedIn(
      '/dashboard',
      async (path) => {
        asked.push(path);
        return answers(path);
      },
      clock,
    );
    expect(page?.html).toBe('answer of /api/a|answer of /api/b');
    expect(asked.sort()).toEqual(['/api/a', '/api/b']);
    expect((page?.state as { threadId?: number } | undefined)?.threadId).toBeGreaterThan(threadId);
  }, 20_000);

  it('keeps the main thread free while a render holds its own', async () => {
    const rendering = renderer.renderSignedIn('/spin', answers, clock);
    // Timers on this thread keep firing on time while the other one spins for 400 ms.
    let worstLag = 0;
    for (let i = 0; i < 15; i++) {
      const t0 = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 20));
      worstLag = Math.max(worstLag, performance.now() - t0 - 20);
    }
    expect(worstLag).toBeLessThan(100);
    expect((await rendering)?.html).toContain('answer of /api/a');
  }, 20_000);

  it('gives no page while its thread is down (the shell is sent), then renders on a new thread', async () => {
    expect(await renderer.renderSignedIn('/crash', answers, clock)).toBeNull();
    expect(await renderer.renderSignedIn('/dashboard', answers, clock)).toBeNull();
    await expect
      .poll(async () => (await renderer.renderSignedIn('/dashboard', answers, clock))?.html, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe('answer of /api/a|answer of /api/b');
  }, 20_000);
});
