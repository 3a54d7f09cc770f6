import { impressionFor, type Seed } from './seed';

/**
 * A valid request for each route that names something: the ids from the seed and a body that
 * passes validation, so an outsider's 404 comes from the access check, not from a 400.
 *
 * `outsider`: whether a signed-in user outside the family must get 404 with nothing changed
 * (true for every route naming a family or member in its path, query or body). Routes keyed
 * by an invite code are the exception: the code is what lets someone in.
 */
export interface Sample {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  outsider: boolean;
}

const member = (s: Seed) => ({ id: s.relativeId });
const memberInFamily = (s: Seed) => ({ familyId: s.family.id, id: s.relativeId });
const family = (s: Seed) => ({ familyId: s.family.id });
const bothMemberForms = (suffix: string, sample: (s: Seed) => Omit<Sample, 'params' | 'outsider'>) => ({
  [`/api/family-members/:id${suffix}`]: (s: Seed) => ({ ...sample(s), params: member(s), outsider: true }),
  [`/api/families/:familyId/family-members/:id${suffix}`]: (s: Seed) => ({
    ...sample(s),
    params: memberInFamily(s),
    outsider: true,
  }),
});
const each = (method: string, map: Record<string, (s: Seed) => Sample>) =>
  Object.fromEntries(Object.entries(map).map(([path, sample]) => [`${method} ${path}`, sample]));

