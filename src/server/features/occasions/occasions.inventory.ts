import {
  defineInventory,
  familyParams as family,
  relativeParams as member,
} from '../../test/inventory/define';
import { post } from '../../test/inventory/seed';

/** The occasions feature's part of the route inventory (src/server/route-inventory.routes.test.ts). */
export const inventory = defineInventory({
  // The relative's birthday.
  async seed(t, { owner, relativeId }) {
    const occasion = await post<{ id: number }>(t, owner, `/api/family-members/${relativeId}/occasions`, {
      kind: 'birthday',
      month: 3,
      day: 14,
      year: 1954,
    });
    return { occasionId: occasion.id };
  },
  records: ({ occasionId }) => ({ occasion: occasionId }),
  samples: {
    'GET /api/family-members/:id/occasions': (s) => ({ params: member(s), outsider: true }),
    'POST /api/family-members/:id/occasions': (s) => ({
      params: member(s),
      body: { kind: 'custom', title: 'Retirement party', month: 6, day: 1, year: 2027, recurring: false },
      outsider: true,
    }),
    'PUT /api/occasions/:id': (s) => ({
      params: { id: s.occasionId },
      body: { kind: 'birthday', title: 'Rose turns', month: 3, day: 15, year: 1954 },
      outsider: true,
    }),
    'DELETE /api/occasions/:id': (s) => ({ params: { id: s.occasionId }, outsider: true }),
    'GET /api/families/:familyId/occasions': (s) => ({
      params: family(s),
      query: { days: 90 },
      outsider: true,
    }),
    'GET /api/families/:familyId/holiday-settings': (s) => ({ params: family(s), outsider: true }),
    'PUT /api/families/:familyId/holiday-settings': (s) => ({
      params: family(s),
      body: { country: 'US', timeZone: 'America/New_York', enabled: ['religious:hanukkah'] },
      outsider: true,
    }),
    // Keyed by a secret in the address, not by a family: an unknown one is a 404 for everyone.
    'GET /api/calendar/:token': () => ({ params: { token: 'not-a-real-token.ics' }, outsider: false }),
    'GET /api/reminders/unsubscribe/:token': () => ({ params: { token: '1.not-signed' }, outsider: false }),
    'POST /api/reminders/unsubscribe/:token': () => ({ params: { token: '1.not-signed' }, outsider: false }),
  },
});
