import { defineInventory } from '../../test/inventory/define';

/** The signals feature's part of the route inventory (src/server/route-inventory.routes.test.ts). */
export const inventory = defineInventory({
  samples: {
    'GET /api/family-members/:id/interest-profile': (s) => ({ params: { id: s.relativeId }, outsider: true }),
    'GET /api/families/:familyId/family-members/:id/interest-profile': (s) => ({
      params: { familyId: s.family.id, id: s.relativeId },
      outsider: true,
    }),
  },
});
