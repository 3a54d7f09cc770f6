import { defineInventory } from '../../test/inventory/define';

/** The data-imports feature's part of the route inventory (src/server/route-inventory.routes.test.ts). */
export const inventory = defineInventory({
  // A data import for the relative, made by the owner.
  async seed(t, { owner, relativeId }) {
    const imported = await t.request({
      method: 'POST',
      url: '/api/data-imports/facebook',
      cookie: owner,
      payload: {
        familyMemberId: relativeId,
        filename: 'ads_interests.json',
        content: '{"topics_v2": ["Gardening"]}',
      },
    });
    const importId = (imported.json() as { import: { id: number } | null }).import?.id;
    if (!importId) throw new Error(`seed: import failed ${imported.statusCode} ${imported.body}`);
    return { importId };
  },
  records: ({ importId }) => ({ dataImport: importId }),
  samples: {
    'POST /api/data-imports/:platform': (s) => ({
      params: { platform: 'facebook' },
      body: {
        familyMemberId: s.relativeId,
        filename: 'ads_interests.json',
        content: '{"topics_v2": ["Chess"]}',
      },
      outsider: true,
    }),
    'DELETE /api/data-imports/:id': (s) => ({ params: { id: s.importId }, outsider: true }),
  },
});
