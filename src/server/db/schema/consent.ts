import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every cookie choice a user made, newest last: the latest is their consent, the earlier ones
 * show what they had agreed to when (proof of consent). Deleted with the user.
 */
export const userConsents = pgTable(
  'user_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    analytics: boolean('analytics').notNull(),
    personalization: boolean('personalization').notNull(),
    marketing: boolean('marketing').notNull(),
    policyVersion: text('policy_version').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('user_consents_user_idx').on(t.userId, t.decidedAt)],
);
