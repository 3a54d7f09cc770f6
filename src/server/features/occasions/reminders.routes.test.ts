import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, type Day, isoDay, todayIn } from '#common/calendar';
import type { Occasion } from '#common/occasions';
import { createAccess } from '../../lib/access';
import { createMailer } from '../../lib/mailer';
import { memberFixtures } from '../../test/member-fixtures';
import { startSmtpStandIn } from '../../test/smtp-stand-in';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';
import { createOccasionsRepository } from './occasions.repository';
import { dueLead, type ReminderDeps, sendDueReminders } from './reminders';

let t: TestApp;
let f: ReturnType<typeof memberFixtures>;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let deps: ReminderDeps;
const quiet = { info() {}, warn() {}, error() {} };

const config = testConfig();
beforeAll(async () => {
  t = await createTestApp(config);
  f = memberFixtures(t);
  smtp = await startSmtpStandIn();
  const db = t.database.db;
  deps = {
    db,
    repo: createOccasionsRepository(db),
    access: createAccess(db),
    giftIdeas: t.app.ports.giftIdeas,
    mailer: createMailer({ smtpUrl: smtp.url, from: 'GiftLens <reminders@giftlens.test>' }),
    publicUrl: 'http://localhost:3000',
    log: quiet,
  };
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

/** Noon UTC on a day: every zone from UTC-11 to UTC+11 is on the same calendar day. */
const noonOf = (d: Day) => new Date(Date.UTC(d.year, d.month - 1, d.day, 12));
const base = todayIn('UTC');
const at = (daysLater: number) => noonOf(addDays(base, daysLater));

async function emailOf(cookie: string) {
  return (await f.get<{ email: string }>(cookie, '/api/auth/user')).email;
}

/** A family where the member's birthday is `daysAway` days from today, and an idea for it. */
async function birthdayIn(daysAway: number) {
  const fam = await f.family();
  const day = addDays(base, daysAway);
  const res = await f.call(fam.member, 'POST', `/api/family-members/${fam.memberId}/occasions`, {
    kind: 'birthday',
    month: day.month,
    day: day.day,
  });
  expect(res.statusCode, res.body).toBe(201);
  const occasion = res.json<Occasion>();
  const ideas = await f.call(fam.owner, 'POST', `/api/ai/generate-gifts/${fam.memberId}`, {
    occasion: 'birthday',
    occasionId: occasion.id,
  });
  expect(ideas.statusCode, ideas.body).toBe(201);
  const titles = ideas
    .json<{ recommendations: Array<{ title: string }> }>()
    .recommendations.map((i) => i.title);
  return { ...fam, occasion, date: isoDay(day), titles };
}

const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

describe('the lead time due', () => {
  it('is the smallest chosen lead not yet passed, and none on the day itself', () => {
    expect(dueLead(21, [21, 7])).toBe(21);
    expect(dueLead(12, [21, 7])).toBe(21);
    expect(dueLead(7, [21, 7])).toBe(7);
    expect(dueLead(5, [21, 7])).toBe(7);
    expect(dueLead(22, [21, 7])).toBeNull();
    expect(dueLead(0, [21, 7, 1])).toBeNull();
    expect(dueLead(3, [])).toBeNull();
  });
});

describe('occasion reminders', () => {
  it('e-mails every relative with an account before the occasion, with its ideas, and never the person it is for', async () => {
    const fam = await birthdayIn(7);
    await sendDueReminders(deps, at(0));
    const [owner, member, relative] = await Promise.all([
      emailOf(fam.owner),
      emailOf(fam.member),
      emailOf(fam.relative),
    ]);
    expect(mailsTo(member)).toEqual([]);
    for (const address of [owner, relative]) {
      const [mail, ...more] = mailsTo(address);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe("Sam Joiner's birthday is in 7 days");
      const listed = fam.titles.filter((title) => mail?.text.includes(`- ${title}`));
      expect(listed).toHaveLength(3);
      expect(mail?.text).toMatch(
        /List-Unsubscribe: <http:\/\/localhost:3000\/api\/reminders\/unsubscribe\/[\w-]{43}>/,
      );
      expect(mail?.text).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    }
  });

  it('sends each reminder once, however often and however many checks run at the same time', async () => {
    const fam = await birthdayIn(21);
    const relative = await emailOf(fam.relative);
    await Promise.all([
      sendDueReminders(deps, at(0)),
      sendDueReminders(deps, at(0)),
      sendDueReminders(deps, at(0)),
    ]);
    await sendDueReminders(deps, at(0));
    await sendDueReminders(deps, at(1));
    expect(mailsTo(relative).map((m) => m.subject)).toEqual(["Sam Joiner's birthday is in 21 days"]);
    await sendDueReminders(deps, at(14));
    await sendDueReminders(deps, at(15));
    expect(mailsTo(relative).map((m) => m.subject)).toEqual([
      "Sam Joiner's birthday is in 21 days",
      "Sam Joiner's birthday is in 7 days",
    ]);
  });

  it('after a server was down past a lead time, sends only the latest reminder due', async () => {
    const fam = await birthdayIn(5);
    const relative = await emailOf(fam.relative);
    await sendDueReminders(deps, at(0));
    expect(mailsTo(relative).map((m) => m.subject)).toEqual(["Sam Joiner's birthday is in 5 days"]);
  });

  it('follows each user’s lead times and the e-mail switch', async () => {
    const fam = await birthdayIn(3);
    const [owner, relative] = await Promise.all([emailOf(fam.owner), emailOf(fam.relative)]);
    expect(
      (await f.call(fam.owner, 'PATCH', '/api/user/settings', { reminderDays: [3, 14] })).statusCode,
    ).toBe(200);
    expect(
      (await f.call(fam.relative, 'PATCH', '/api/user/settings', { emailNotifications: false })).statusCode,
    ).toBe(200);
    await sendDueReminders(deps, at(0));
    expect(mailsTo(owner).map((m) => m.subject)).toEqual(["Sam Joiner's birthday is in 3 days"]);
    expect(mailsTo(relative)).toEqual([]);
    const bad = await f.call(fam.owner, 'PATCH', '/api/user/settings', { reminderDays: [2] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('must each be one of 1, 3, 7, 14, 21, 30');
  });

  it('stops with one click on the unsubscribe link, without signing in', async () => {
    const fam = await birthdayIn(7);
    const relative = await emailOf(fam.relative);
    await sendDueReminders(deps, at(0));
    const link = /List-Unsubscribe: <([^>]+)>/.exec(mailsTo(relative)[0]?.text ?? '')?.[1];
    expect(link).toBeDefined();
    const path = new URL(link as string).pathname;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    // What a mail app sends (RFC 8058): a form post from another origin, no cookie.
    const clicked = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(
      (await f.get<{ reminderDays: number[] }>(fam.relative, '/api/user/settings')).reminderDays,
    ).toEqual([]);
    const forged = await t.app.inject({ method: 'POST', url: `${path.slice(0, -3)}AAA`, payload: '' });
    expect(forged.statusCode).toBe(404);
    smtp.received.length = 0;
    await sendDueReminders(deps, at(3));
    expect(mailsTo(relative)).toEqual([]);
  });

  it('gives each person an unsubscribe link that names nobody: a random token, the same in every mail', async () => {
    const fam = await birthdayIn(21);
    const [owner, relative] = await Promise.all([emailOf(fam.owner), emailOf(fam.relative)]);
    await sendDueReminders(deps, at(0));
    await sendDueReminders(deps, at(14));
    const tokensOf = (address: string) =>
      mailsTo(address).map((mail) => /unsubscribe\/([^>\s]+)>/.exec(mail.text)?.[1] ?? '');
    const [first, second] = tokensOf(relative);
    expect(tokensOf(relative)).toHaveLength(2);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(second).toBe(first);
    expect(tokensOf(owner)[0]).not.toBe(first);
    // Nothing in the link is the user id, in the old `<id>.<signature>` form or any other.
    const relativeId = await f.userId(fam.relative);
    expect(first).not.toMatch(new RegExp(`^${relativeId}\\.|\\.`));
    const stored = await t.database.db.execute(
      sql`select user_id from unsubscribe_tokens where token = ${first}`,
    );
    expect((stored as unknown as { rows: Array<{ user_id: number }> }).rows).toEqual([
      { user_id: relativeId },
    ]);
  });

  it('refuses a forged or altered unsubscribe token with 404, and still honours a link mailed in the old form', async () => {
    const fam = await birthdayIn(7);
    const relative = await emailOf(fam.relative);
    await sendDueReminders(deps, at(0));
    const token = /unsubscribe\/([^>\s]+)>/.exec(mailsTo(relative)[0]?.text ?? '')?.[1] ?? '';
    const relativeId = await f.userId(fam.relative);
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    const oldSignature = (userId: number, secret: string) =>
      createHmac('sha256', secret).update(`reminders-unsubscribe:${userId}`).digest('base64url');
    for (const forged of [
      `${token.slice(0, -1)}${flip(token.at(-1) as string)}`,
      `${flip(token[0] as string)}${token.slice(1)}`,
      randomBytes(32).toString('base64url'),
      `${relativeId}.${oldSignature(relativeId, 'not-the-secret')}`,
      `${relativeId + 1}.${oldSignature(relativeId, config.sessionSecret)}`,
    ]) {
      const page = await t.app.inject({ method: 'GET', url: `/api/reminders/unsubscribe/${forged}` });
      expect(page.statusCode, forged).toBe(404);
      const post = await t.app.inject({
        method: 'POST',
        url: `/api/reminders/unsubscribe/${forged}`,
        payload: '',
      });
      expect(post.statusCode, forged).toBe(404);
    }
    expect(
      (await f.get<{ reminderDays: number[] }>(fam.relative, '/api/user/settings')).reminderDays,
    ).not.toEqual([]);
    const mailedBefore = `${relativeId}.${oldSignature(relativeId, config.sessionSecret)}`;
    const clicked = await t.app.inject({
      method: 'POST',
      url: `/api/reminders/unsubscribe/${mailedBefore}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(
      (await f.get<{ reminderDays: number[] }>(fam.relative, '/api/user/settings')).reminderDays,
    ).toEqual([]);
  });

  it('keeps a member’s age current from a birthday with a year', async () => {
    const fam = await f.family();
    const tomorrow = addDays(base, 1);
    await f.call(fam.member, 'POST', `/api/family-members/${fam.memberId}/occasions`, {
      kind: 'birthday',
      month: tomorrow.month,
      day: tomorrow.day,
      year: 2000,
    });
    const ageNow = (await f.get<{ age: number }>(fam.member, `/api/family-members/${fam.memberId}`)).age;
    await sendDueReminders(deps, at(1));
    const ageThen = (await f.get<{ age: number }>(fam.member, `/api/family-members/${fam.memberId}`)).age;
    expect(ageThen).toBe(ageNow + 1);
  });
});
