import { and, eq } from 'drizzle-orm';
import { DEFAULT_USER_SETTINGS } from '#common/account';
import { ageOn, daysBetween, isoDay, nextOccurrence, todayIn } from '#common/calendar';
import { occasionLabel } from '#common/occasion-label';
import type { Db } from '../../db/client';
import { familyMemberships, occasionReminders, userSettings, users } from '../../db/schema';
import { type Access, canSeeGiftIdeas } from '../../lib/access';
import { escapeHtml } from '../../lib/html';
import type { Mailer, OutgoingMail } from '../../lib/mailer';
import type { GiftIdeasPort } from '../../lib/ports';
import type { OccasionRow, OccasionsRepository } from './occasions.repository';
import { turningOn, visibleYear } from './occasions.service';
import { unsubscribeTokenOf, unsubscribeUrl } from './unsubscribe';

/**
 * Reminder e-mails before occasions (issue 21), sent by the job runner every hour. Each goes to
 * every family member with an account except the person (or the two people) it celebrates, at
 * the lead times they chose, in their own time zone. A row in `occasion_reminders` is taken
 * before the mail goes (one per user, occasion, day and lead time, unique), so two servers or
 * a restart never send one twice; a server that was down past a lead time sends only the latest
 * one due, never a burst of stale ones.
 */

export interface Recipient {
  userId: number;
  email: string;
  firstName: string | null;
  reminderDays: number[];
  timeZone: string | null;
}

