import { defineInventory, familyParams as family } from '../../test/inventory/define';

/**
 * The families feature's part of the route inventory (src/server/route-inventory.routes.test.ts):
 * the base's family is its entity (test/inventory/seed.ts).
 */
export const inventory = defineInventory({
  samples: {
    'GET /api/family-accounts/:familyId': (s) => ({ params: family(s), outsider: true }),
    'PUT /api/family-accounts/:familyId': (s) => ({
      params: family(s),
      body: { name: 'Renamed' },
      outsider: true,
    }),
    'POST /api/family-accounts/:familyId/generate-invite-code': (s) => ({
      params: family(s),
      outsider: true,
    }),
    'GET /api/family-accounts/join/:code': (s) => ({
      params: { code: s.family.inviteCode },
      outsider: false,
    }),
    'POST /api/family-accounts/join/:code': (s) => ({
      params: { code: s.family.inviteCode },
      body: { name: 'Someone', email: 'someone@example.com', relationship: 'Friend' },
      outsider: false,
    }),
    'POST /api/user/active-family': (s) => ({ body: { familyId: s.family.id }, outsider: true }),
    'GET /api/family-memberships': (s) => ({ query: { familyAccountId: s.family.id }, outsider: true }),
    // Managing a family: the seed's name (as typed to delete it), the member who joined.
    'DELETE /api/family-accounts/:familyId': (s) => ({
      params: family(s),
      body: { confirm: 'Inventory family' },
      outsider: true,
    }),
    'POST /api/family-accounts/:familyId/leave': (s) => ({ params: family(s), outsider: true }),
    'POST /api/family-accounts/:familyId/transfer-ownership': (s) => ({
      params: family(s),
      body: { memberId: s.memberRecordId },
      outsider: true,
    }),
  },
});
