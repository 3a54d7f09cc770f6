import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ClaimStatus, CreateWishlistItemData } from '#common/wishlists';
import type { Db } from '../../db/client';
import {
  users,
  wishlistClaims,
  wishlistItemImages,
  wishlistItems,
  wishlistPledgeReleases,
  wishlistPledges,
} from '../../db/schema';

export type WishlistItemRow = typeof wishlistItems.$inferSelect & { imageUpdatedAt: Date | null };

/** What the member wrote about the item. */
export const itemDetails = {
  title: wishlistItems.title,
  url: wishlistItems.url,
  priceCents: wishlistItems.priceCents,
  currency: wishlistItems.currency,
  notes: wishlistItems.notes,
  priority: wishlistItems.priority,
  quantity: wishlistItems.quantity,
};

const itemColumns = {
  id: wishlistItems.id,
  familyAccountId: wishlistItems.familyAccountId,
  familyMemberId: wishlistItems.familyMemberId,
  createdByUserId: wishlistItems.createdByUserId,
  ...itemDetails,
  occasionId: wishlistItems.occasionId,
  groupTargetCents: wishlistItems.groupTargetCents,
  createdAt: wishlistItems.createdAt,
  updatedAt: wishlistItems.updatedAt,
  imageUpdatedAt: wishlistItemImages.updatedAt,
};

export interface ClaimRow {
  itemId: number;
  userId: number;
  quantity: number;
  status: ClaimStatus;
  seenAt: Date;
  firstName: string | null;
  lastName: string | null;
}

export interface PledgeRow {
  itemId: number;
  userId: number;
  amountCents: number;
  firstName: string | null;
  lastName: string | null;
}

const ORDER = [
  sql`case ${wishlistItems.priority} when 'high' then 0 when 'medium' then 1 else 2 end`,
  asc(wishlistItems.id),
];

