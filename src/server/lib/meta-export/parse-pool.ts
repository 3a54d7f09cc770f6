import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ImportPlatform } from '#common/imports/files';
import type { ParsedImportBody } from './import-body';
import type { ReadExportFile } from './read';

export type ToImportThread =
  | { type: 'request'; bytes: Uint8Array; platform: unknown; maxFileBytes: number }
  | { type: 'file'; fileName: string; content: string; platform: ImportPlatform };
export type FromImportThread =
  | { type: 'body'; result: ParsedImportBody }
  | { type: 'done'; result: ReadExportFile | null }
  | { type: 'failed'; error: string };

/** Why a file was not read: its thread ran out of its memory or time and was ended. */
export class ExportReadError extends Error {
  constructor(readonly reason: 'memory' | 'time') {
    super(reason === 'memory' ? 'the import thread ran out of memory' : 'the import thread ran out of time');
  }
}

/** Why a file must wait no longer: the pool is closing, or too many wait already. */
export class ImportPoolBusyError extends Error {}

export interface ParsePoolOptions {
  /** Threads at most (default: one per core beyond the first, at least one, at most four). */
  size?: number;
  /**
   * Heap one thread may use, in MB. The heaviest 25 MB export files (label-value records, HTML
   * pages) read within 192 MB; past this the thread is ended and only that file is refused. Node
   * ends a thread at its cap only for many small allocations: one huge array past it aborts
   * the whole process, which is why json-bounds.ts refuses lists of millions before parsing.
   */
  maxHeapMb?: number;
  /** A request still unread after this is refused and its thread replaced (a safety net). */
  timeoutMs?: number;
  /** Requests waiting for a thread at most; more are answered at once (503). */
  maxWaiting?: number;
  /** The thread's script (default: importWorkerFile()). */
  workerFile?: string;
}

const DEFAULT_HEAP_MB = 256;
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_WAITING = 16;

export const defaultPoolSize = () => Math.max(1, Math.min(4, availableParallelism() - 1));

/**
 * The thread's script: beside the bundle when this code runs bundled into dist/server/main.js
 * (scripts/build-server.mjs builds src/server/import-worker.ts there, as it does the render
 * thread's), the TypeScript source when it runs from source (tests, `npm run dev`).
 */
export function importWorkerFile(moduleUrl: string = import.meta.url): string {
  const fromSource = new URL(moduleUrl).pathname.endsWith('.ts');
  return fileURLToPath(new URL(fromSource ? '../../import-worker.ts' : './import-worker.js', moduleUrl));
}

