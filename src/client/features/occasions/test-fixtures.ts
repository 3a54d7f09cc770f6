import type { Occasion, UpcomingOccasion } from '#common/occasions';

/** Occasions as the API answers them, for the component tests of this feature. */
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
