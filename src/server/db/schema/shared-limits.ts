import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { userId } from './ownership';

/**
 * Budgets every server process shares when several serve one PostgreSQL (decision 0025): the
 * rate-limit windows, the per-user upload slots and the cool-downs (the AI after a quota
 * error). The embedded database serves one process, which keeps them in memory instead.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  /** The rule's group and the user or address: "writes:user:42". */
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamptz('reset_at', 3).notNull(),
});

/** An upload in progress: a user holds at most LIMITS.uploadsInFlightPerUser slots at once. */
export const uploadSlots = pgTable(
  'upload_slots',
  {
    key: text('key').notNull(),
    slot: integer('slot').notNull(),
    /** A crashed process's slot frees itself after this. */
    expiresAt: timestamptz('expires_at', 3).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.slot] })],
);

/** Something resting until a time: "ai" after a quota error. */
export const coolDowns = pgTable('cool_downs', {
  key: text('key').primaryKey(),
  until: timestamptz('until', 3).notNull(),
});

/**
 * One-off jobs already taken on the embedded database (lib/jobs.ts), so a job queued once runs
 * once across restarts. PostgreSQL deployments use pg-boss's own tables.
 */
export const localJobKeys = pgTable(
  'local_job_keys',
  {
    name: text('name').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.name, t.key] })],
);

/**
 * A create sent with an Idempotency-Key (plugins/idempotency.ts): the first answer is kept, so
 * the same submission repeated (a double tap, a retry after a lost connection) gets it again
 * instead of making a second record. `status` is null while the first is still being answered.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: userId(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    status: integer('status'),
    body: text('body'),
    createdAt: createdAt(3),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key, t.route] })],
);
