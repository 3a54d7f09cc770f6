import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_LIMITS } from '#common/gifts/schemas';
import { openPostgres } from './db/client';
import { familyAccounts, familyInvites, sessions, users } from './db/schema';
import { createScratchDatabase, type ScratchDatabase } from './test/scratch-database';

/**
 * Two real GiftLens processes on one PostgreSQL (decision 0025), as a deploy runs them: the real
 * entry point (src/server/main.ts, through tsx, since CI runs this before `npm run build`), both
 * started at once on the same DATABASE_URL, spoken to over HTTP. scale-out.routes.test.ts proves
 * the same with two apps in one process; here nothing is shared but the database, not even the
 * module cache. Runs where TEST_DATABASE_URL names a server (CI's API-on-PostgreSQL step).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The address users open, the same on both, as behind a proxy. */
const PUBLIC_URL = 'http://giftlens.localhost:8080';
/** main.ts leaves pg-boss at its default: each worker looks for work every 2 s. */
const JOB_POLLING_MS = 2_000;
const START_TIMEOUT_MS = 40_000;
const DAY_MS = 24 * 60 * 60 * 1000;

interface LogLine {
  level: number;
  msg: string;
  code?: string;
  [field: string]: unknown;
}

interface ServerProcess {
  child: ChildProcess;
  /** Every JSON log line the process wrote, in order. */
  lines: LogLine[];
  /** Everything it wrote, for failure messages. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Where it listens (PORT=0: the system picks a free port and the process logs it). */
  origin: string;
  /** When its job runner had started. */
  jobsStartedAt: number;
}

/** A process this file started, kept so it can be stopped whatever happens. */
interface Started {
  child: ChildProcess;
  exited: ServerProcess['exited'];
}

/** Starts `node --import tsx src/server/main.ts` on a free port and waits until it runs its jobs. */
function startServer(databaseUrl: string, started: Started[]): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    // Only what the server needs: no OPENAI_API_KEY (gift ideas come from the offline
    // recommender) and not vitest's NODE_ENV=test (which silences the log this test reads).
    env: {
      PATH: process.env.PATH ?? '',
      ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL,
      SESSION_SECRET: 'two-processes-share-this-32-char-secret',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  started.push({ child, exited });
  const lines: LogLine[] = [];
  let text = '';
  let pending = '';
  let origin: string | undefined;
  let onProgress = () => {};
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    text += chunk;
    pending += chunk;
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const raw of complete) {
      let line: LogLine;
      try {
        line = JSON.parse(raw) as LogLine;
      } catch {
        continue; // not a log line (kept in the output all the same)
      }
      lines.push(line);
      origin ??= /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/.exec(line.msg)?.[1];
    }
    onProgress();
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    text += chunk;
  });
  const output = () => text;

  return new Promise<ServerProcess>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${text}`)), START_TIMEOUT_MS);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited early (${code ?? signal}):\n${text}`));
    });
    onProgress = () => {
      // main.ts logs this once the server listens and the job runner has started.
      if (!origin || !lines.some((l) => l.msg.startsWith('GiftLens is running'))) return;
      clearTimeout(timer);
      onProgress = () => {};
      resolve({ child, lines, output, exited, origin, jobsStartedAt: Date.now() });
    };
  });
}

