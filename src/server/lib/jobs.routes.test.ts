import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPRESSION_RETENTION_DAYS } from '#common/consent';
import {
  adImpressions,
  coolDowns,
  familyMembers,
  occasionReminders,
  occasions,
  rateLimitWindows,
  sessions,
  uploadSlots,
} from '../db/schema';
import { familyFixtures } from '../test/family-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { housekeep } from './housekeeping';
import { cronEvery, jobIdFor, localJobs } from './jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const quiet = { info: () => {}, error: () => {} };

describe('housekeeping', () => {
  it('removes ended sessions, impressions past the retention, reminders whose day passed and ended limits, and keeps the rest', async () => {
    const f = familyFixtures(t);
    const cookie = await f.user('keeper');
    const family = await f.createFamily(cookie);
    const db = t.database.db;
    const [member] = await db
      .select()
      .from(familyMembers)
      .where(eq(familyMembers.familyAccountId, family.id));
    const userId = member?.userId as number;
    const now = new Date();
    await db.insert(sessions).values([
      { id: 'hk-ended', userId, expiresAt: new Date(now.getTime() - 1000) },
      {
        id: 'hk-idle',
        userId,
        expiresAt: new Date(now.getTime() + DAY),
        lastSeenAt: new Date(now.getTime() - 15 * DAY),
      },
      { id: 'hk-live', userId, expiresAt: new Date(now.getTime() + DAY) },
    ]);
    const impression = {
      familyAccountId: family.id,
      familyMemberId: member?.id as number,
      viewerUserId: userId,
      adSlot: 'slot',
      placement: 'feed',
      contextualMode: true,
      sessionId: 's',
      deviceClass: 'mobile' as const,
    };
    await db.insert(adImpressions).values([
      { ...impression, createdAt: new Date(now.getTime() - (IMPRESSION_RETENTION_DAYS + 1) * DAY) },
      { ...impression, createdAt: new Date(now.getTime() - (IMPRESSION_RETENTION_DAYS - 1) * DAY) },
    ]);
    await db.insert(rateLimitWindows).values([
      { key: 'hk:ended', count: 3, resetAt: new Date(now.getTime() - 1000) },
      { key: 'hk:open', count: 3, resetAt: new Date(now.getTime() + 60_000) },
    ]);
    await db
      .insert(uploadSlots)
      .values({ key: 'hk:user', slot: 0, expiresAt: new Date(now.getTime() - 1000) });
    await db.insert(coolDowns).values({ key: 'hk:ai', until: new Date(now.getTime() + 60_000) });
    const [occasion] = await db
      .insert(occasions)
      .values({
        familyAccountId: family.id,
        familyMemberId: member?.id as number,
        kind: 'birthday',
        month: 1,
        day: 2,
      })
      .returning({ id: occasions.id });
    const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
    const reminder = { userId, occasionId: occasion?.id as number, leadDays: 7 };
    await db.insert(occasionReminders).values([
      { ...reminder, occursOn: day(-10) },
      { ...reminder, occursOn: day(5) },
    ]);

    const removed = await housekeep(db, now);

    expect(removed.sessions).toBeGreaterThanOrEqual(2);
    const left = (await db.select({ id: sessions.id }).from(sessions)).map((s) => s.id);
    expect(left).toContain('hk-live');
    expect(left).not.toContain('hk-ended');
    expect(left).not.toContain('hk-idle');
    const kept = await db.select().from(adImpressions).where(eq(adImpressions.familyAccountId, family.id));
    expect(kept).toHaveLength(1);
    expect(removed.impressions).toBe(1);
    // A reminder whose day is long past can never be due again; one still ahead is remembered.
    const reminders = await db
      .select({ occursOn: occasionReminders.occursOn })
      .from(occasionReminders)
      .where(eq(occasionReminders.userId, userId));
    expect(reminders.map((r) => r.occursOn)).toEqual([day(5)]);
    // This test's own rows only (on PostgreSQL the sign-ins above counted in the same table).
    const mine = (keys: string[]) => keys.filter((key) => key.startsWith('hk:'));
    expect(mine((await db.select().from(rateLimitWindows)).map((w) => w.key))).toEqual(['hk:open']);
    expect(mine((await db.select().from(uploadSlots)).map((u) => u.key))).toEqual([]);
    expect(mine((await db.select().from(coolDowns)).map((c) => c.key))).toEqual(['hk:ai']);
    // The signed-in user's own session is untouched.
    const me = await t.request({ method: 'GET', url: '/api/auth/user', cookie });
    expect(me.statusCode).toBe(200);
  });
});

