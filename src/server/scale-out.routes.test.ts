import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_LIMITS } from '#common/gifts/schemas';
import { buildApp } from './app';
import { type Database, openPostgres } from './db/client';
import { postgresLimits } from './lib/shared-limits';
import { createScratchDatabase, type ScratchDatabase } from './test/scratch-database';
import { sessionCookieFrom, TEST_ORIGIN, testConfig } from './test/test-app';

/**
 * Two GiftLens servers on one PostgreSQL (decision 0025): each app has its own process-level
 * state (its own pool, limits object and job runner), so all they share is the database, as two
 * processes behind a proxy would. Runs where TEST_DATABASE_URL names a server (CI's API-on-
 * PostgreSQL step); the embedded database serves one process by construction.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('two servers on one PostgreSQL', () => {
  let scratch: ScratchDatabase | undefined;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl as string, 'giftlens_scale');
    const { url } = scratch;
    // Both start at once, as a deploy starts them: one migrates, the other waits for it.
    const opened = await Promise.all([0, 1].map(() => openPostgres(url, { error: () => {} })));
    databases.push(...opened);
    for (const database of databases) {
      const app = await buildApp(testConfig(), { database, jobPollingSeconds: 0.5 });
      await app.ready();
      apps.push(app);
    }
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await scratch?.drop();
  });

  const call = (i: number, method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    (apps[i % 2] as FastifyInstance).inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  it("shares a user's gift-generation budget: the 31st in the hour is refused, whichever server answers", async () => {
    const signIn = await call(0, 'POST', '/api/auth/dev-login', undefined, {
      email: 'two-servers@example.com',
    });
    const cookie = sessionCookieFrom(signIn);
    const family = await call(1, 'POST', '/api/family-accounts', cookie, { name: 'The Twins' });
    expect(family.statusCode, family.body).toBe(201);
    const [self] = (await call(0, 'GET', `/api/families/${family.json().id}/family-members`, cookie)).json();

    const statuses: number[] = [];
    for (let i = 0; i < GIFT_LIMITS.generationsPerHour; i += 1) {
      const res = await call(i, 'POST', `/api/ai/generate-gifts/${self.id}`, cookie, {
        occasion: 'birthday',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.every((s) => s === 201)).toBe(true);
    for (const i of [0, 1]) {
      const refused = await call(i, 'POST', `/api/ai/generate-gifts/${self.id}`, cookie, {
        occasion: 'birthday',
      });
      expect(refused.statusCode, `server ${i}`).toBe(429);
    }
  }, 120_000);

  it("shares a user's upload slots and the AI's rest after a quota error", async () => {
    const [a, b] = databases.map((d) => postgresLimits(d.db));
    if (!a || !b) throw new Error('two databases');
    const first = await a.takeSlot('uploads:user:77', 2);
    const second = await b.takeSlot('uploads:user:77', 2);
    expect(first && second).toBeTruthy();
    expect(await a.takeSlot('uploads:user:77', 2)).toBeUndefined();
    expect(await b.takeSlot('uploads:user:78', 2)).toBeTruthy();
    await first?.();
    expect(await b.takeSlot('uploads:user:77', 2)).toBeTruthy();

    const until = Date.now() + 60_000;
    await a.coolDown('ai').rest(until);
    expect(await b.coolDown('ai').until()).toBe(until);
    // An earlier end never shortens a rest another server started.
    await b.coolDown('ai').rest(until - 30_000);
    expect(await a.coolDown('ai').until()).toBe(until);
  });

  it('runs a job sent once to both servers exactly once', async () => {
    const runs: Array<{ server: number; data: object }> = [];
    // Each server defines the handler before it starts, as every process of a deploy would.
    await Promise.all(
      apps.map(async (app, server) => {
        app.jobs.define<{ greeting: string }>('test-once', async (data) => {
          runs.push({ server, data });
        });
        await app.jobs.start();
      }),
    );
    await Promise.all(apps.map((app) => app.jobs.sendOnce('test-once', { greeting: 'hello' }, 'the-key')));
    await expect.poll(() => runs.length, { timeout: 10_000, interval: 100 }).toBe(1);
    // Sent again later from either server, it is the same job.
    await apps[1]?.jobs.sendOnce('test-once', { greeting: 'again' }, 'the-key');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(runs).toHaveLength(1);
    expect(runs[0]?.data).toEqual({ greeting: 'hello' });
  }, 30_000);

  it('runs housekeeping on one server at a time when both start together', async () => {
    const admin = new pg.Client({ connectionString: (databases[0] as Database).url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ n: number }>(
        `select count(*)::int as n from pgboss.job where name = 'housekeeping' and singleton_key = 'housekeeping:start'`,
      );
      // The first run after start is one job however many servers started in the same slot.
      expect(rows[0]?.n).toBe(1);
    } finally {
      await admin.end();
    }
  });
});
