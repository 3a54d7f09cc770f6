import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DataDeletionOutcome, LinkEventAction } from '#common/account';
import { createdAt, id, timestamptz } from './columns';
import { userId } from './ownership';

/**
 * Every time a sign-in method is added to or removed from an account: who, when, which
 * provider, and how (linked from the account page, unified after proving the existing
 * account, disconnected, removed by Facebook's data-deletion callback). Goes with the user.
 */
export const providerLinkEvents = pgTable(
  'provider_link_events',
  {
    id: id(),
    userId: userId(),
    provider: text('provider').notNull(),
    action: text('action').$type<LinkEventAction>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('provider_link_events_user_idx').on(t.userId),
    check(
      'provider_link_events_action_check',
      sql`${t.action} in ('linked', 'unified', 'separate', 'unlinked', 'deauthorized')`,
    ),
  ],
);

/**
 * Facebook's data-deletion callbacks, so `/data-deletion?code=` can show what was done.
 * Holds no user id, no Facebook id and no e-mail: only the code and the outcome.
 */
export const dataDeletionRequests = pgTable(
  'data_deletion_requests',
  {
    id: id(),
    confirmationCode: text('confirmation_code').notNull(),
    source: text('source').notNull(),
    outcome: text('outcome').$type<DataDeletionOutcome>().notNull(),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    uniqueIndex('data_deletion_requests_code_idx').on(t.confirmationCode),
    check(
      'data_deletion_requests_outcome_check',
      sql`${t.outcome} in ('account_deleted', 'link_removed', 'nothing_found')`,
    ),
  ],
);

/**
 * The last sign-in failure and success per provider, written by the sign-in callbacks and
 * read by the OAuth diagnostics. Error codes and the library's message only: never a user.
 */
export const oauthProviderStatus = pgTable('oauth_provider_status', {
  provider: text('provider').primaryKey(),
  lastErrorCode: text('last_error_code'),
  lastErrorMessage: text('last_error_message'),
  lastErrorAt: timestamptz('last_error_at'),
  lastSuccessAt: timestamptz('last_success_at'),
});
