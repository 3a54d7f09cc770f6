import type { GiftExchange, MyMatch } from '#common/gift-exchanges';
import type { WishlistItem } from '#common/wishlists';
import { testWishlistItem } from '../../test/record-fixtures';

/** Gift exchanges as the API answers them, for the component tests of this feature. */
export const testExchange = (overrides: Partial<GiftExchange> = {}): GiftExchange => ({
  id: 1,
  familyAccountId: 3,
  title: 'Christmas Secret Santa',
  occasionId: null,
  budgetCents: 2500,
  revealDate: '2099-12-24',
  participants: [
    { memberId: 7, name: 'Ana', opened: false, isMe: true },
    { memberId: 8, name: 'Luis', opened: false, isMe: false },
    { memberId: 10, name: 'Gran', opened: false, isMe: false },
  ],
  exclusions: [],
  revealed: false,
  pairs: null,
  canRedraw: false,
  attention: null,
  canEnd: false,
  takingPart: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

export const testMatch = (overrides: Partial<MyMatch> = {}): MyMatch => ({
  exchangeId: 1,
  title: 'Christmas Secret Santa',
  budgetCents: 2500,
  revealDate: '2099-12-24',
  receiverMemberId: 8,
  receiverName: 'Luis',
  changedAt: null,
  ...overrides,
});

/** A wishlist item of the member drawn (8), as the giver sees it. */
export const testWish = (overrides: Partial<WishlistItem> = {}): WishlistItem =>
  testWishlistItem({ familyMemberId: 8, canEdit: false, ...overrides });