describe.skipIf(!serverUrl)('two GiftLens processes on one PostgreSQL', () => {
  let scratch: ScratchDatabase | undefined;
  /** The scratch database's connection string, once beforeAll made it. */
  let databaseUrl = '';
  const children: Started[] = [];
  const servers: ServerProcess[] = [];
  /** Rows only the housekeeping job removes, seeded before either process starts. */
  const seeded = { sessionId: randomBytes(32).toString('hex'), inviteId: 0 };
  // A process left running by a crashed run would hold the database: never outlive the worker.
  const killAll = () => {
    for (const { child } of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };

  const query = async <Row extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<Row>(sql, params)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    process.once('exit', killAll);
    scratch = await createScratchDatabase(serverUrl as string, 'giftlens_procs');
    databaseUrl = scratch.url;

    // Migrated here, so an ended session and a long-expired invitation can be in place before the
    // processes start (each runs housekeeping soon after its start). Both still race on the
    // migration lock, pg-boss's schema and its queues.
    const database = await openPostgres(databaseUrl, { error: () => {} });
    try {
      const [owner] = await database.db
        .insert(users)
        .values({ email: 'long-gone@example.com' })
        .returning({ id: users.id });
      if (!owner) throw new Error('no user');
      const longAgo = new Date(Date.now() - 60 * DAY_MS);
      await database.db.insert(sessions).values({
        id: seeded.sessionId,
        userId: owner.id,
        createdAt: longAgo,
        lastSeenAt: longAgo,
        expiresAt: new Date(Date.now() - DAY_MS),
      });
      const [family] = await database.db
        .insert(familyAccounts)
        .values({
          name: 'Long Gone',
          inviteCode: 'INV-LONGGONE1',
          ownerId: owner.id,
          settings: { privacy: {} },
        })
        .returning({ id: familyAccounts.id });
      if (!family) throw new Error('no family');
      const [invite] = await database.db
        .insert(familyInvites)
        .values({
          familyAccountId: family.id,
          invitedEmail: 'never-came@example.com',
          invitedByUserId: owner.id,
          expiresAt: new Date(Date.now() - 45 * DAY_MS),
        })
        .returning({ id: familyInvites.id });
      seeded.inviteId = invite?.id ?? 0;
    } finally {
      await database.close();
    }

    // Both at once, as a deploy starts them.
    servers.push(
      ...(await Promise.all([startServer(databaseUrl, children), startServer(databaseUrl, children)])),
    );
  }, 60_000);

  afterAll(async () => {
    killAll();
    await Promise.all(children.map(({ exited }) => exited));
    process.removeListener('exit', killAll);
    await scratch?.drop();
  });

  const server = (i: number) => servers[i % 2] as ServerProcess;
  const call = (i: number, method: 'GET' | 'POST', path: string, cookie?: string, body?: object) =>
    fetch(`${server(i).origin}${path}`, {
      method,
      headers: {
        // A browser on the public address sends it as Origin, whichever process the proxy picks.
        origin: PUBLIC_URL,
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  it('answers ready on each process, on its own port', async () => {
    expect(new Set(servers.map((s) => s.origin)).size).toBe(2);
    for (const i of [0, 1]) {
      const res = await call(i, 'GET', '/api/health/ready');
      expect(res.status, `process ${i}`).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
    }
  });

  it("counts a user's gift generations across both processes: the 31st in the hour is refused, whichever answers", async () => {
    const signIn = await call(0, 'POST', '/api/auth/dev-login', undefined, {
      email: 'alternating@example.com',
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const session = signIn.headers.getSetCookie().find((c) => c.startsWith('giftlens.sid='));
    if (!session) throw new Error(`no session cookie: ${signIn.headers.getSetCookie().join('; ')}`);
    const cookie = session.split(';')[0] as string;

    // The session one process started is good on the other: it lives in the database.
    const family = await call(1, 'POST', '/api/family-accounts', cookie, { name: 'The Alternates' });
    expect(family.status, await family.clone().text()).toBe(201);
    const familyId = (await family.json()).id as number;
    const member = await call(0, 'POST', `/api/families/${familyId}/family-members`, cookie, {
      name: 'Grandma Rose',
      relationship: 'Grandmother',
    });
    expect(member.status, await member.clone().text()).toBe(201);
    const memberId = (await member.json()).id as number;

    const max = GIFT_LIMITS.generationsPerHour;
    const allowed: Array<{ status: number; remaining: string | null }> = [];
    for (let i = 0; i < max; i += 1) {
      const res = await call(i, 'POST', `/api/ai/generate-gifts/${memberId}`, cookie, {
        occasion: 'birthday',
      });
      allowed.push({ status: res.status, remaining: res.headers.get('x-ratelimit-remaining') });
      await res.arrayBuffer();
    }
    // One budget: each answer counts the other process's generations too (per-process budgets
    // would say 29, 29, 28, 28, ...).
    expect(allowed).toEqual(
      Array.from({ length: max }, (_, i) => ({ status: 201, remaining: String(max - 1 - i) })),
    );

    for (const i of [0, 1]) {
      const refused = await call(i, 'POST', `/api/ai/generate-gifts/${memberId}`, cookie, {
        occasion: 'birthday',
      });
      expect(refused.status, `process ${i}`).toBe(429);
      expect(await refused.json()).toEqual({
        code: 'rate_limited',
        message: expect.stringMatching(
          new RegExp(
            `^Too many gift-idea generations: at most ${max} an hour\\. Try again in (1 hour|\\d+ minutes?)\\.$`,
          ),
        ),
        params: { group: 'gift-generation', max, window: 'hour', retryAfterSeconds: expect.any(Number) },
      });
      expect(refused.headers.get('x-ratelimit-limit')).toBe(String(max));
      // The window is the hour that started with the first generation, on whichever process.
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3_500);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3_600);
    }
  }, 60_000);

  /** Every "housekeeping done" line, per process. */
  const housekeepingRuns = () => servers.map((s) => s.lines.filter((l) => l.code === 'housekeeping'));
  /** Housekeeping jobs pg-boss has seen through, whatever sent them. */
  const completedHousekeeping = async () =>
    (
      await query<{ n: number }>(
        `select count(*)::int as n from pgboss.job where name = 'housekeeping' and state = 'completed'`,
      )
    )[0]?.n;

  it('runs the housekeeping both processes schedule at start once, on one of them', async () => {
    // Both processes have looked for work twice since their job runners started: a second run
    // of the same job, or a run each, would have begun by now.
    const settle = Math.max(...servers.map((s) => s.jobsStartedAt)) + 2 * JOB_POLLING_MS - Date.now();
    if (settle > 0) await new Promise((resolve) => setTimeout(resolve, settle));
    await expect
      .poll(
        async () => {
          const [state] = await query<{ sessions: number; invites: number; unfinished: number }>(
            `select (select count(*)::int from sessions where id = $1) as sessions,
                    (select count(*)::int from family_invites where id = $2) as invites,
                    (select count(*)::int from pgboss.job
                      where name in ('housekeeping', '__pgboss__send-it') and state <> 'completed') as unfinished`,
            [seeded.sessionId, seeded.inviteId],
          );
          return state;
        },
        { timeout: 15_000, interval: 200 },
      )
      .toEqual({ sessions: 0, invites: 0, unfinished: 0 });

    const [starts] = await query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = 'housekeeping' and singleton_key = 'housekeeping:start'`,
    );
    // One first-run job, though each process sent one as it started (in the same hour slot).
    expect(starts?.n).toBe(1);
    // Each job ran on one process only: as many runs, in both logs together, as jobs done. (In
    // the first minute of an hour the hourly tick adds one to both counts.)
    const completed = await completedHousekeeping();
    await expect.poll(() => housekeepingRuns().flat().length).toBeGreaterThanOrEqual(completed ?? 0);
    expect(housekeepingRuns().flat(), servers.map((s) => s.output()).join('\n')).toHaveLength(
      completed ?? -1,
    );
    // The ended session and the expired invitation were removed by one run, on one process.
    const removing = housekeepingRuns().map(
      (r) => r.filter((l) => l.sessions === 1 && l.invites === 1).length,
    );
    expect(removing.sort()).toEqual([0, 1]);
  }, 30_000);

  it('stops both processes on SIGTERM: each exits 0 within seconds', async () => {
    const startedAt = Date.now();
    for (const s of servers) s.child.kill('SIGTERM');
    const results = await Promise.all(
      servers.map((s) => s.exited.then((r) => ({ ...r, ms: Date.now() - startedAt }))),
    );
    for (const [i, result] of results.entries()) {
      const s = server(i);
      expect({ code: result.code, signal: result.signal }, s.output()).toEqual({ code: 0, signal: null });
      // main.ts forces an exit (code 1) after 10 s; a clean stop is well within that.
      expect(result.ms).toBeLessThan(5_000);
      expect(s.lines.some((l) => l.msg === 'shutting down' && l.signal === 'SIGTERM')).toBe(true);
      // Nothing failed along the way (level 50 is error, 60 fatal).
      expect(
        s.lines.filter((l) => l.level >= 50),
        s.output(),
      ).toEqual([]);
    }
    // Up to the end, no housekeeping job ran twice.
    expect(housekeepingRuns().flat()).toHaveLength((await completedHousekeeping()) ?? -1);
  }, 20_000);
});
