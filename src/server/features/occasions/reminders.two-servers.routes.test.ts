import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#common/calendar';
import { buildApp } from '../../app';
import { type Database, openPostgres } from '../../db/client';
import { createAccess } from '../../lib/access';
import { createMailer } from '../../lib/mailer';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database';
import { startSmtpStandIn } from '../../test/smtp-stand-in';
import { sessionCookieFrom, TEST_ORIGIN, testConfig } from '../../test/test-app';
import { createOccasionsRepository } from './occasions.repository';
import { sendDueReminders } from './reminders';

/**
 * Reminders with two GiftLens servers on one PostgreSQL, each with its own pool and job runner
 * (as two processes behind a proxy): the hourly check runs on both, and still every reminder
 * goes once. Runs where TEST_DATABASE_URL names a server (CI's API-on-PostgreSQL step).
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('reminders from two servers on one PostgreSQL', () => {
  let scratch: ScratchDatabase | undefined;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  const config = () => testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'GiftLens <reminders@giftlens.test>' });

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    scratch = await createScratchDatabase(serverUrl as string, 'giftlens_remind');
    const { url } = scratch;
    databases.push(...(await Promise.all([0, 1].map(() => openPostgres(url, { error: () => {} })))));
    for (const database of databases) {
      const app = await buildApp(config(), { database, jobPollingSeconds: 0.5 });
      await app.ready();
      apps.push(app);
    }
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await smtp?.close();
    await scratch?.drop();
  });

  const call = (i: number, method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    (apps[i % 2] as FastifyInstance).inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const signIn = async (i: number, email: string) =>
    sessionCookieFrom(await call(i, 'POST', '/api/auth/dev-login', undefined, { email }));

  it('sends each reminder once when both servers check at the same time, on start and again', async () => {
    const owner = await signIn(0, 'remind-owner@example.com');
    const aunt = await signIn(1, 'remind-aunt@example.com');
    const family = (await call(0, 'POST', '/api/family-accounts', owner, { name: 'The Remingtons' })).json();
    const joined = await call(1, 'POST', `/api/family-accounts/join/${family.inviteCode}`, aunt, {
      name: 'Aunt May',
      email: 'remind-aunt@example.com',
      relationship: 'Aunt',
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const kid = await call(0, 'POST', `/api/families/${family.id}/family-members`, owner, {
      name: 'Tom',
      relationship: 'Child',
      age: 8,
    });
    const soon = addDays(todayIn('UTC'), 7);
    const birthday = await call(1, 'POST', `/api/family-members/${kid.json().id}/occasions`, owner, {
      kind: 'birthday',
      month: soon.month,
      day: soon.day,
    });
    expect(birthday.statusCode, birthday.body).toBe(201);

    // Both job runners start: the check runs soon after start.
    await Promise.all(apps.map((app) => app.jobs.start()));
    const subjects = () => smtp.received.map((m) => `${m.to.join(',')}: ${m.subject}`).sort();
    const expected = [
      "remind-aunt@example.com: Tom's birthday is in 7 days",
      "remind-owner@example.com: Tom's birthday is in 7 days",
    ];
    await expect.poll(subjects, { timeout: 15_000, interval: 200 }).toEqual(expected);

    // And however often both check again at once, through their own pools.
    const log = { info() {}, warn() {}, error() {} };
    const checks = databases.flatMap((database, i) => {
      const deps = {
        db: database.db,
        repo: createOccasionsRepository(database.db),
        access: createAccess(database.db),
        giftIdeas: (apps[i] as FastifyInstance).ports.giftIdeas,
        mailer: createMailer({ smtpUrl: smtp.url, from: 'GiftLens <reminders@giftlens.test>' }),
        publicUrl: 'http://localhost:3000',
        log,
      };
      return [sendDueReminders(deps), sendDueReminders(deps)];
    });
    await Promise.all(checks);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(subjects()).toEqual(expected);
  }, 60_000);
});
