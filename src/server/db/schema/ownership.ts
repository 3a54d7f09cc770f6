import { integer } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { familyAccounts, familyMembers } from './families';
import { users } from './users';

/**
 * The columns that say whose a row is: a user's (it goes with them), a family's and a member's
 * (it goes with either), and who made or marked it (emptied when they go, and when they leave the
 * family: families.authors.ts finds these by their `set null`).
 */
export const userId = (name = 'user_id') =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** One row per user, keyed by them. */
export const userKey = () =>
  integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' });

export const authorId = (name = 'created_by_user_id') =>
  integer(name).references(() => users.id, { onDelete: 'set null' });

export const familyAccountId = () =>
  integer('family_account_id')
    .notNull()
    .references(() => familyAccounts.id, { onDelete: 'cascade' });

export const memberId = (name = 'family_member_id') =>
  integer(name)
    .notNull()
    .references(() => familyMembers.id, { onDelete: 'cascade' });

/** Another member a row mentions: emptied when that member goes. */
export const otherMemberId = (name: string) =>
  integer(name).references(() => familyMembers.id, { onDelete: 'set null' });

/** A row about one member of a family. */
export const memberScope = () => ({ familyAccountId: familyAccountId(), familyMemberId: memberId() });

/** A member record (lib/records.ts): its id, its family and member, and who made it. */
export const memberRecord = () => ({ id: id(), ...memberScope(), createdByUserId: authorId() });
