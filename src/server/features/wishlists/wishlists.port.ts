import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wishlistItems } from '../../db/schema';
import type { WishlistsPort } from '../../lib/ports';

/** What other features read of wishlists (lib/ports.ts). */
export function wishlistsPort(db: Db): WishlistsPort {
  return {
    async wishedTitles(familyId, memberId) {
      const rows = await db
        .select({ title: wishlistItems.title })
        .from(wishlistItems)
        .where(and(eq(wishlistItems.familyAccountId, familyId), eq(wishlistItems.familyMemberId, memberId)));
      return rows.map((r) => r.title);
    },
  };
}
