import { defineInventory } from '../../test/inventory/define';
import { post } from '../../test/inventory/seed';

/** The feed feature's part of the route inventory (src/server/route-inventory.routes.test.ts). */
export const inventory = defineInventory({
  // A generated feed ad about the relative.
  async seed(t, { owner, relativeId }) {
    const feed = await post<{ items: { id: number }[] }>(
      t,
      owner,
      `/api/instagram-ads/generate/${relativeId}`,
      {
        count: 1,
      },
    );
    const feedAdId = feed.items[0]?.id;
    if (!feedAdId) throw new Error('seed: no feed ad generated');
    return { feedAdId };
  },
  records: ({ feedAdId }) => ({ feedAd: feedAdId }),
  samples: {
    'GET /api/instagram-ads': (s) => ({ query: { memberId: s.relativeId }, outsider: true }),
    'POST /api/instagram-ads/generate/:id': (s) => ({
      params: { id: s.relativeId },
      body: { count: 2 },
      outsider: true,
    }),
    'PATCH /api/instagram-ads/:adId/interaction': (s) => ({
      params: { adId: s.feedAdId },
      body: { interaction: 'liked' },
      outsider: true,
    }),
    'POST /api/automatic-ads/generate/member/:id': (s) => ({ params: { id: s.relativeId }, outsider: true }),
    'GET /api/feed-art/:category/:format': () => ({
      params: { category: 'toys', format: 'square' },
      outsider: false,
    }),
  },
});
