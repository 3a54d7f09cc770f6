import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { AdCountDimension } from '#common/tracked-ads/ad-counts';
import type { AdMetadata } from '#common/tracked-ads/schemas';
import { adCategories } from './categories';
import { createdAt, picture } from './columns';
import { memberRecord, memberScope } from './ownership';

/**
 * An ad a family member saw, as the family logged it. Deleting the member or the family takes
 * their ads along; the signals learned from an ad are forgotten when it is deleted.
 */
export const trackedAds = pgTable(
  'tracked_ads',
  {
    ...memberRecord(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => adCategories.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priceRange: text('price_range'),
    platform: text('platform'),
    url: text('url'),
    /** Its own column (not only in metadata) so top advertisers are one indexed GROUP BY. */
    advertiser: text('advertiser'),
    metadata: jsonb('metadata').$type<AdMetadata>(),
    /** Milliseconds, as JavaScript dates hold them: the (created_at, id) page cursor stays exact. */
    createdAt: createdAt(3),
  },
  (t) => [
    // Ad History and analytics: newest first within a family, and within one member (keyset
    // pagination on created_at, id; read backwards, which also matches `desc` without NULLS LAST).
    index('tracked_ads_family_created_idx').on(t.familyAccountId, t.createdAt, t.id),
    // A member's ads: the family is in the key too, so "member and family" is one walk down
    // the index (with two separate indexes PostgreSQL intersects bitmaps and sorts).
    index('tracked_ads_member_created_idx').on(t.familyMemberId, t.familyAccountId, t.createdAt, t.id),
    index('tracked_ads_created_by_idx').on(t.createdByUserId).where(sql`${t.createdByUserId} is not null`),
  ],
);

/** Kept out of tracked_ads so listing ads never reads megabytes of pictures. */
export const trackedAdPhotos = pgTable('tracked_ad_photos', {
  adId: integer('ad_id')
    .primaryKey()
    .references(() => trackedAds.id, { onDelete: 'cascade' }),
  ...picture(),
});

/**
 * Counters behind /analytics, per member (decision 0011): one row per member, dimension
 * (category, platform, week, advertiser, behavior, insights) and key, changed in the same
 * transaction as the ad, so a family with 10,000 ads is a few hundred rows to add up.
 */
export const trackedAdCounts = pgTable(
  'tracked_ad_counts',
  {
    ...memberScope(),
    dimension: text('dimension').$type<AdCountDimension>().notNull(),
    key: text('key').notNull(),
    label: text('label'),
    adCount: integer('ad_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.familyMemberId, t.dimension, t.key] }),
    index('tracked_ad_counts_family_idx').on(t.familyAccountId, t.dimension),
  ],
);
