import type { JoinFamilyResult } from '#common/families';
import { defineInventory, familyParams as family } from '../../test/inventory/define';
import { post } from '../../test/inventory/seed';

/** The gift-exchanges feature's part of the route inventory (src/server/route-inventory.routes.test.ts). */
export const inventory = defineInventory({
  // A gift exchange between the owner, the member and a third account, who joins for it.
  async seed(t, { owner, family, memberRecordId }) {
    const third = await t.signIn('inventory-third@example.com', { firstName: 'Tess' });
    const thirdJoined = await post<JoinFamilyResult>(
      t,
      third,
      `/api/family-accounts/join/${family.inviteCode}`,
      {
        name: 'Tess',
        email: 'inventory-third@example.com',
        relationship: 'Cousin',
      },
    );
    const members = await t.request({
      method: 'GET',
      url: `/api/families/${family.id}/family-members`,
      cookie: owner,
    });
    const ownerRecord = (members.json() as Array<{ id: number; userId: number | null; name: string }>)[0];
    const exchange = await post<{ id: number }>(t, owner, `/api/families/${family.id}/gift-exchanges`, {
      title: 'Inventory Secret Santa',
      budgetCents: 2500,
      participantMemberIds: [ownerRecord?.id, memberRecordId, thirdJoined.member.id],
    });
    return { exchangeId: exchange.id };
  },
  samples: {
    'GET /api/families/:familyId/gift-exchanges': (s) => ({ params: family(s), outsider: true }),
    'POST /api/families/:familyId/gift-exchanges': (s) => ({
      params: family(s),
      body: {
        title: 'Another exchange',
        budgetCents: 2000,
        participantMemberIds: [s.memberRecordId, s.memberRecordId + 1, s.memberRecordId + 2],
      },
      outsider: true,
    }),
    'GET /api/gift-exchanges/:id': (s) => ({ params: { id: s.exchangeId }, outsider: true }),
    'GET /api/gift-exchanges/:id/my-match': (s) => ({ params: { id: s.exchangeId }, outsider: true }),
    'POST /api/gift-exchanges/:id/redraw': (s) => ({ params: { id: s.exchangeId }, outsider: true }),
    'DELETE /api/gift-exchanges/:id': (s) => ({ params: { id: s.exchangeId }, outsider: true }),
  },
});
