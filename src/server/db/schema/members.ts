import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InviteStatus } from '#common/members';
import { bytea } from './columns';
import { familyAccounts, familyMembers } from './families';
import { users } from './users';

/** Kept out of family_members so listing members never reads megabytes of pictures. */
export const memberPhotos = pgTable('member_photos', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => familyMembers.id, { onDelete: 'cascade' }),
  mime: text('mime').notNull(),
  data: bytea('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const familyInvites = pgTable(
  'family_invites',
  {
    id: serial('id').primaryKey(),
    familyAccountId: integer('family_account_id')
      .notNull()
      .references(() => familyAccounts.id, { onDelete: 'cascade' }),
    invitedEmail: text('invited_email').notNull(),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role').notNull().default('member'),
    status: text('status').$type<InviteStatus>().notNull().default('pending'),
    usesRemaining: integer('uses_remaining').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the invite e-mail last went to the mail server; null while none has (demo mode, opted out). */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /**
     * The record the invite was sent from (an adult without an account): whoever joins with a
     * sign-in that verified the invited address may take it over (families.repository).
     */
    memberId: integer('member_id').references(() => familyMembers.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('family_invites_family_idx').on(t.familyAccountId),
    check('family_invites_status_check', sql`${t.status} in ('pending', 'accepted', 'revoked')`),
  ],
);

/**
 * Two records of one person where one is someone's own (issue 29): the record without an account
 * (`from`) folds into theirs (`into`) only once both the person and the family owner agree. The
 * owner asks ("is this also you?"), or the person claims it when joining ("this is me").
 */
export const memberMergeRequests = pgTable(
  'member_merge_requests',
  {
    id: serial('id').primaryKey(),
    familyAccountId: integer('family_account_id')
      .notNull()
      .references(() => familyAccounts.id, { onDelete: 'cascade' }),
    fromMemberId: integer('from_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    intoMemberId: integer('into_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    personAgreedAt: timestamp('person_agreed_at', { withTimezone: true }),
    ownerAgreedAt: timestamp('owner_agreed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open question per record that would go.
    uniqueIndex('member_merge_requests_from_idx').on(t.fromMemberId),
    index('member_merge_requests_family_idx').on(t.familyAccountId),
  ],
);
