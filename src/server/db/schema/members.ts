import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InviteStatus } from '#common/members';
import { createdAt, id, picture, timestamptz } from './columns';
import { familyMembers } from './families';
import { authorId, familyAccountId, memberId, otherMemberId } from './ownership';

/** Kept out of family_members so listing members never reads megabytes of pictures. */
export const memberPhotos = pgTable('member_photos', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => familyMembers.id, { onDelete: 'cascade' }),
  ...picture(),
});

export const familyInvites = pgTable(
  'family_invites',
  {
    id: id(),
    familyAccountId: familyAccountId(),
    invitedEmail: text('invited_email').notNull(),
    invitedByUserId: authorId('invited_by_user_id'),
    role: text('role').notNull().default('member'),
    status: text('status').$type<InviteStatus>().notNull().default('pending'),
    usesRemaining: integer('uses_remaining').notNull().default(1),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    /** When the invite e-mail last went to the mail server; null while none has (demo mode, opted out). */
    lastSentAt: timestamptz('last_sent_at'),
    /**
     * The record the invite was sent from (an adult without an account): whoever joins with a
     * sign-in that verified the invited address may take it over (families.repository).
     */
    memberId: otherMemberId('member_id'),
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
    id: id(),
    familyAccountId: familyAccountId(),
    fromMemberId: memberId('from_member_id'),
    intoMemberId: memberId('into_member_id'),
    requestedByUserId: authorId('requested_by_user_id'),
    personAgreedAt: timestamptz('person_agreed_at'),
    ownerAgreedAt: timestamptz('owner_agreed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // One open question per record that would go.
    uniqueIndex('member_merge_requests_from_idx').on(t.fromMemberId),
    index('member_merge_requests_family_idx').on(t.familyAccountId),
  ],
);
