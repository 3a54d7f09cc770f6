import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';
import { userId } from './ownership';

/**
 * Every cookie choice a user made, newest last: the latest is their consent, the earlier ones
 * show what they had agreed to when (proof of consent). Deleted with the user.
 */
export const userConsents = pgTable(
  'user_consents',
  {
    id: id(),
    userId: userId(),
    analytics: boolean('analytics').notNull(),
    personalization: boolean('personalization').notNull(),
    marketing: boolean('marketing').notNull(),
    policyVersion: text('policy_version').notNull(),
    decidedAt: timestamptz('decided_at', 3).notNull().defaultNow(),
  },
  (t) => [index('user_consents_user_idx').on(t.userId, t.decidedAt)],
);
