import { defineInventory } from '../../test/inventory/define';
import { post } from '../../test/inventory/seed';

/** The tracked-ads feature's part of the route inventory (src/server/route-inventory.routes.test.ts). */
export const inventory = defineInventory({
  // A tracked ad about the relative, with a photo, tracked by the owner.
  async seed(t, { owner, relativeId }) {
    const ad = await post<{ id: number }>(t, owner, '/api/tracked-ads', {
      familyMemberId: relativeId,
      categoryId: 7,
      description: 'LEGO set for the grandchildren',
      targetingReasons: ['Interests: LEGO'],
      photo:
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    });
    return { adId: ad.id };
  },
  records: ({ adId }) => ({ trackedAd: adId }),
  samples: {
    'POST /api/tracked-ads': (s) => ({
      body: { description: 'An ad seen today', familyMemberId: s.relativeId, categoryId: 7 },
      outsider: true,
    }),
    'GET /api/tracked-ads': (s) => ({ query: { memberId: s.relativeId }, outsider: true }),
    'GET /api/tracked-ads/member/:id': (s) => ({ params: { id: s.relativeId }, outsider: true }),
    'DELETE /api/tracked-ads/:id': (s) => ({ params: { id: s.adId }, outsider: true }),
    'GET /api/tracked-ads/:id/photo': (s) => ({ params: { id: s.adId }, outsider: true }),
    'PUT /api/tracked-ads/:id': (s) => ({
      params: { id: s.adId },
      body: { description: 'LEGO set, half price', categoryId: 7 },
      outsider: true,
    }),
  },
});
