import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PageRenderer } from './page-renderer';

type Page = Awaited<ReturnType<PageRenderer['renderSignedIn']>>;
type Clock = Parameters<PageRenderer['renderSignedIn']>[2];

export type ToRenderThread =
  | { type: 'render'; id: number; url: string; clock: Clock }
  | { type: 'answer'; callId: number; status: number; body: string };

export type FromRenderThread =
  | { type: 'ready' }
  | { type: 'call'; renderId: number; callId: number; path: string }
  | { type: 'done'; id: number; page: Page; error?: string };

/** How long a failed thread is left before another starts; renders meanwhile get the shell. */
const RESTART_DELAY_MS = 200;

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * The client's server renderer (`modulePath`) on a thread of its own (decision 0029): rendering
 * a dashboard is tens of milliseconds of CPU, and on the main thread a burst of them held up
 * every API answer (bench/dashboard-load.mjs). The thread asks this one for the API answers it
 * renders from (`call`, the server's own routes); a thread that fails is replaced, and renders
 * it had in hand give null (the caller sends the app shell).
 */
export function renderThread(
  modulePath: string,
  workerFile: string,
  log: Log,
): PageRenderer & { close(): Promise<void> } {
  if (!existsSync(workerFile)) throw new Error(`No render worker at ${workerFile}`);
  const renders = new Map<
    number,
    { call: (path: string) => Promise<{ status: number; body: string }>; done: (page: Page) => void }
  >();
  let renderIds = 0;
  let closed = false;
  let worker: Worker;
  let restart: NodeJS.Timeout | undefined;
  let alive = false;

  const start = () => {
    alive = true;
    const options = { workerData: { modulePath } };
    worker = workerFile.endsWith('.ts')
      ? // From source (tests, `npm run dev`), the thread compiles TypeScript as the server does.
        new Worker(
          `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(pathToFileURL(workerFile).href)}); })`,
          { ...options, eval: true },
        )
      : new Worker(workerFile, options);
    worker.unref();
    worker.on('message', (message: FromRenderThread) => {
      if (message.type === 'call') {
        const render = renders.get(message.renderId);
        const answer = render
          ? render.call(message.path).catch(() => ({ status: 500, body: '' }))
          : Promise.resolve({ status: 500, body: '' });
        void answer.then(({ status, body }) => {
          worker.postMessage({
            type: 'answer',
            callId: message.callId,
            status,
            body,
          } satisfies ToRenderThread);
        });
      } else if (message.type === 'done') {
        if (message.error) log.warn({ code: 'render_failed', error: message.error }, 'server render failed');
        renders.get(message.id)?.done(message.page);
        renders.delete(message.id);
      }
    });
    worker.on('error', (err) => log.warn({ err }, 'the render thread failed; starting another'));
    worker.on('exit', () => {
      alive = false;
      for (const render of renders.values()) render.done(null);
      renders.clear();
      // Replaced after a pause, so a thread that cannot start does not spin the CPU.
      if (!closed) restart = setTimeout(start, RESTART_DELAY_MS).unref();
    });
  };
  start();

  return {
    renderSignedIn(url, call, clock) {
      if (!alive) return Promise.resolve(null);
      return new Promise<Page>((done) => {
        renderIds += 1;
        renders.set(renderIds, { call, done });
        worker.postMessage({ type: 'render', id: renderIds, url, clock } satisfies ToRenderThread);
      });
    },
    async close() {
      closed = true;
      clearTimeout(restart);
      await worker.terminate();
    },
  };
}
