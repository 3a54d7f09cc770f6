import { defineInventory } from '../../test/inventory/define';

/** The analytics feature's part of the route inventory (src/server/route-inventory.routes.test.ts). */
export const inventory = defineInventory({
  samples: {
    'GET /api/analytics/category-ad-counts': (s) => ({ query: { memberId: s.relativeId }, outsider: true }),
    'GET /api/analytics/ad-breakdown': (s) => ({ query: { memberId: s.relativeId }, outsider: true }),
  },
});
