/**
 * The server renderer's own thread (plugins/render-thread.ts): it loads the client's renderer
 * (dist/ssr/prerender.js) and renders signed-in pages, asking the main thread for each API
 * answer, so rendering never holds up the event loop that answers the API.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { PageRenderer } from './plugins/page-renderer';
import type { FromRenderThread, ToRenderThread } from './plugins/render-thread';

/** Nice value of the render thread: 10 of 19, so it yields to the main thread under load. */
const RENDER_THREAD_NICE = 10;

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread');

// On a busy machine the API comes first: this thread runs at a lower priority than the one that
// answers requests. Linux schedules threads as tasks, so its own id takes a nice value; elsewhere
// (or where that is not allowed) it runs as it is.
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), RENDER_THREAD_NICE);
} catch {
  // Not Linux, or not permitted: same priority as the main thread.
}
const { modulePath } = workerData as { modulePath: string };
const renderer = (await import(modulePath)) as PageRenderer;

const waiting = new Map<number, (answer: { status: number; body: string }) => void>();
let calls = 0;
const send = (message: FromRenderThread) => port.postMessage(message);

port.on('message', async (message: ToRenderThread) => {
  if (message.type === 'answer') {
    waiting.get(message.callId)?.({ status: message.status, body: message.body });
    waiting.delete(message.callId);
    return;
  }
  const call = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve) => {
      calls += 1;
      waiting.set(calls, resolve);
      send({ type: 'call', renderId: message.id, callId: calls, path });
    });
  try {
    const page = await renderer.renderSignedIn(message.url, call, message.clock);
    send({ type: 'done', id: message.id, page });
  } catch (err) {
    send({
      type: 'done',
      id: message.id,
      page: null,
      error: err instanceof Error ? err.message : String(err),
    });
  }
});
send({ type: 'ready' });
