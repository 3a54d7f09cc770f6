import { defineInventory } from '../../test/inventory/define';

/** The consent feature's part of the route inventory (src/server/route-inventory.routes.test.ts). */
export const inventory = defineInventory({
  samples: {
    'POST /api/cookie-insights': (s) => ({
      body: {
        familyMemberId: s.memberRecordId,
        timestamp: '2026-11-21T10:00:00.000Z',
        insights: {
          interests: ['Gardening'],
          shoppingBehavior: {
            categoriesViewed: [],
            searchedProducts: ['garden tools'],
            brandPreferences: [],
          },
          browsingSessions: 1,
        },
      },
      outsider: true,
    }),
  },
});
