/**
 * The thread export files are read on (lib/meta-export/parse-pool.ts), one request at a time:
 * the import's body (tens of megabytes of JSON), answered first, without its file, so the
 * request's checks run meanwhile; then the file it carries (format, records, items, signals),
 * answered as plain data. A big or hostile file never holds up the event loop that answers the
 * API, never even reaches it, and its memory is this thread's, capped.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { keepFileApart, parseImportBody } from './lib/meta-export/import-body';
import type { FromImportThread, ToImportThread } from './lib/meta-export/parse-pool';
import { readExportFile } from './lib/meta-export/read';

/** Nice value of the thread: as the render thread's, so on a busy machine the API comes first. */
const IMPORT_THREAD_NICE = 10;

const port = parentPort;
if (!port) throw new Error('import-worker.ts runs as a worker thread');

try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), IMPORT_THREAD_NICE);
} catch {
  // Not Linux, or not permitted: same priority as the main thread.
}

const send = (message: FromImportThread) => port.postMessage(message);

port.on('message', async (job: ToImportThread) => {
  try {
    if (job.type === 'file') {
      send({ type: 'done', result: await readExportFile(job.fileName, job.content, job.platform) });
      return;
    }
    const { body, file } = keepFileApart(parseImportBody(job.bytes), job.platform);
    send({ type: 'body', result: body });
    // A file over the cap, or a zip, is refused before it would be read.
    const readable =
      file && body.ok && body.kept && body.kept.bytes <= job.maxFileBytes && body.kept.format !== 'zip';
    send({
      type: 'done',
      result: readable ? await readExportFile(file.fileName, file.content, file.platform) : null,
    });
  } catch (err) {
    send({ type: 'failed', error: err instanceof Error ? err.message : String(err) });
  }
});
