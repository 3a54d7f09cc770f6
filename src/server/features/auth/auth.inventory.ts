import { defineInventory } from '../../test/inventory/define';

/** The auth feature's part of the route inventory (src/server/route-inventory.routes.test.ts). */
export const inventory = defineInventory({
  // The owner's sign-in record (provider_accounts id).
  async seed(t, { owner }) {
    const profile = await t.request({ method: 'GET', url: '/api/auth/profile', cookie: owner });
    const ownerProviderId = (profile.json() as { providers: { id: number }[] }).providers[0]?.id;
    if (!ownerProviderId) throw new Error('seed: the owner has no sign-in record');
    return { ownerProviderId };
  },
  samples: {
    'POST /api/auth/dev-login': () => ({ body: { email: 'inventory-new@example.com' }, outsider: false }),
    // Another user's sign-in record: an outsider must not be able to remove it.
    'DELETE /api/auth/disconnect/:providerRecordId': (s) => ({
      params: { providerRecordId: s.ownerProviderId },
      outsider: true,
    }),
    'POST /api/auth/unify-account': () => ({ body: { provider: 'facebook', unify: true }, outsider: false }),
  },
});
