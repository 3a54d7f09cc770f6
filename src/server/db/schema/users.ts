import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Theme } from '#common/account';
import { createdAt, id, timestamps, timestamptz } from './columns';

export const users = pgTable('users', {
  id: id(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email'),
  profileImageUrl: text('profile_image_url'),
  ...timestamps(),
});

/** One row per sign-in identity. Users are found by provider + subject, never by e-mail. */
export const providerAccounts = pgTable(
  'provider_accounts',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    /** The provider asserted the address is verified (Google's email_verified); Facebook never does. */
    emailVerified: boolean('email_verified').notNull().default(false),
    /** The picture this provider gave, so removing the link can remove it too. */
    pictureUrl: text('picture_url'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('provider_accounts_provider_subject_idx').on(t.provider, t.subject),
    index('provider_accounts_user_idx').on(t.userId),
  ],
);

/** The primary key is the SHA-256 of the cookie value, so a database leak yields no live session. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const userSettings = pgTable(
  'user_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    profileVisible: boolean('profile_visible').notNull().default(true),
    activityVisible: boolean('activity_visible').notNull().default(false),
    theme: text('theme').$type<Theme>().notNull().default(sql`'system'`),
    /** Days before an occasion that reminder e-mails go out; empty: none. */
    reminderDays: jsonb('reminder_days').$type<number[]>().notNull().default([21, 7]),
    /** The browser's IANA time zone (reminders reckon the day in it); null until first seen. */
    timeZone: text('time_zone'),
  },
  (t) => [check('user_settings_theme_check', sql`${t.theme} in ('system', 'light', 'dark')`)],
);
