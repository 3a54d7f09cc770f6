import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { openPostgres } from './db/client';
import { createScratchDatabase, type ScratchDatabase } from './test/scratch-database';
import { sessionCookieFrom, TEST_ORIGIN, testConfig } from './test/test-app';

/**
 * The read cache on two servers sharing one PostgreSQL (decision 0027): what one server
 * remembers is forgotten as soon as any server, job or person with psql changes it, and a
 * server that cannot hear changes answers from the database. Runs where TEST_DATABASE_URL
 * names a server (CI's API-on-PostgreSQL step).
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('remembered reads on two servers', () => {
  const apps: FastifyInstance[] = [];
  let scratch: ScratchDatabase | undefined;
  let admin: pg.Client;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl as string, 'giftlens_cache');
    for (let i = 0; i < 2; i++) {
      const database = await openPostgres(scratch.url, { error: () => {} });
      const app = await buildApp(testConfig(), { database });
      await app.ready();
      apps.push(app);
    }
    admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
  }, 60_000);

  afterAll(async () => {
    await admin?.end();
    for (const app of apps) await app.close();
    await scratch?.drop();
  });

  const server = (i: number) => apps[i] as FastifyInstance;
  const call = (i: number, method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    server(i).inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  async function familyWithMember(email: string) {
    const cookie = sessionCookieFrom(await call(0, 'POST', '/api/auth/dev-login', undefined, { email }));
    const family = (await call(0, 'POST', '/api/family-accounts', cookie, { name: 'The Cached' })).json();
    const member = (
      await call(1, 'POST', `/api/families/${family.id}/family-members`, cookie, {
        name: 'Mia',
        relationship: 'Child',
      })
    ).json();
    return { cookie, familyId: family.id as number, member };
  }

  const names = async (i: number, cookie: string, familyId: number) => {
    const res = await call(i, 'GET', `/api/families/${familyId}/family-members`, cookie);
    return res.statusCode === 200 ? res.json().map((m: { name: string }) => m.name) : res.statusCode;
  };

  it('answers a repeated read from memory on each server', async () => {
    const { cookie, familyId } = await familyWithMember('memory@example.com');
    for (const i of [0, 1]) {
      await names(i, cookie, familyId);
      const before = server(i).readCache.stats.hits;
      expect(await names(i, cookie, familyId)).toContain('Mia');
      // The session, the viewer's family and the member list: all three from memory.
      expect(server(i).readCache.stats.hits - before).toBeGreaterThanOrEqual(3);
    }
  });

  it('shows a change made on one server on the other within a moment, and on its own at once', async () => {
    const { cookie, familyId, member } = await familyWithMember('rename@example.com');
    expect(await names(1, cookie, familyId)).toContain('Mia');
    expect(await names(0, cookie, familyId)).toContain('Mia');
    const renamed = await call(0, 'PUT', `/api/family-members/${member.id}`, cookie, {
      name: 'Mia Rose',
      relationship: 'Child',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await names(0, cookie, familyId)).toContain('Mia Rose');
    await expect
      .poll(() => names(1, cookie, familyId), { timeout: 1_000, interval: 10 })
      .toContain('Mia Rose');
  });

  it('forgets a session ended on another server, and one deleted in the database', async () => {
    const { cookie, familyId } = await familyWithMember('leaving@example.com');
    expect(await names(1, cookie, familyId)).toContain('Mia');
    const out = await call(0, 'GET', '/api/auth/logout', cookie);
    expect(out.statusCode).toBe(302);
    expect((await call(0, 'GET', '/api/auth/user', cookie)).statusCode).toBe(401);
    await expect
      .poll(async () => (await call(1, 'GET', '/api/auth/user', cookie)).statusCode, {
        timeout: 1_000,
        interval: 10,
      })
      .toBe(401);

    const other = await familyWithMember('deleted-session@example.com');
    expect(await names(0, other.cookie, other.familyId)).toContain('Mia');
    expect(await names(1, other.cookie, other.familyId)).toContain('Mia');
    await admin.query(
      `delete from sessions where user_id = (select id from users where email = 'deleted-session@example.com')`,
    );
    for (const i of [0, 1]) {
      await expect
        .poll(() => names(i, other.cookie, other.familyId), { timeout: 1_000, interval: 10 })
        .toBe(401);
    }
  });

  it('takes a family away from someone on every server as soon as their membership is deleted', async () => {
    const { cookie, familyId } = await familyWithMember('removed@example.com');
    for (const i of [0, 1]) expect(await names(i, cookie, familyId)).toContain('Mia');
    await admin.query('delete from family_memberships where family_account_id = $1', [familyId]);
    for (const i of [0, 1]) {
      await expect.poll(() => names(i, cookie, familyId), { timeout: 1_000, interval: 10 }).toBe(404);
    }
  });

  it('reads the database while it cannot hear changes, and remembers again once it can', async () => {
    const { cookie, familyId, member } = await familyWithMember('deaf@example.com');
    expect(await names(0, cookie, familyId)).toContain('Mia');
    // Cut both servers' listening connections, as a database restart or a network blip would.
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen %'`,
    );
    await expect.poll(() => server(0).readCache.active, { timeout: 2_000, interval: 5 }).toBe(false);
    await admin.query('update family_members set name = $1 where id = $2', ['Deaf change', member.id]);
    expect(server(0).readCache.active).toBe(false);
    expect(await names(0, cookie, familyId)).toContain('Deaf change');
    // It listens again by itself, and what it remembers from then on follows changes again.
    await expect.poll(() => server(0).readCache.active, { timeout: 5_000, interval: 50 }).toBe(true);
    expect(await names(0, cookie, familyId)).toContain('Deaf change');
    await admin.query('update family_members set name = $1 where id = $2', ['Heard change', member.id]);
    await expect
      .poll(() => names(0, cookie, familyId), { timeout: 1_000, interval: 10 })
      .toContain('Heard change');
  }, 20_000);
});
