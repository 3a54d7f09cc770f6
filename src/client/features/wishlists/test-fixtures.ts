import type { ClaimState } from '#common/wishlists';

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
