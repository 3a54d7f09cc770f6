import type { Occasion, UpcomingOccasion } from '#common/occasions';
import type { WishlistItem } from '#common/wishlists';

/**
 * Member records as the API answers them, for the component tests of every feature that shows
 * them (occasions appear in wishlists and exchanges too, wishlist items in exchanges).
 */

export const testOccasion = (overrides: Partial<Occasion> = {}): Occasion => ({
  id: 11,
  familyMemberId: 7,
  kind: 'birthday',
  title: null,
  month: 3,
  day: 14,
  year: 1985,
  recurring: true,
  otherMemberId: null,
  otherMemberName: null,
  nextDate: '2027-03-14',
  daysAway: 94,
  canEdit: true,
  ...overrides,
});

export const testUpcoming = (overrides: Partial<UpcomingOccasion> = {}): UpcomingOccasion => ({
  id: 11,
  familyMemberId: 8,
  memberName: 'Lily',
  kind: 'birthday',
  title: null,
  otherMemberName: null,
  date: '2026-12-12',
  daysAway: 12,
  ...overrides,
});

export const testWishlistItem = (overrides: Partial<WishlistItem> = {}): WishlistItem => ({
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

/** A holiday the family switched on: nobody's occasion, named by its title. */
export const testHoliday = (title: string, overrides: Partial<UpcomingOccasion> = {}): UpcomingOccasion =>
  testUpcoming({ id: null, familyMemberId: null, memberName: null, kind: 'holiday', title, ...overrides });
