import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { familyAccounts, familyMembers } from './families';
import { users } from './users';

/**
 * A banner ad shown while someone looked at a member's pages, with their marketing consent.
 * No raw cookie values, no user agent (only mobile/desktop), nothing about a child. Deleted with
 * the member, the family, or the viewer's account.
 */
export const adImpressions = pgTable(
  'ad_impressions',
  {
    id: serial('id').primaryKey(),
    familyAccountId: integer('family_account_id')
      .notNull()
      .references(() => familyAccounts.id, { onDelete: 'cascade' }),
    familyMemberId: integer('family_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    viewerUserId: integer('viewer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adSlot: text('ad_slot').notNull(),
    placement: text('placement').notNull(),
    contextualMode: boolean('contextual_mode').notNull(),
    targetingData: jsonb('targeting_data').$type<{
      interests: string[];
      contentOwner: string;
      lifestyle?: string[];
    }>(),
    /** A random id the page made for this browser session (not a device id). */
    sessionId: text('session_id').notNull(),
    deviceClass: text('device_class').$type<'mobile' | 'desktop'>().notNull(),
    viewDurationMs: integer('view_duration_ms').notNull().default(0),
    interacted: boolean('interacted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('ad_impressions_family_created_idx').on(t.familyAccountId, t.createdAt),
    index('ad_impressions_member_created_idx').on(t.familyMemberId, t.createdAt),
    index('ad_impressions_viewer_idx').on(t.viewerUserId),
  ],
);
