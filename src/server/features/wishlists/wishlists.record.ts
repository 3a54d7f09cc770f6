import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  familyAccounts,
  familyMembers,
  wishlistClaims,
  wishlistItems,
  wishlistPledges,
} from '../../db/schema';
import { withFamilyAndMember } from '../../lib/export-rows';
import { eraseOwnRecords, type MemberRecordType, moveRecords } from '../../lib/records';
import { createWishlistsRepository, itemDetails, type WishlistItemRow } from './wishlists.repository';

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
          ...itemDetails,
        };
        const base = () =>
          withFamilyAndMember(reader.select(item).from(wishlistItems).$dynamic(), wishlistItems);
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
    erase: (tx, userId) => eraseOwnRecords(tx, userId, 'wishlistItem', wishlistItems),
    async merge(tx, pair) {
      // Claims and pledges go with their items.
      await moveRecords(tx, wishlistItems, pair);
    },
  };
}
