import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ClaimStatus, WishlistPriority } from '#common/wishlists';
import { createdAt, id, picture, timestamptz, updatedAt } from './columns';
import { occasions } from './occasions';
import { memberRecord, userId } from './ownership';

/**
 * What a member wants (issue 22): written by the member, their guardians, or whoever keeps a
 * record without an account. A member record: it goes with the member. `groupTargetCents` set
 * makes it a group gift that relatives pledge towards.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    ...memberRecord(),
    title: text('title').notNull(),
    url: text('url'),
    priceCents: integer('price_cents'),
    currency: text('currency'),
    notes: text('notes'),
    priority: text('priority').$type<WishlistPriority>().notNull().default('medium'),
    quantity: integer('quantity').notNull().default(1),
    occasionId: integer('occasion_id').references(() => occasions.id, { onDelete: 'set null' }),
    /** Set by a claimer: the item becomes a group gift others pledge towards. */
    groupTargetCents: integer('group_target_cents'),
    createdAt: createdAt(),
    /** When the member (or their editor) last changed it: claimers are told. */
    updatedAt: updatedAt(),
  },
  (t) => [
    index('wishlist_items_family_idx').on(t.familyAccountId),
    index('wishlist_items_member_idx').on(t.familyMemberId),
    check('wishlist_items_priority_check', sql`${t.priority} in ('high', 'medium', 'low')`),
    check('wishlist_items_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
);

/** The item's picture, copied from the shop's page and re-encoded: GiftLens never hotlinks. */
export const wishlistItemImages = pgTable('wishlist_item_images', {
  itemId: integer('item_id')
    .primaryKey()
    .references(() => wishlistItems.id, { onDelete: 'cascade' }),
  ...picture(),
});

/**
 * A relative's claim on an item (reserved or bought), one per relative and item. Never shown to
 * the member it is for. `seenAt`: the item's version the claimer last saw (a change after it is
 * news to them).
 */
export const wishlistClaims = pgTable(
  'wishlist_claims',
  {
    id: id(),
    itemId: integer('item_id')
      .notNull()
      .references(() => wishlistItems.id, { onDelete: 'cascade' }),
    userId: userId(),
    quantity: integer('quantity').notNull().default(1),
    status: text('status').$type<ClaimStatus>().notNull(),
    seenAt: timestamptz('seen_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wishlist_claims_item_user_idx').on(t.itemId, t.userId),
    index('wishlist_claims_user_idx').on(t.userId),
    check('wishlist_claims_status_check', sql`${t.status} in ('reserved', 'purchased')`),
    check('wishlist_claims_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
);

/** A relative's pledge towards a group gift (GiftLens records pledges; it handles no money). */
export const wishlistPledges = pgTable(
  'wishlist_pledges',
  {
    id: id(),
    itemId: integer('item_id')
      .notNull()
      .references(() => wishlistItems.id, { onDelete: 'cascade' }),
    userId: userId(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wishlist_pledges_item_user_idx').on(t.itemId, t.userId),
    check('wishlist_pledges_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A pledge released because its pledger left the family (decision 0033): the item's claimers see
 * it until they next confirm their claim (`wishlist_claims.seen_at`). Who pledged is not kept.
 */
export const wishlistPledgeReleases = pgTable(
  'wishlist_pledge_releases',
  {
    id: id(),
    itemId: integer('item_id')
      .notNull()
      .references(() => wishlistItems.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    releasedAt: timestamptz('released_at').notNull().defaultNow(),
  },
  (t) => [index('wishlist_pledge_releases_item_idx').on(t.itemId)],
);
