import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { memberScope, userId } from './ownership';

/**
 * A banner ad shown while someone looked at a member's pages, with their marketing consent.
 * No raw cookie values, no user agent (only mobile/desktop), nothing about a child. Deleted with
 * the member, the family, or the viewer's account.
 */
export const adImpressions = pgTable(
  'ad_impressions',
  {
    id: id(),
    ...memberScope(),
    viewerUserId: userId('viewer_user_id'),
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
    createdAt: createdAt(3),
  },
  (t) => [
    index('ad_impressions_family_created_idx').on(t.familyAccountId, t.createdAt),
    index('ad_impressions_member_created_idx').on(t.familyMemberId, t.createdAt),
    index('ad_impressions_viewer_idx').on(t.viewerUserId),
  ],
);