describe('the job runner on the embedded database', () => {
  it('runs a one-off job once, even when it is sent again or after a restart', async () => {
    const runs: string[] = [];
    const first = localJobs(t.database.db, quiet);
    first.define<{ n: string }>('once', async ({ n }) => {
      runs.push(n);
    });
    await first.start();
    await Promise.all([first.sendOnce('once', { n: 'a' }, 'k1'), first.sendOnce('once', { n: 'b' }, 'k1')]);
    // One of the two, whichever was taken first.
    await expect.poll(() => runs.length).toBe(1);
    await first.stop();

    const restarted = localJobs(t.database.db, quiet);
    restarted.define<{ n: string }>('once', async ({ n }) => {
      runs.push(n);
    });
    await restarted.sendOnce('once', { n: 'c' }, 'k1');
    await restarted.sendOnce('once', { n: 'd' }, 'k2');
    await restarted.start();
    await expect.poll(() => runs.length).toBe(2);
    expect(runs[1]).toBe('d');
    await restarted.stop();
  });

  it('runs a failed one-off job again when it is sent again', async () => {
    let attempts = 0;
    const jobs = localJobs(t.database.db, quiet);
    jobs.define('flaky', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('passing failure');
    });
    await jobs.start();
    await jobs.sendOnce('flaky', {}, 'k');
    await expect.poll(() => attempts).toBe(1);
    await jobs.stop();
    await jobs.start();
    await jobs.sendOnce('flaky', {}, 'k');
    await expect.poll(() => attempts).toBe(2);
    await jobs.sendOnce('flaky', {}, 'k');
    await jobs.stop();
    expect(attempts).toBe(2);
  });

  it('runs a recurring job soon after start, never twice at once, and stops waiting for it', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const jobs = localJobs(t.database.db, quiet);
    jobs.every('tick', 1, async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 300));
      running -= 1;
      runs += 1;
    });
    await jobs.start();
    await expect.poll(() => running, { timeout: 3_000 }).toBe(1);
    await jobs.stop();
    expect(runs).toBe(1);
    expect(most).toBe(1);
  });
});

describe('job schedules', () => {
  it('turns minutes into a cron that divides an hour or a day, and refuses others', () => {
    expect(cronEvery(1)).toBe('* * * * *');
    expect(cronEvery(15)).toBe('*/15 * * * *');
    expect(cronEvery(60)).toBe('0 */1 * * *');
    expect(cronEvery(360)).toBe('0 */6 * * *');
    expect(cronEvery(1440)).toBe('0 0 * * *');
    expect(() => cronEvery(7)).toThrow('7 minutes does not divide an hour');
    expect(() => cronEvery(90)).toThrow('90 minutes does not divide a day');
    expect(() => cronEvery(0)).toThrow('Not a whole number of minutes: 0');
  });

  it('gives the same job the same id and other jobs other ids, in a UUID form', () => {
    expect(jobIdFor('reminder', 'a')).toBe(jobIdFor('reminder', 'a'));
    expect(jobIdFor('reminder', 'a')).not.toBe(jobIdFor('reminder', 'b'));
    expect(jobIdFor('reminder', 'a')).not.toBe(jobIdFor('other', 'a'));
    expect(jobIdFor('x', 'y')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
