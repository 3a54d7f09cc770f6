import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { localJobKeys } from '../db/schema';

/**
 * Scheduled and deferred work, done once however many processes serve one database (decision
 * 0025). On PostgreSQL it is pg-boss: a recurring job is sent once per tick by whichever process
 * holds pg-boss's clock lock, and each job is fetched by one worker (SKIP LOCKED). On the
 * embedded database, which one process serves, timers in that process do the same, and a
 * one-off job's key is recorded so it runs once across restarts.
 *
 * Handlers should still be idempotent: a job whose process dies mid-run runs again.
 */
export interface Jobs {
  /** Runs `handler` every `minutes` on one process, and once soon after `start()`. */
  every(name: string, minutes: number, handler: () => Promise<void>): void;
  /** The handler of a one-off job. */
  define<T extends object>(name: string, handler: (data: T) => Promise<void>): void;
  /**
   * Queues a one-off job; another with the same name and key is not queued again (on PostgreSQL
   * for as long as pg-boss keeps the job, a week; on the embedded database for good). A handler
   * that must never repeat records what it did, as reminders do.
   */
  sendOnce<T extends object>(name: string, data: T, key: string): Promise<void>;
  start(): Promise<void>;
  /** Stops taking work and waits for what is running. */
  stop(): Promise<void>;
}

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

type Handler = (data: object) => Promise<void>;

/** A cron expression for "every `minutes`": minutes that divide an hour, hours that divide a day. */
export function cronEvery(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 1) throw new Error(`Not a whole number of minutes: ${minutes}`);
  if (minutes < 60) {
    if (60 % minutes !== 0) throw new Error(`${minutes} minutes does not divide an hour`);
    return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  }
  const hours = minutes / 60;
  if (!Number.isInteger(hours) || 24 % hours !== 0)
    throw new Error(`${minutes} minutes does not divide a day`);
  return hours === 24 ? '0 0 * * *' : `0 */${hours} * * *`;
}

/** The job's id for a name and key, so the same job sent twice is one row (a UUID in form). */
export function jobIdFor(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\0${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The advisory lock processes take turns under while they set up queues. */
const JOBS_SETUP_LOCK = 4_177_002;

async function underLock(connectionString: string, work: () => Promise<void>) {
  const client = new pg.Client({ connectionString, application_name: 'giftlens-jobs-setup' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [JOBS_SETUP_LOCK]);
    await work();
  } finally {
    await client.end();
  }
}

/** pg-boss on the PostgreSQL at `connectionString`, in its own schema. */
export function pgBossJobs(connectionString: string, log: Logger, { pollingSeconds = 2 } = {}): Jobs {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 3, application_name: 'giftlens-jobs' });
  boss.on('error', (err) => log.error({ err }, 'job runner error'));
  const recurring: Array<{ name: string; minutes: number; handler: Handler }> = [];
  const oneOff: Array<{ name: string; handler: Handler }> = [];
  let started = false;

  const run = (name: string, handler: Handler) => async (jobs: PgBoss.Job<object>[]) => {
    for (const job of jobs) {
      const startedAt = Date.now();
      await handler(job.data ?? {});
      log.info({ code: 'job_done', job: name, ms: Date.now() - startedAt }, 'job done');
    }
  };

  return {
    every(name, minutes, handler) {
      cronEvery(minutes);
      recurring.push({ name, minutes, handler: handler as Handler });
    },
    define(name, handler) {
      oneOff.push({ name, handler: handler as Handler });
    },
    async sendOnce(name, data, key) {
      await boss.send(name, data, { id: jobIdFor(name, key) });
    },
    async start() {
      if (started) return;
      started = true;
      await boss.start();
      // Creating queues is DDL (a partition each): processes starting together would deadlock,
      // so they take turns under an advisory lock, and a queue that exists is left alone.
      await underLock(connectionString, async () => {
        for (const { name } of oneOff) {
          if (!(await boss.getQueue(name)))
            await boss.createQueue(name, { name, policy: 'standard', retryLimit: 2 });
        }
        for (const { name, minutes } of recurring) {
          if (!(await boss.getQueue(name)))
            await boss.createQueue(name, { name, policy: 'singleton', retryLimit: 1 });
          await boss.schedule(name, cronEvery(minutes), {}, { singletonKey: name });
          // The first run soon after start, once for every process starting in the same slot.
          await boss.send(name, {}, { singletonKey: `${name}:start`, singletonMinutes: minutes });
        }
      });
      for (const { name, handler } of [...oneOff, ...recurring]) {
        await boss.work(name, { pollingIntervalSeconds: pollingSeconds }, run(name, handler));
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

/** Timers in this process, for the embedded database (one process by construction). */
export function localJobs(db: Db, log: Logger): Jobs {
  const recurring: Array<{ name: string; minutes: number; handler: Handler }> = [];
  const handlers = new Map<string, Handler>();
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  const pending: Array<() => void> = [];
  /** One-off keys taken in this process and not yet recorded as done. */
  const taking = new Set<string>();
  /** One-off keys this process ran to the end (and recorded). */
  const ran = new Set<string>();
  let started = false;

  const track = (name: string, work: () => Promise<void>) => {
    const startedAt = Date.now();
    const done = work()
      .then(() => log.info({ code: 'job_done', job: name, ms: Date.now() - startedAt }, 'job done'))
      .catch((err: unknown) => log.error({ err, job: name }, 'job failed'))
      .finally(() => running.delete(done));
    running.add(done);
    return done;
  };

  return {
    every(name, minutes, handler) {
      cronEvery(minutes);
      recurring.push({ name, minutes, handler: handler as Handler });
    },
    define(name, handler) {
      handlers.set(name, handler as Handler);
    },
    async sendOnce(name, data, key) {
      const handler = handlers.get(name);
      if (!handler) throw new Error(`No job named ${name}`);
      const id = `${name}\0${key}`;
      if (taking.has(id)) return;
      const [done] = await db
        .select({ key: localJobKeys.key })
        .from(localJobKeys)
        .where(and(eq(localJobKeys.name, name), eq(localJobKeys.key, key)));
      // Another send of the same key may have run to the end while this one read the table.
      if (done || taking.has(id) || ran.has(id)) return;
      taking.add(id);
      // Recorded once it has run, so a crash mid-run runs it again after the restart.
      const go = () =>
        void track(name, async () => {
          try {
            await handler(data);
            await db.insert(localJobKeys).values({ name, key }).onConflictDoNothing();
            ran.add(id);
          } finally {
            taking.delete(id);
          }
        });
      if (started) go();
      else pending.push(go);
    },
    async start() {
      if (started) return;
      started = true;
      for (const go of pending.splice(0)) go();
      for (const { name, minutes, handler } of recurring) {
        let busy = false;
        const tick = () => {
          if (busy || !started) return;
          busy = true;
          void track(name, () => handler({})).finally(() => {
            busy = false;
          });
        };
        timers.push(setTimeout(tick, 1_000).unref());
        timers.push(setInterval(tick, minutes * 60_000).unref());
      }
    },
    async stop() {
      started = false;
      for (const timer of timers.splice(0)) clearTimeout(timer);
      await Promise.all([...running]);
    },
  };
}
