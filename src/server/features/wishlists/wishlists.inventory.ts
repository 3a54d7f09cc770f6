import {
  defineInventory,
  familyParams as family,
  relativeParams as member,
} from '../../test/inventory/define';
import { post } from '../../test/inventory/seed';

/** The wishlists feature's part of the route inventory (src/server/route-inventory.routes.test.ts). */
export const inventory = defineInventory({
  // An item on the relative's wishlist, added by the owner.
  async seed(t, { owner, relativeId }) {
    const wish = await post<{ id: number }>(t, owner, `/api/family-members/${relativeId}/wishlist`, {
      title: 'Gardening gloves',
      notes: 'size S',
    });
    return { wishlistItemId: wish.id };
  },
  records: ({ wishlistItemId }) => ({ wishlistItem: wishlistItemId }),
  samples: {
    'GET /api/family-members/:id/wishlist': (s) => ({ params: member(s), outsider: true }),
    'POST /api/family-members/:id/wishlist': (s) => ({
      params: member(s),
      body: { title: 'Reading glasses', priority: 'high' },
      outsider: true,
    }),
    'GET /api/families/:familyId/wishlists': (s) => ({ params: family(s), outsider: true }),
    'PUT /api/wishlist-items/:id': (s) => ({
      params: { id: s.wishlistItemId },
      body: { title: 'Gardening gloves, size S', quantity: 2 },
      outsider: true,
    }),
    'DELETE /api/wishlist-items/:id': (s) => ({ params: { id: s.wishlistItemId }, outsider: true }),
    'GET /api/wishlist-items/:id/image': (s) => ({ params: { id: s.wishlistItemId }, outsider: true }),
    'POST /api/wishlist-items/:id/claims': (s) => ({
      params: { id: s.wishlistItemId },
      body: { status: 'reserved' },
      outsider: true,
    }),
    'DELETE /api/wishlist-items/:id/claims/mine': (s) => ({
      params: { id: s.wishlistItemId },
      outsider: true,
    }),
    'PUT /api/wishlist-items/:id/group-gift': (s) => ({
      params: { id: s.wishlistItemId },
      body: { targetCents: 5000 },
      outsider: true,
    }),
    'POST /api/wishlist-items/:id/pledges': (s) => ({
      params: { id: s.wishlistItemId },
      body: { amountCents: 1000 },
      outsider: true,
    }),
    'DELETE /api/wishlist-items/:id/pledges/mine': (s) => ({
      params: { id: s.wishlistItemId },
      outsider: true,
    }),
  },
});