/** Keyed by `METHOD /path/:param`. A route with a path parameter and no sample fails the inventory. */
export const SAMPLES: Record<string, (seed: Seed) => Sample> = {
  'GET /api/family-accounts/:familyId': (s) => ({ params: family(s), outsider: true }),
  'PUT /api/family-accounts/:familyId': (s) => ({
    params: family(s),
    body: { name: 'Renamed' },
    outsider: true,
  }),
  'POST /api/family-accounts/:familyId/generate-invite-code': (s) => ({ params: family(s), outsider: true }),
  'GET /api/family-accounts/join/:code': (s) => ({ params: { code: s.family.inviteCode }, outsider: false }),
  'POST /api/family-accounts/join/:code': (s) => ({
    params: { code: s.family.inviteCode },
    body: { name: 'Someone', email: 'someone@example.com', relationship: 'Friend' },
    outsider: false,
  }),
  'POST /api/user/active-family': (s) => ({ body: { familyId: s.family.id }, outsider: true }),
  'GET /api/family-memberships': (s) => ({ query: { familyAccountId: s.family.id }, outsider: true }),
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
  ...each(
    'GET',
    bothMemberForms('', () => ({})),
  ),
  ...each(
    'PUT',
    bothMemberForms('', () => ({ body: { name: 'Rosie', relationship: 'Grandparent' } })),
  ),
  ...each(
    'DELETE',
    bothMemberForms('', () => ({})),
  ),
  ...each(
    'PUT',
    bothMemberForms('/profile', () => ({ body: { gender: 'female' } })),
  ),
  ...each(
    'GET',
    bothMemberForms('/privacy', () => ({})),
  ),
  ...each(
    'PUT',
    bothMemberForms('/privacy', () => ({ body: { adsVisible: false } })),
  ),
  ...each(
    'PUT',
    bothMemberForms('/family-notes', () => ({ body: { familyNotes: 'Keep it quiet' } })),
  ),
  ...each(
    'POST',
    bothMemberForms('/merge-requests', (s) => ({ body: { intoMemberId: s.memberRecordId } })),
  ),
  'GET /api/families/:familyId/merge-requests': (s) => ({ params: family(s), outsider: true }),
  'POST /api/merge-requests/:id/accept': (s) => ({ params: { id: s.mergeRequestId }, outsider: true }),
  'DELETE /api/merge-requests/:id': (s) => ({ params: { id: s.mergeRequestId }, outsider: true }),
  ...each(
    'PATCH',
    bothMemberForms('/profile-picture', () => ({ body: { profileImage: null } })),
  ),
  ...each(
    'GET',
    bothMemberForms('/photo', () => ({})),
  ),
  ...each(
    'GET',
    bothMemberForms('/interest-profile', () => ({})),
  ),
  ...each(
    'POST',
    bothMemberForms('/merge', (s) => ({ body: { intoMemberId: s.memberRecordId } })),
  ),
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
  'POST /api/auth/dev-login': () => ({ body: { email: 'inventory-new@example.com' }, outsider: false }),
  // Another user's sign-in record: an outsider must not be able to remove it.
  'DELETE /api/auth/disconnect/:providerRecordId': (s) => ({
    params: { providerRecordId: s.ownerProviderId },
    outsider: true,
  }),
  'POST /api/auth/unify-account': () => ({ body: { provider: 'facebook', unify: true }, outsider: false }),
  'GET /api/data-deletion/:code': () => ({ params: { code: 'NOSUCHCODE2345678' }, outsider: false }),
  'POST /api/auth/facebook/data-deletion': () => ({ body: { signed_request: 'abc.def' }, outsider: false }),
  'PATCH /api/user/profile': () => ({ body: { firstName: 'Olive' }, outsider: false }),
  'PATCH /api/user/settings': () => ({ body: { theme: 'dark' }, outsider: false }),
  'DELETE /api/user': () => ({ body: { confirm: 'DELETE' }, outsider: false }),
  'POST /api/tracked-ads': (s) => ({
    body: { description: 'An ad seen today', familyMemberId: s.relativeId, categoryId: 7 },
    outsider: true,
  }),
  'GET /api/tracked-ads': (s) => ({ query: { memberId: s.relativeId }, outsider: true }),
  'GET /api/tracked-ads/member/:id': (s) => ({ params: { id: s.relativeId }, outsider: true }),
  'DELETE /api/tracked-ads/:id': (s) => ({ params: { id: s.adId }, outsider: true }),
  'GET /api/tracked-ads/:id/photo': (s) => ({ params: { id: s.adId }, outsider: true }),
  'POST /api/ad-impressions': (s) => ({ body: impressionFor(s.relativeId), outsider: true }),
  'PATCH /api/ad-impressions/:id': (s) => ({
    params: { id: s.impressionId },
    body: { viewDuration: 1500 },
    outsider: true,
  }),
  'POST /api/cookie-insights': (s) => ({
    body: {
      familyMemberId: s.memberRecordId,
      timestamp: '2026-11-21T10:00:00.000Z',
      insights: {
        interests: ['Gardening'],
        shoppingBehavior: { categoriesViewed: [], searchedProducts: ['garden tools'], brandPreferences: [] },
        browsingSessions: 1,
      },
    },
    outsider: true,
  }),
  'GET /api/ad-impressions/member/:id': (s) => ({ params: { id: s.relativeId }, outsider: true }),
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
  'GET /api/analytics/category-ad-counts': (s) => ({ query: { memberId: s.relativeId }, outsider: true }),
  'GET /api/analytics/ad-breakdown': (s) => ({ query: { memberId: s.relativeId }, outsider: true }),
  'GET /api/instagram-ads': (s) => ({ query: { memberId: s.relativeId }, outsider: true }),
  'POST /api/instagram-ads/generate/:id': (s) => ({
    params: { id: s.relativeId },
    body: { count: 2 },
    outsider: true,
  }),
  'PATCH /api/instagram-ads/:adId/interaction': (s) => ({
    params: { adId: s.feedAdId },
    body: { interaction: 'liked' },
    outsider: true,
  }),
  'POST /api/automatic-ads/generate/member/:id': (s) => ({ params: { id: s.relativeId }, outsider: true }),
  'GET /api/feed-art/:category/:format': () => ({
    params: { category: 'toys', format: 'square' },
    outsider: false,
  }),
  'POST /api/ai/generate-gifts/:id': (s) => ({
    params: { id: s.relativeId },
    body: { occasion: 'birthday' },
    outsider: true,
  }),
  'POST /api/ai/gifts-master-profile/:id': (s) => ({
    params: { id: s.relativeId },
    body: { occasion: 'General gift giving' },
    outsider: true,
  }),
  'GET /api/gift-ideas': (s) => ({ query: { familyMemberId: s.relativeId }, outsider: true }),
  'GET /api/gift-ideas/member/:id': (s) => ({ params: { id: s.relativeId }, outsider: true }),
  'PUT /api/gift-ideas/:id': (s) => ({
    params: { id: s.giftIdeaId },
    body: { isConsidered: true },
    outsider: true,
  }),
  'POST /api/gift-ideas/:id/approve-purchase': (s) => ({ params: { id: s.giftIdeaId }, outsider: true }),
  'POST /api/gift-ideas/:id/rating': (s) => ({
    params: { id: s.giftIdeaId },
    body: { rating: 'up' },
    outsider: true,
  }),
  'DELETE /api/gift-ideas/:id': (s) => ({ params: { id: s.giftIdeaId }, outsider: true }),
  'POST /api/affiliate/click': (s) => ({ body: { giftIdeaId: s.giftIdeaId }, outsider: true }),
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
  'GET /api/user/departure-preview': (s) => ({ query: { familyId: s.family.id }, outsider: true }),
  'POST /api/link-preview': () => ({ body: { url: 'https://shop.example/wooden-train' }, outsider: false }),
  ...each('GET', { '/api/family-members/:id/wishlist': (s) => ({ params: member(s), outsider: true }) }),
  'POST /api/family-members/:id/wishlist': (s) => ({
    params: member(s),
    body: { title: 'Reading glasses', priority: 'high' },
    outsider: true,
  }),
  'GET /api/families/:familyId/wishlists': (s) => ({ params: family(s), outsider: true }),
  'PUT /api/wishlist-items/:id': (s) => ({
    params: { id: s.wishlistItemId },
    body: { title: 'Gardening gloves, size S', quantity: 2 },
    outsider: true,
  }),
  'DELETE /api/wishlist-items/:id': (s) => ({ params: { id: s.wishlistItemId }, outsider: true }),
  'GET /api/wishlist-items/:id/image': (s) => ({ params: { id: s.wishlistItemId }, outsider: true }),
  'POST /api/wishlist-items/:id/claims': (s) => ({
    params: { id: s.wishlistItemId },
    body: { status: 'reserved' },
    outsider: true,
  }),
  'DELETE /api/wishlist-items/:id/claims/mine': (s) => ({ params: { id: s.wishlistItemId }, outsider: true }),
  'PUT /api/wishlist-items/:id/group-gift': (s) => ({
    params: { id: s.wishlistItemId },
    body: { targetCents: 5000 },
    outsider: true,
  }),
  'POST /api/wishlist-items/:id/pledges': (s) => ({
    params: { id: s.wishlistItemId },
    body: { amountCents: 1000 },
    outsider: true,
  }),
  'DELETE /api/wishlist-items/:id/pledges/mine': (s) => ({
    params: { id: s.wishlistItemId },
    outsider: true,
  }),
  ...each('GET', { '/api/family-members/:id/occasions': (s) => ({ params: member(s), outsider: true }) }),
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
  // The seed sends no invite: the family check answers the outsider before any invite is looked up.
  'DELETE /api/families/:familyId/invites/:id': (s) => ({ params: { ...family(s), id: 1 }, outsider: true }),
  'POST /api/families/:familyId/invites/:id/resend': (s) => ({
    params: { ...family(s), id: 1 },
    outsider: true,
  }),
  'PUT /api/tracked-ads/:id': (s) => ({
    params: { id: s.adId },
    body: { description: 'LEGO set, half price', categoryId: 7 },
    outsider: true,
  }),
};
