import { defineInventory } from '../../test/inventory/define';

/** The link-preview feature's part of the route inventory (src/server/route-inventory.routes.test.ts). */
export const inventory = defineInventory({
  samples: {
    'POST /api/link-preview': () => ({ body: { url: 'https://shop.example/wooden-train' }, outsider: false }),
  },
});