function startThread(workerFile: string, maxHeapMb: number): Worker {
  const options = {
    // Young generation kept small: the parsed tree lives in the old one, which the cap bounds.
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 32 },
  };
  return workerFile.endsWith('.ts')
    ? // From source, the thread compiles TypeScript as the server does (as plugins/render-thread.ts).
      new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(pathToFileURL(workerFile).href)}); })`,
        { ...options, eval: true },
      )
    : new Worker(workerFile, options);
}

interface Job {
  message: ToImportThread;
  transfer: ArrayBuffer[];
  /** The request's body, parsed: its checks run while the thread reads the file. */
  body?: (body: ParsedImportBody) => void;
  done: (read: ReadExportFile | null) => void;
  fail: (err: Error) => void;
  timer?: NodeJS.Timeout;
  timedOut?: boolean;
}

/** A request's body, parsed, and the read of the file it carries (null when none is worth it). */
export interface ImportRequest {
  body: ParsedImportBody;
  read: Promise<ReadExportFile | null>;
}

/**
 * Reads import requests and their export files on worker threads (decision 0035): parsing a
 * 25 MB file took a second or two of the event loop, and every other request waited for it.
 * At most `size` threads, started when first needed and kept; further requests wait their turn
 * in order (the upload gate already bounds how many are in hand). A thread that dies (out of its
 * memory cap) or overruns its time fails only the request it held, and the next one gets a new
 * thread.
 */
export function createParsePool(options: ParsePoolOptions = {}) {
  const size = options.size ?? defaultPoolSize();
  const maxHeapMb = options.maxHeapMb ?? DEFAULT_HEAP_MB;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxWaiting = options.maxWaiting ?? DEFAULT_WAITING;
  const workerFile = options.workerFile ?? importWorkerFile();
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  const waiting: Job[] = [];
  let closed = false;

  const finish = (worker: Worker, outcome: (job: Job) => void) => {
    const job = busy.get(worker);
    if (!job) return;
    busy.delete(worker);
    clearTimeout(job.timer);
    outcome(job);
  };

  const run = (worker: Worker, job: Job) => {
    busy.set(worker, job);
    job.timer = setTimeout(() => {
      job.timedOut = true;
      void worker.terminate();
    }, timeoutMs);
    worker.postMessage(job.message, job.transfer);
  };

  const pump = () => {
    while (!closed && waiting.length > 0 && (idle.length > 0 || busy.size < size)) {
      const job = waiting.shift() as Job;
      run(idle.pop() ?? spawn(), job);
    }
  };

  function spawn(): Worker {
    const worker = startThread(workerFile, maxHeapMb);
    worker.unref();
    let outOfMemory = false;
    worker.on('message', (message: FromImportThread) => {
      if (message.type === 'body') {
        busy.get(worker)?.body?.(message.result);
        return;
      }
      finish(worker, (job) =>
        message.type === 'done' ? job.done(message.result) : job.fail(new Error(message.error)),
      );
      if (!closed) idle.push(worker);
      pump();
    });
    worker.on('error', (err: Error & { code?: string }) => {
      if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') outOfMemory = true;
      else finish(worker, (job) => job.fail(err));
    });
    worker.on('exit', () => {
      const at = idle.indexOf(worker);
      if (at !== -1) idle.splice(at, 1);
      finish(worker, (job) => {
        if (job.timedOut) job.fail(new ExportReadError('time'));
        else if (outOfMemory) job.fail(new ExportReadError('memory'));
        else job.fail(new Error('the import thread stopped'));
      });
      pump();
    });
    return worker;
  }

  const submit = (job: Omit<Job, 'timer' | 'timedOut'>) => {
    if (closed) throw new ImportPoolBusyError('the server is closing');
    if (waiting.length >= maxWaiting) throw new ImportPoolBusyError('too many files are waiting to be read');
    waiting.push(job);
    pump();
  };

  return {
    /**
     * An import request's body, parsed on a thread as every route's JSON is (import-body.ts),
     * and the read of the file it carries, which goes on while the request's own checks run.
     * Bytes that fill their own buffer (Fastify copies a body into one) move to the thread
     * rather than being copied. Rejects (ExportReadError) if the thread gives out before the
     * body is parsed; after, `read` does.
     */
    readRequest(bytes: Uint8Array, platform: unknown, maxFileBytes: number): Promise<ImportRequest> {
      return new Promise<ImportRequest>((resolve, reject) => {
        let settleRead: ((read: ReadExportFile | null) => void) | undefined;
        let failRead: ((err: Error) => void) | undefined;
        const read = new Promise<ReadExportFile | null>((done, fail) => {
          settleRead = done;
          failRead = fail;
        });
        let parsed = false;
        const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
        submit({
          message: { type: 'request', bytes, platform, maxFileBytes },
          transfer: whole && bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : [],
          body: (body) => {
            parsed = true;
            resolve({ body, read });
          },
          done: (result) => settleRead?.(result),
          fail: (err) => (parsed ? failRead?.(err) : reject(err)),
        });
      });
    },

    /** Reads one file on a thread; rejects with ExportReadError when the thread gave out. */
    read(fileName: string, content: string, platform: ImportPlatform): Promise<ReadExportFile> {
      return new Promise<ReadExportFile>((resolve, reject) => {
        submit({
          message: { type: 'file', fileName, content, platform },
          transfer: [],
          done: (result) => (result ? resolve(result) : reject(new Error('the import thread read nothing'))),
          fail: reject,
        });
      });
    },

    /** Threads running now, and requests waiting for one. */
    stats: () => ({ threads: idle.length + busy.size, reading: busy.size, waiting: waiting.length }),

    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.fail(new ImportPoolBusyError('the server is closing'));
      await Promise.all([...idle, ...busy.keys()].map((worker) => worker.terminate()));
    },
  };
}

export type ParsePool = ReturnType<typeof createParsePool>;
