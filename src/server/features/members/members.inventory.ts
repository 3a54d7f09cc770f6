import { defineInventory, familyParams as family, type Sample } from '../../test/inventory/define';
import { type BaseSeed, post } from '../../test/inventory/seed';

interface Ids {
  /** The owner asks the member whether a second record of them (no account) is also them. */
  mergeRequestId: number;
}

type Seed = BaseSeed & Ids;

/** Each route on one member, in both of its forms: `/api/family-members/:id…` and the family's. */
const bothMemberForms = (
  method: string,
  suffix: string,
  sample: (s: Seed) => Omit<Sample, 'params' | 'outsider'>,
) => ({
  [`${method} /api/family-members/:id${suffix}`]: (s: Seed) => ({
    ...sample(s),
    params: { id: s.relativeId },
    outsider: true,
  }),
  [`${method} /api/families/:familyId/family-members/:id${suffix}`]: (s: Seed) => ({
    ...sample(s),
    params: { familyId: s.family.id, id: s.relativeId },
    outsider: true,
  }),
});

/** The members feature's part of the route inventory (src/server/route-inventory.routes.test.ts). */
export const inventory = defineInventory<Ids>({
  async seed(t, { owner, family, memberRecordId }) {
    const twin = await post<{ id: number }>(t, owner, `/api/families/${family.id}/family-members`, {
      name: 'Milo',
      relationship: 'Sibling',
    });
    const asked = await post<{ id: number }>(t, owner, `/api/family-members/${twin.id}/merge-requests`, {
      intoMemberId: memberRecordId,
    });
    return { mergeRequestId: asked.id };
  },
  samples: {
    'GET /api/families/:familyId/family-members': (s) => ({ params: family(s), outsider: true }),
    'POST /api/families/:familyId/family-members': (s) => ({
      params: family(s),
      body: { name: 'New cousin', relationship: 'Cousin' },
      outsider: true,
    }),
    'POST /api/family-members': (s) => ({
      body: { familyAccountId: s.family.id, name: 'New cousin', relationship: 'Cousin' },
      outsider: true,
    }),
    ...bothMemberForms('GET', '', () => ({})),
    ...bothMemberForms('PUT', '', () => ({ body: { name: 'Rosie', relationship: 'Grandparent' } })),
    ...bothMemberForms('DELETE', '', () => ({})),
    ...bothMemberForms('PUT', '/profile', () => ({ body: { gender: 'female' } })),
    ...bothMemberForms('GET', '/privacy', () => ({})),
    ...bothMemberForms('PUT', '/privacy', () => ({ body: { adsVisible: false } })),
    ...bothMemberForms('PUT', '/family-notes', () => ({ body: { familyNotes: 'Keep it quiet' } })),
    ...bothMemberForms('POST', '/merge-requests', (s) => ({ body: { intoMemberId: s.memberRecordId } })),
    'GET /api/families/:familyId/merge-requests': (s) => ({ params: family(s), outsider: true }),
    'POST /api/merge-requests/:id/accept': (s) => ({ params: { id: s.mergeRequestId }, outsider: true }),
    'DELETE /api/merge-requests/:id': (s) => ({ params: { id: s.mergeRequestId }, outsider: true }),
    ...bothMemberForms('PATCH', '/profile-picture', () => ({ body: { profileImage: null } })),
    ...bothMemberForms('GET', '/photo', () => ({})),
    ...bothMemberForms('POST', '/merge', (s) => ({ body: { intoMemberId: s.memberRecordId } })),
  },
});
