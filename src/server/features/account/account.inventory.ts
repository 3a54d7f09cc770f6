import { defineInventory } from '../../test/inventory/define';

/** The account feature's part of the route inventory (src/server/route-inventory.routes.test.ts). */
export const inventory = defineInventory({
  samples: {
    'GET /api/data-deletion/:code': () => ({ params: { code: 'NOSUCHCODE2345678' }, outsider: false }),
    'POST /api/auth/facebook/data-deletion': () => ({ body: { signed_request: 'abc.def' }, outsider: false }),
    'PATCH /api/user/profile': () => ({ body: { firstName: 'Olive' }, outsider: false }),
    'PATCH /api/user/settings': () => ({ body: { theme: 'dark' }, outsider: false }),
    'DELETE /api/user': () => ({ body: { confirm: 'DELETE' }, outsider: false }),
    'GET /api/user/departure-preview': (s) => ({ query: { familyId: s.family.id }, outsider: true }),
  },
});