/** The lead time due `daysAway` days before an occasion: the smallest one not yet passed. */
export function dueLead(daysAway: number, reminderDays: readonly number[]): number | null {
  if (daysAway < 1) return null;
  const due = reminderDays.filter((lead) => daysAway <= lead);
  return due.length > 0 ? Math.min(...due) : null;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDate = (iso: string) => DATE_FORMAT.format(new Date(`${iso}T00:00:00Z`));
const inDays = (days: number) => (days === 1 ? 'tomorrow' : `in ${days} days`);

export interface ReminderFacts {
  to: string;
  firstName: string | null;
  label: string;
  date: string;
  daysAway: number;
  turning?: number;
  ideas: Array<{ title: string }>;
  planUrl: string;
  unsubscribeUrl: string;
}

/** The reminder: the occasion, its date, up to three ideas the recipient may see, a way out. */
export function reminderMail(f: ReminderFacts): OutgoingMail {
  const when = `${inDays(f.daysAway)}, on ${longDate(f.date)}`;
  const subject = `${f.label} is ${inDays(f.daysAway)}`;
  const turning = f.turning ? ` (turning ${f.turning})` : '';
  const ideasText =
    f.ideas.length > 0
      ? ['Ideas saved in GiftLens:', ...f.ideas.map((i) => `- ${i.title}`)]
      : ['No gift ideas saved yet: GiftLens can suggest some.'];
  const text = [
    `Hello${f.firstName ? ` ${f.firstName}` : ''},`,
    '',
    `${f.label}${turning} is ${when}.`,
    '',
    ...ideasText,
    '',
    `Plan it in GiftLens: ${f.planUrl}`,
    '',
    `You get this because you chose occasion reminders. Stop them: ${f.unsubscribeUrl}`,
  ].join('\n');
  const html = [
    `<p>Hello${f.firstName ? ` ${escapeHtml(f.firstName)}` : ''},</p>`,
    `<p><strong>${escapeHtml(f.label)}</strong>${escapeHtml(turning)} is ${escapeHtml(when)}.</p>`,
    f.ideas.length > 0
      ? `<p>Ideas saved in GiftLens:</p><ul>${f.ideas.map((i) => `<li>${escapeHtml(i.title)}</li>`).join('')}</ul>`
      : '<p>No gift ideas saved yet: GiftLens can suggest some.</p>',
    `<p><a href="${escapeHtml(f.planUrl)}">Plan it in GiftLens</a></p>`,
    `<p style="color:#666;font-size:12px">You get this because you chose occasion reminders. <a href="${escapeHtml(f.unsubscribeUrl)}">Unsubscribe</a></p>`,
  ].join('\n');
  return {
    to: f.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${f.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ReminderDeps {
  db: Db;
  repo: OccasionsRepository;
  /** Up to three of the member's ideas the recipient may see, the occasion's own first (titles only). */
  giftIdeas: Pick<GiftIdeasPort, 'titlesFor'>;
  access: Access;
  mailer: Mailer | undefined;
  publicUrl: string;
  log: Logger;
}

/** Family members with an account who take reminders (e-mail on, lead times chosen, an address). */
async function recipientsOf(db: Db, familyId: number): Promise<Recipient[]> {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      emailNotifications: userSettings.emailNotifications,
      reminderDays: userSettings.reminderDays,
      timeZone: userSettings.timeZone,
    })
    .from(familyMemberships)
    .innerJoin(users, eq(users.id, familyMemberships.userId))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(familyMemberships.familyAccountId, familyId));
  return rows.flatMap((r) => {
    const on = r.emailNotifications ?? DEFAULT_USER_SETTINGS.emailNotifications;
    const days = r.reminderDays ?? [...DEFAULT_USER_SETTINGS.reminderDays];
    if (!on || days.length === 0 || !r.email) return [];
    return [
      { userId: r.userId, email: r.email, firstName: r.firstName, reminderDays: days, timeZone: r.timeZone },
    ];
  });
}

/** Takes the reminder for sending; false when it was taken already (sent, or being sent elsewhere). */
async function claim(db: Db, userId: number, occasionId: number, occursOn: string, leadDays: number) {
  const rows = await db
    .insert(occasionReminders)
    .values({ userId, occasionId, occursOn, leadDays })
    .onConflictDoNothing()
    .returning({ userId: occasionReminders.userId });
  return rows.length > 0;
}

async function release(db: Db, userId: number, occasionId: number, occursOn: string, leadDays: number) {
  await db
    .delete(occasionReminders)
    .where(
      and(
        eq(occasionReminders.userId, userId),
        eq(occasionReminders.occasionId, occasionId),
        eq(occasionReminders.occursOn, occursOn),
        eq(occasionReminders.leadDays, leadDays),
      ),
    );
}

/** People an occasion celebrates: its member and an anniversary's other member. */
const celebrated = (row: OccasionRow, userOf: Map<number, number | null>) =>
  new Set(
    [userOf.get(row.familyMemberId), row.otherMemberId ? userOf.get(row.otherMemberId) : null].filter(
      Boolean,
    ),
  );

/**
 * One pass of the hourly check: keeps ages derived from birthdays current, then sends every
 * reminder due now. Safe to run on several servers at once and again after a crash.
 */
export async function sendDueReminders(deps: ReminderDeps, now: Date = new Date()) {
  const { db, repo, access, mailer, log, giftIdeas } = deps;
  let sent = 0;
  let failed = 0;
  const families = await db.selectDistinct({ id: familyMemberships.familyAccountId }).from(familyMemberships);
  const settings = new Map(
    (await repo.settingsOf(families.map((f) => f.id))).map((s) => [s.familyAccountId, s]),
  );
  for (const { id: familyId } of families) {
    const rows = await repo.forFamily(familyId);
    if (rows.length === 0) continue;
    const familyToday = todayIn(settings.get(familyId)?.timeZone ?? 'UTC', now);
    for (const row of rows) {
      if (row.kind !== 'birthday' || row.year === null) continue;
      const age = ageOn(row, familyToday);
      if (age !== null && age >= 0) await repo.setAge(familyId, row.familyMemberId, age);
    }
    if (!mailer) continue;
    const recipients = await recipientsOf(db, familyId);
    for (const recipient of recipients) {
      const scope = await access.requireFamily(familyId, recipient.userId).catch(() => null);
      if (!scope) continue;
      const members = new Map((await access.membersWhere(scope, () => true)).map((m) => [m.id, m]));
      const userOf = new Map([...members.values()].map((m) => [m.id, m.userId]));
      const today = todayIn(recipient.timeZone, now);
      for (const row of rows) {
        const member = members.get(row.familyMemberId);
        if (!member || celebrated(row, userOf).has(recipient.userId)) continue;
        const next = nextOccurrence(row, today);
        if (!next) continue;
        const daysAway = daysBetween(today, next);
        const lead = dueLead(daysAway, recipient.reminderDays);
        if (lead === null) continue;
        const occursOn = isoDay(next);
        if (!(await claim(db, recipient.userId, row.id, occursOn, lead))) continue;
        const ideas = canSeeGiftIdeas(member.subject, scope.viewer, scope.familyPrivacy)
          ? (await giftIdeas.titlesFor(familyId, row.familyMemberId, row.id, 3)).map((title) => ({ title }))
          : [];
        const year = visibleYear(row, {
          subject: member.subject,
          viewer: scope.viewer,
          familyPrivacy: scope.familyPrivacy,
        });
        const turning = turningOn(row, year, next);
        const mail = reminderMail({
          to: recipient.email,
          firstName: recipient.firstName,
          label: occasionLabel({ ...row, memberName: member.name }),
          date: occursOn,
          daysAway,
          ...(turning !== undefined ? { turning } : {}),
          ideas,
          planUrl: `${deps.publicUrl}/occasions`,
          unsubscribeUrl: unsubscribeUrl(deps.publicUrl, await unsubscribeTokenOf(db, recipient.userId)),
        });
        try {
          await mailer.send(mail);
          sent += 1;
        } catch (err) {
          failed += 1;
          // Not sent: give it back, so the next check tries again.
          await release(db, recipient.userId, row.id, occursOn, lead);
          log.warn({ code: 'reminder_failed', occasionId: row.id, err }, 'reminder e-mail failed');
        }
      }
    }
  }
  log.info({ code: 'reminders_checked', sent, failed }, 'reminders checked');
  return { sent, failed };
}
