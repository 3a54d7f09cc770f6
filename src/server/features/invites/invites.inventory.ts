import { defineInventory, familyParams as family } from '../../test/inventory/define';

/** The invites feature's part of the route inventory (src/server/route-inventory.routes.test.ts). */
export const inventory = defineInventory({
  samples: {
    'GET /api/families/:familyId/invites': (s) => ({ params: family(s), outsider: true }),
    'POST /api/family-members/invite': (s) => ({
      body: {
        email: 'cousin@example.com',
        inviterName: 'Otto',
        fromEmail: 'inventory-outsider@example.com',
        familyAccountId: s.family.id,
      },
      outsider: true,
    }),
    // The seed sends no invite: the family check answers the outsider before any invite is looked up.
    'DELETE /api/families/:familyId/invites/:id': (s) => ({
      params: { ...family(s), id: 1 },
      outsider: true,
    }),
    'POST /api/families/:familyId/invites/:id/resend': (s) => ({
      params: { ...family(s), id: 1 },
      outsider: true,
    }),
  },
});
