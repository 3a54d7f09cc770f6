import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  familyAccounts,
  familyMembers,
  wishlistClaims,
  wishlistItems,
  wishlistPledges,
} from '../../db/schema';
import { forgetOwnSignals, type MemberRecordType, ownMemberIds } from '../../lib/records';
import { createWishlistsRepository, type WishlistItemRow } from './wishlists.repository';

/**
 * Wishlist items as a kind of member record (#common/records, decision 0024): whoever may see the
 * member sees their wishlist; claims and pledges on it only those it is not for.
 */
export function wishlistItemRecord(db: Db): MemberRecordType<WishlistItemRow> {
  const repo = createWishlistsRepository(db);
  return {
    kind: 'wishlistItem',
    find: (id) => repo.find(id),
    visible: () => true,
    exportSection: {
      key: 'wishlists',
      title: 'Wishlists, your claims and pledges',
      description:
        "The items on your own wishlists, the items you added for others, and what you claimed or pledged on relatives' wishlists. Whether others claimed items on your own list is not included: it stays a surprise.",
      async load({ db: reader, userId }) {
        const item = {
          id: wishlistItems.id,
          family: familyAccounts.name,
          forMember: familyMembers.name,
          title: wishlistItems.title,
          url: wishlistItems.url,
          priceCents: wishlistItems.priceCents,
          currency: wishlistItems.currency,
          notes: wishlistItems.notes,
          priority: wishlistItems.priority,
          quantity: wishlistItems.quantity,
        };
        const base = () =>
          reader
            .select(item)
            .from(wishlistItems)
            .innerJoin(familyMembers, eq(familyMembers.id, wishlistItems.familyMemberId))
            .innerJoin(familyAccounts, eq(familyAccounts.id, wishlistItems.familyAccountId));
        const own = await base().where(eq(familyMembers.userId, userId)).orderBy(asc(wishlistItems.id));
        const added = await base()
          .where(eq(wishlistItems.createdByUserId, userId))
          .orderBy(asc(wishlistItems.id));
        const claims = await reader
          .select({
            itemId: wishlistClaims.itemId,
            title: wishlistItems.title,
            quantity: wishlistClaims.quantity,
            status: wishlistClaims.status,
          })
          .from(wishlistClaims)
          .innerJoin(wishlistItems, eq(wishlistItems.id, wishlistClaims.itemId))
          .where(eq(wishlistClaims.userId, userId))
          .orderBy(asc(wishlistClaims.id));
        const pledges = await reader
          .select({
            itemId: wishlistPledges.itemId,
            title: wishlistItems.title,
            amountCents: wishlistPledges.amountCents,
          })
          .from(wishlistPledges)
          .innerJoin(wishlistItems, eq(wishlistItems.id, wishlistPledges.itemId))
          .where(eq(wishlistPledges.userId, userId))
          .orderBy(asc(wishlistPledges.id));
        return {
          yourWishlists: own,
          addedForOthers: added.filter((a) => !own.some((o) => o.id === a.id)),
          yourClaims: claims,
          yourPledges: pledges,
        };
      },
    },
    async erase(tx, userId) {
      await forgetOwnSignals(tx, userId, 'wishlistItem');
      await tx.delete(wishlistItems).where(inArray(wishlistItems.familyMemberId, ownMemberIds(tx, userId)));
      await tx
        .update(wishlistItems)
        .set({ createdByUserId: null })
        .where(eq(wishlistItems.createdByUserId, userId));
    },
    async merge(tx, { from, into }) {
      // Claims and pledges go with their items.
      await tx
        .update(wishlistItems)
        .set({ familyMemberId: into })
        .where(eq(wishlistItems.familyMemberId, from));
    },
  };
}
