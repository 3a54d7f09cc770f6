import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FamilyPrivacySettings, FamilyRole } from '#common/families';
import {
  DEFAULT_MEMBER_PRIVACY,
  type Gender,
  type Goals,
  type Lifestyle,
  type MemberPrivacy,
  type PersonalityProfile,
  type ShoppingPreferences,
  type SocialMediaActivity,
} from '#common/members';
import { createdAt, id, timestamps, updatedAt } from './columns';
import { users } from './users';

export interface StoredFamilySettings {
  privacy: Partial<FamilyPrivacySettings>;
}

/**
 * The owner cannot be deleted while they own a family (restrict): account deletion must
 * hand the family over or delete it on purpose, never take the other members' data along.
 */
export const familyAccounts = pgTable(
  'family_accounts',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    inviteCode: text('invite_code').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    settings: jsonb('settings').$type<StoredFamilySettings>().notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('family_accounts_invite_code_idx').on(t.inviteCode),
    index('family_accounts_owner_idx').on(t.ownerId),
  ],
);

export const familyMemberships = pgTable(
  'family_memberships',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyAccountId: integer('family_account_id')
      .notNull()
      .references(() => familyAccounts.id, { onDelete: 'cascade' }),
    role: text('role').$type<FamilyRole>().notNull(),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    // Joining twice at once must fail on this index rather than make two memberships.
    uniqueIndex('family_memberships_user_family_idx').on(t.userId, t.familyAccountId),
    index('family_memberships_family_idx').on(t.familyAccountId),
    check('family_memberships_role_check', sql`${t.role} in ('owner', 'member')`),
  ],
);

/** A person in the family: a user's own record, or a relative without an account. */
export const familyMembers = pgTable(
  'family_members',
  {
    id: id(),
    familyAccountId: integer('family_account_id')
      .notNull()
      .references(() => familyAccounts.id, { onDelete: 'cascade' }),
    /** The user's own record goes with their account (and everything about it, by cascade). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    age: integer('age'),
    relationship: text('relationship').notNull(),
    interests: jsonb('interests').$type<string[]>().notNull().default([]),
    icon: text('icon').notNull().default('person'),
    color: text('color').notNull().default('#8B5CF6'),
    notes: text('notes'),
    /**
     * What relatives wrote about the person before the record became theirs (its notes on a
     * takeover or a merge): kept for the family, never shown to the person (issue 29).
     */
    familyNotes: text('family_notes'),
    /**
     * Someone who joined without a verified address said this record is them (issue 29): until
     * the owner decides, they are its member for surprise protection. Set only on a record
     * without an account, with a pending member_merge_requests row.
     */
    claimedByUserId: integer('claimed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    gender: text('gender').$type<Gender>(),
    lifestyle: jsonb('lifestyle').$type<Lifestyle>().notNull().default({}),
    shoppingPreferences: jsonb('shopping_preferences').$type<ShoppingPreferences>().notNull().default({}),
    personalityProfile: jsonb('personality_profile').$type<PersonalityProfile>().notNull().default({}),
    goals: jsonb('goals').$type<Goals>().notNull().default({}),
    socialMediaActivity: jsonb('social_media_activity').$type<SocialMediaActivity>().notNull().default({}),
    privacy: jsonb('privacy').$type<Partial<MemberPrivacy>>().notNull().default(DEFAULT_MEMBER_PRIVACY),
    /** An external picture, such as the one from the member's Google account. */
    profileImageUrl: text('profile_image_url'),
    ...timestamps(),
  },
  (t) => [
    index('family_members_family_idx').on(t.familyAccountId),
    // A user has at most one own record per family.
    uniqueIndex('family_members_family_user_idx')
      .on(t.familyAccountId, t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

export const userActiveFamily = pgTable('user_active_family', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  familyAccountId: integer('family_account_id')
    .notNull()
    .references(() => familyAccounts.id, { onDelete: 'cascade' }),
  updatedAt: updatedAt(),
});
