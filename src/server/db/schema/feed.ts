import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { FeedAdFormat, FeedPlatform } from '#common/feed/constants';
import type { FeedReason } from '#common/feed/reason';
import type { SignalSource } from '#common/signals/weights';
import { createdAt, timestamptz } from './columns';
import { memberRecord } from './ownership';

/**
 * The ads GiftLens generated for a member's feed (decision 0019). A batch is inserted best-last,
 * so newest-first by id shows the best ad of the newest batch at the top and the page cursor
 * is the id alone. `gift_id` names the catalogue item (for "don't repeat" and dislikes);
 * `concepts` are what a like or dislike teaches. Likes and dislikes live in member_signals
 * with source 'feed' and this row's id.
 */
export const feedAds = pgTable(
  'feed_ads',
  {
    ...memberRecord(),
    giftId: text('gift_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    brand: text('brand'),
    category: text('category').notNull(),
    priceCents: integer('price_cents').notNull(),
    callToAction: text('call_to_action').notNull(),
    shopUrl: text('shop_url').notNull(),
    platform: text('platform').$type<FeedPlatform>().notNull(),
    adFormat: text('ad_format').$type<FeedAdFormat>().notNull(),
    imageUrl: text('image_url').notNull(),
    concept: text('concept'),
    /** Why it was shown, as data; shown to a viewer who may see every source in `reason_sources` (null: only its creator). */
    reason: jsonb('reason').$type<FeedReason>().notNull(),
    reasonSources: jsonb('reason_sources').$type<SignalSource[]>(),
    liked: boolean('liked').notNull().default(false),
    disliked: boolean('disliked').notNull().default(false),
    shownAt: timestamptz('shown_at'),
    createdAt: createdAt(),
  },
  (t) => [index('feed_ads_member_idx').on(t.familyMemberId, t.familyAccountId, t.id)],
);