/** Wishlist items, their pictures, claims and pledges: every query names its family. */
export function createWishlistsRepository(db: Db) {
  const selectItems = () =>
    db
      .select(itemColumns)
      .from(wishlistItems)
      .leftJoin(wishlistItemImages, eq(wishlistItemImages.itemId, wishlistItems.id));

  return {
    transaction<T>(work: () => Promise<T>): Promise<T> {
      return db.transaction(() => work());
    },

    async find(id: number): Promise<WishlistItemRow | undefined> {
      const [row] = await selectItems().where(eq(wishlistItems.id, id));
      return row;
    },

    forMembers(familyId: number, memberIds: readonly number[]): Promise<WishlistItemRow[]> {
      if (memberIds.length === 0) return Promise.resolve([]);
      return selectItems()
        .where(
          and(
            eq(wishlistItems.familyAccountId, familyId),
            inArray(wishlistItems.familyMemberId, [...memberIds]),
          ),
        )
        .orderBy(...ORDER);
    },

    async countForMember(familyId: number, memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(wishlistItems)
        .where(and(eq(wishlistItems.familyAccountId, familyId), eq(wishlistItems.familyMemberId, memberId)));
      return row?.n ?? 0;
    },

    async create(
      familyId: number,
      memberId: number,
      userId: number,
      item: CreateWishlistItemData & { title: string },
    ): Promise<number> {
      const [row] = await db
        .insert(wishlistItems)
        .values({ ...item, familyAccountId: familyId, familyMemberId: memberId, createdByUserId: userId })
        .returning({ id: wishlistItems.id });
      if (!row) throw new Error('wishlist insert returned nothing');
      return row.id;
    },

    async update(familyId: number, id: number, item: CreateWishlistItemData & { title: string }) {
      await db
        .update(wishlistItems)
        .set({ ...item, updatedAt: new Date() })
        .where(and(eq(wishlistItems.id, id), eq(wishlistItems.familyAccountId, familyId)));
    },

    async remove(familyId: number, id: number) {
      await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.id, id), eq(wishlistItems.familyAccountId, familyId)));
    },

    async saveImage(itemId: number, mime: string, data: Buffer) {
      await db
        .insert(wishlistItemImages)
        .values({ itemId, mime, data })
        .onConflictDoUpdate({
          target: wishlistItemImages.itemId,
          set: { mime, data, updatedAt: new Date() },
        });
    },

    async image(itemId: number) {
      const [row] = await db
        .select({ mime: wishlistItemImages.mime, data: wishlistItemImages.data })
        .from(wishlistItemImages)
        .where(eq(wishlistItemImages.itemId, itemId));
      return row;
    },

    claimsOf(itemIds: readonly number[]): Promise<ClaimRow[]> {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          itemId: wishlistClaims.itemId,
          userId: wishlistClaims.userId,
          quantity: wishlistClaims.quantity,
          status: wishlistClaims.status,
          seenAt: wishlistClaims.seenAt,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(wishlistClaims)
        .innerJoin(users, eq(users.id, wishlistClaims.userId))
        .where(inArray(wishlistClaims.itemId, [...itemIds]))
        .orderBy(asc(wishlistClaims.id));
    },

    pledgesOf(itemIds: readonly number[]): Promise<PledgeRow[]> {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          itemId: wishlistPledges.itemId,
          userId: wishlistPledges.userId,
          amountCents: wishlistPledges.amountCents,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(wishlistPledges)
        .innerJoin(users, eq(users.id, wishlistPledges.userId))
        .where(inArray(wishlistPledges.itemId, [...itemIds]))
        .orderBy(asc(wishlistPledges.id));
    },

    /** Pledges released because their pledger left (wishlists.departure.ts), oldest first. */
    releasesOf(itemIds: readonly number[]) {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(wishlistPledgeReleases)
        .where(inArray(wishlistPledgeReleases.itemId, [...itemIds]))
        .orderBy(asc(wishlistPledgeReleases.id));
    },

    /** Locks the item for a claim: two claims on one item wait for each other. */
    async lockItem(id: number): Promise<{ quantity: number } | undefined> {
      const [row] = await db
        .select({ quantity: wishlistItems.quantity })
        .from(wishlistItems)
        .where(eq(wishlistItems.id, id))
        .for('update');
      return row;
    },

    async saveClaim(itemId: number, userId: number, quantity: number, status: ClaimStatus) {
      await db
        .insert(wishlistClaims)
        .values({ itemId, userId, quantity, status })
        .onConflictDoUpdate({
          target: [wishlistClaims.itemId, wishlistClaims.userId],
          set: { quantity, status, seenAt: new Date() },
        });
    },

    async releaseClaim(itemId: number, userId: number) {
      const rows = await db
        .delete(wishlistClaims)
        .where(and(eq(wishlistClaims.itemId, itemId), eq(wishlistClaims.userId, userId)))
        .returning({ id: wishlistClaims.id });
      return rows.length > 0;
    },

    async setGroupTarget(familyId: number, itemId: number, targetCents: number) {
      await db
        .update(wishlistItems)
        .set({ groupTargetCents: targetCents })
        .where(and(eq(wishlistItems.id, itemId), eq(wishlistItems.familyAccountId, familyId)));
    },

    async savePledge(itemId: number, userId: number, amountCents: number) {
      await db
        .insert(wishlistPledges)
        .values({ itemId, userId, amountCents })
        .onConflictDoUpdate({
          target: [wishlistPledges.itemId, wishlistPledges.userId],
          set: { amountCents },
        });
    },

    async removePledge(itemId: number, userId: number) {
      const rows = await db
        .delete(wishlistPledges)
        .where(and(eq(wishlistPledges.itemId, itemId), eq(wishlistPledges.userId, userId)))
        .returning({ id: wishlistPledges.id });
      return rows.length > 0;
    },

    /** The claimers' addresses, to tell them an item they claimed went. */
    claimersOf(itemId: number) {
      return db
        .select({ userId: users.id, email: users.email, firstName: users.firstName })
        .from(wishlistClaims)
        .innerJoin(users, eq(users.id, wishlistClaims.userId))
        .where(eq(wishlistClaims.itemId, itemId));
    },
  };
}

export type WishlistsRepository = ReturnType<typeof createWishlistsRepository>;
