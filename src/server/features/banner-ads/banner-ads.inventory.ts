import { defineInventory } from '../../test/inventory/define';
import { impressionFor, post } from '../../test/inventory/seed';

/** The banner-ads feature's part of the route inventory (src/server/route-inventory.routes.test.ts). */
export const inventory = defineInventory({
  // The owner agrees to marketing, and a banner ad is shown on the relative's page.
  async seed(t, { owner, relativeId }) {
    const consent = await t.request({
      method: 'PUT',
      url: '/api/user/consent',
      cookie: owner,
      payload: { analytics: false, personalization: false, marketing: true },
    });
    if (consent.statusCode !== 200) throw new Error(`seed consent: ${consent.statusCode} ${consent.body}`);
    const impression = await post<{ id: number }>(t, owner, '/api/ad-impressions', impressionFor(relativeId));
    return { impressionId: impression.id };
  },
  samples: {
    'POST /api/ad-impressions': (s) => ({ body: impressionFor(s.relativeId), outsider: true }),
    'PATCH /api/ad-impressions/:id': (s) => ({
      params: { id: s.impressionId },
      body: { viewDuration: 1500 },
      outsider: true,
    }),
    'GET /api/ad-impressions/member/:id': (s) => ({ params: { id: s.relativeId }, outsider: true }),
  },
});
