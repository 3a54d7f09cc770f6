import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GiftReason } from '#common/gifts/reason';
import type { GiftRating } from '#common/gifts/schemas';
import type { SignalSource } from '#common/signals/weights';
import { adCategories } from './categories';
import { createdAt, id } from './columns';
import { occasions } from './occasions';
import { authorId, familyAccountId, memberRecord, memberScope, userId } from './ownership';

/**
 * A gift idea for a member, saved when it is generated (by the offline recommender or an AI
 * model). Status marks remember who set them so `activityVisible` can hide it. Deleting the
 * member or the family takes the ideas along.
 */
export const giftIdeas = pgTable(
  'gift_ideas',
  {
    ...memberRecord(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => adCategories.id),
    /** The occasion it was generated for ("Ideas for this occasion"); kept when the occasion goes. */
    occasionId: integer('occasion_id').references(() => occasions.id, { onDelete: 'set null' }),
    /** The catalogue entry it came from (AI ideas built on one keep it too); null for a new AI idea. */
    catalogueId: text('catalogue_id'),
    /** Lower-cased title without punctuation: "never the same idea twice" compares this. */
    titleKey: text('title_key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    concepts: text('concepts').array().notNull().default(sql`'{}'::text[]`),
    estimatedPrice: integer('estimated_price'),
    retailer: text('retailer'),
    searchPhrase: text('search_phrase').notNull(),
    purchaseUrl: text('purchase_url'),
    affiliateUrl: text('affiliate_url'),
    commissionRate: integer('commission_rate'),
    imageUrl: text('image_url'),
    occasion: text('occasion'),
    aiGenerated: boolean('ai_generated').notNull().default(false),
    /** Why it was suggested, as data; shown to a viewer who may see every source in `reason_sources` (null: only its creator). */
    reason: jsonb('reason').$type<GiftReason>().notNull(),
    reasonSources: jsonb('reason_sources').$type<SignalSource[]>(),
    aiConfidence: smallint('ai_confidence').notNull(),
    /** The generation it came from: "Show different ideas" leaves the last batch out. */
    batchId: text('batch_id').notNull(),
    /**
     * The member made it for themself. The member sees only these; what relatives make, mark or
     * delete for them is theirs (issue 29). Each side keeps one idea per title.
     */
    byMember: boolean('by_member').notNull().default(false),
    isConsidered: boolean('is_considered').notNull().default(false),
    consideredByUserId: authorId('considered_by_user_id'),
    isPurchased: boolean('is_purchased').notNull().default(false),
    purchasePending: boolean('purchase_pending').notNull().default(false),
    purchasedByUserId: authorId('purchased_by_user_id'),
    createdAt: createdAt(3),
  },
  (t) => [
    index('gift_ideas_family_created_idx').on(t.familyAccountId, t.createdAt, t.id),
    index('gift_ideas_member_idx').on(t.familyMemberId, t.familyAccountId),
    uniqueIndex('gift_ideas_member_title_idx').on(t.familyMemberId, t.titleKey, t.byMember),
  ],
);

/**
 * Ideas deleted: never suggested again to whoever deleted them (the member, for the ideas they
 * made themself; else the family). Kept apart so the member's own views, which read gift_ideas
 * only, cannot tell that anything was deleted.
 */
export const giftIdeaDismissals = pgTable(
  'gift_idea_dismissals',
  {
    ...memberScope(),
    titleKey: text('title_key').notNull(),
    catalogueId: text('catalogue_id'),
    /** Deleted by the member from the ideas they made themself (else by relatives). */
    byMember: boolean('by_member').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.familyMemberId, t.titleKey, t.byMember] })],
);

/** One rating per user and idea; the user's feedback (exported, deleted with them). */
export const giftIdeaRatings = pgTable(
  'gift_idea_ratings',
  {
    giftIdeaId: integer('gift_idea_id')
      .notNull()
      .references(() => giftIdeas.id, { onDelete: 'cascade' }),
    userId: userId(),
    rating: text('rating').$type<GiftRating>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.giftIdeaId, t.userId] })],
);

/** A click on a buy link (the affiliate's side of the commission). */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: id(),
    familyAccountId: familyAccountId(),
    giftIdeaId: integer('gift_idea_id')
      .notNull()
      .references(() => giftIdeas.id, { onDelete: 'cascade' }),
    userId: userId(),
    retailer: text('retailer'),
    userAgent: text('user_agent'),
    referrer: text('referrer'),
    createdAt: createdAt(),
  },
  (t) => [
    index('affiliate_clicks_idea_idx').on(t.giftIdeaId),
    index('affiliate_clicks_user_idx').on(t.userId),
  ],
);
