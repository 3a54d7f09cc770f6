import { availableParallelism } from 'node:os';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { modelFolder, OCR_LANGUAGES, type OcrLanguage } from './languages';

/** Too many screenshots are waiting to be read on this server: try again in a moment. */
export class OcrBusyError extends Error {}
/** Reading took longer than any screenshot should: its worker was ended. */
export class OcrTimeoutError extends Error {}

export interface OcrOptions {
  /** Screenshots read at once (default: one per core beyond the first, at least one, at most three). */
  concurrency?: number;
  /** Reads waiting for a slot at most; more are refused at once (OcrBusyError). */
  maxWaiting?: number;
  /** One read's budget, both passes together. */
  timeoutMs?: number;
  /** A language's worker idle this long is ended (its model leaves memory). */
  idleMs?: number;
}

export interface OcrResult {
  text: string;
  /** The language the text was read in (English first; again in the sheet's own when it is another). */
  language: OcrLanguage;
  /** Tesseract's mean word confidence, 0-100. */
  confidence: number;
}

export interface OcrReader {
  /**
   * The text of a normalized screenshot (ocr/normalize.ts): read in English, and read again in the
   * language `detect` finds in that text when it is another of OCR_LANGUAGES (its letters, ä, ñ,
   * å, read right). Waits for a free slot; runs on tesseract.js's worker threads.
   */
  read(png: Buffer, detect: (text: string) => OcrLanguage | null): Promise<OcrResult>;
  close(): Promise<void>;
}

export const defaultConcurrency = () => Math.max(1, Math.min(3, availableParallelism() - 1));

interface Slot {
  workers: Map<OcrLanguage, { worker: Promise<Worker>; idle?: NodeJS.Timeout }>;
  /** Counts the times its workers were ended: a read given up on stops before its next step. */
  generation: number;
}

/**
 * A bounded pool of Tesseract readers (decision 0038): at most `concurrency` screenshots are read
 * at once on this server, the rest wait in line, and past `maxWaiting` the answer is "busy". Each
 * slot keeps a worker per language it has needed, ended after a while unused.
 */
export function createOcrReader(options: OcrOptions = {}): OcrReader {
  const concurrency = options.concurrency ?? defaultConcurrency();
  const maxWaiting = options.maxWaiting ?? 12;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const idleMs = options.idleMs ?? 10 * 60_000;
  const free: Slot[] = Array.from(
    { length: concurrency },
    (): Slot => ({ workers: new Map(), generation: 0 }),
  );
  const all = [...free];
  const waiting: Array<(slot: Slot) => void> = [];
  let closed = false;

  const take = (): Promise<Slot> => {
    const slot = free.pop();
    if (slot) return Promise.resolve(slot);
    if (waiting.length >= maxWaiting) return Promise.reject(new OcrBusyError('too many screenshots waiting'));
    return new Promise((resolve) => waiting.push(resolve));
  };
  const give = (slot: Slot) => {
    const next = waiting.shift();
    if (next) next(slot);
    else free.push(slot);
  };

  function workerFor(slot: Slot, language: OcrLanguage): Promise<Worker> {
    const found = slot.workers.get(language);
    if (found) {
      clearTimeout(found.idle);
      return found.worker;
    }
    const code = OCR_LANGUAGES[language];
    const worker = createWorker(code, OEM.LSTM_ONLY, {
      langPath: modelFolder(code),
      gzip: true,
      cacheMethod: 'none',
    });
    slot.workers.set(language, { worker });
    worker.catch(() => slot.workers.delete(language));
    return worker;
  }

  function rest(slot: Slot, language: OcrLanguage) {
    const entry = slot.workers.get(language);
    if (!entry) return;
    entry.idle = setTimeout(() => {
      slot.workers.delete(language);
      void entry.worker.then((w) => w.terminate()).catch(() => {});
    }, idleMs);
    entry.idle.unref();
  }

  /** Ends a slot's workers (after a timeout: one may still be busy with the image). */
  async function reset(slot: Slot) {
    const workers = [...slot.workers.values()];
    slot.generation += 1;
    slot.workers.clear();
    await Promise.all(workers.map((e) => e.worker.then((w) => w.terminate()).catch(() => {})));
  }

  async function pass(slot: Slot, language: OcrLanguage, png: Buffer, generation: number) {
    const worker = await workerFor(slot, language);
    // Given up on while the worker started: it is ended, and asking it would fail out of sight.
    if (slot.generation !== generation) throw new OcrTimeoutError('reading took too long');
    try {
      const { data } = await worker.recognize(png);
      return { text: data.text, confidence: data.confidence, language };
    } finally {
      rest(slot, language);
    }
  }

  return {
    async read(png, detect) {
      if (closed) throw new OcrBusyError('the reader is closed');
      const slot = await take();
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new OcrTimeoutError('reading took too long')), timeoutMs);
      });
      const generation = slot.generation;
      try {
        const work = (async () => {
          const first = await pass(slot, 'en', png, generation);
          const language = detect(first.text);
          if (!language || language === 'en') return first;
          return pass(slot, language, png, generation);
        })();
        // A read given up on still ends (its workers are ended under it): nobody waits for it.
        work.catch(() => {});
        return await Promise.race([work, deadline]);
      } catch (err) {
        if (err instanceof OcrTimeoutError) await reset(slot);
        throw err;
      } finally {
        clearTimeout(timer);
        give(slot);
      }
    },

    async close() {
      closed = true;
      await Promise.all(all.map((slot) => reset(slot)));
    },
  };
}
