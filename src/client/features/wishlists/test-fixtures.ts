import type { ClaimState, WishlistItem } from '#common/wishlists';

/** Wishlist items as the API answers them, for the component tests of this feature. */
export const testItem = (overrides: Partial<WishlistItem> = {}): WishlistItem => ({
  id: 31,
  familyMemberId: 7,
  title: 'Rain jacket',
  url: null,
  imageUrl: null,
  priceCents: null,
  currency: null,
  notes: null,
  priority: 'medium',
  quantity: 1,
  occasionId: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  canEdit: true,
  ...overrides,
});

/** What a relative sees of an item's claims: nothing claimed yet unless overridden. */
export const testClaimState = (overrides: Partial<ClaimState> = {}): ClaimState => ({
  claimedQuantity: 0,
  purchasedQuantity: 0,
  remaining: 1,
  claims: [],
  changedSinceMyClaim: false,
  releasedPledges: [],
  groupGift: null,
  canClaim: true,
  ...overrides,
});
