import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OccasionKind } from '#common/occasions';
import { createdAt, id, timestamps, timestamptz, updatedAt } from './columns';
import { familyAccounts } from './families';
import { authorId, familyAccountId, memberId, otherMemberId, userId, userKey } from './ownership';

/**
 * A member's occasion (issue 21): a birthday (one per member), an anniversary (with another
 * member of the family or a title), or a custom date, yearly or one-off. A member record: it
 * goes with the member, and with the other member of an anniversary (set null, the title stays).
 */
export const occasions = pgTable(
  'occasions',
  {
    id: id(),
    familyAccountId: familyAccountId(),
    familyMemberId: memberId(),
    otherMemberId: otherMemberId('other_member_id'),
    createdByUserId: authorId(),
    kind: text('kind').$type<OccasionKind>().notNull(),
    title: text('title'),
    month: integer('month').notNull(),
    day: integer('day').notNull(),
    year: integer('year'),
    recurring: boolean('recurring').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('occasions_family_idx').on(t.familyAccountId),
    index('occasions_member_idx').on(t.familyMemberId),
    // One birthday per member: two saved at once fail here rather than make two.
    uniqueIndex('occasions_one_birthday_idx').on(t.familyMemberId).where(sql`${t.kind} = 'birthday'`),
    check('occasions_kind_check', sql`${t.kind} in ('birthday', 'anniversary', 'custom')`),
    check('occasions_month_check', sql`${t.month} between 1 and 12`),
    check('occasions_day_check', sql`${t.day} between 1 and 31`),
  ],
);

/** The family's country, time zone and the holidays it switched on (keys of lib/holidays). */
export const familyOccasionSettings = pgTable('family_occasion_settings', {
  familyAccountId: integer('family_account_id')
    .primaryKey()
    .references(() => familyAccounts.id, { onDelete: 'cascade' }),
  country: text('country'),
  timeZone: text('time_zone').notNull(),
  holidays: jsonb('holidays').$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/**
 * The secret in a user's calendar-feed address. Kept as given (the account page shows the
 * address again, as calendar services do); rotating replaces it, and it goes with the user.
 */
export const calendarTokens = pgTable(
  'calendar_tokens',
  {
    userId: userKey(),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_tokens_token_idx').on(t.token)],
);

/**
 * The secret in the unsubscribe link of a user's reminder e-mails: 256 random bits, so a link
 * names nobody (it carried the user id before). Made with the first reminder and kept, so
 * every link sent goes on working; it goes with the user.
 */
export const unsubscribeTokens = pgTable(
  'unsubscribe_tokens',
  {
    userId: userKey(),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('unsubscribe_tokens_token_idx').on(t.token)],
);

/**
 * Every reminder e-mail taken for sending: one row per user, occasion, day and lead time, so a
 * reminder goes once however many servers run the hourly check and however often they restart.
 */
export const occasionReminders = pgTable(
  'occasion_reminders',
  {
    userId: userId(),
    occasionId: integer('occasion_id')
      .notNull()
      .references(() => occasions.id, { onDelete: 'cascade' }),
    /** The day the occasion falls on (YYYY-MM-DD). */
    occursOn: text('occurs_on').notNull(),
    leadDays: integer('lead_days').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('occasion_reminders_once_idx').on(t.userId, t.occasionId, t.occursOn, t.leadDays),
    index('occasion_reminders_occasion_idx').on(t.occasionId),
  ],
);
