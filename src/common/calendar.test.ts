import { describe, expect, it } from 'vitest';
import {
  ageOn,
  daysBetween,
  isoDay,
  localDay,
  nextOccurrence,
  occurrencesBetween,
  todayIn,
  utcDateOf,
} from './calendar';

const day = (text: string) => {
  const [year, month, d] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day: d };
};
const yearly = (month: number, d: number, year: number | null = null) => ({
  month,
  day: d,
  year,
  recurring: true,
});

describe('occasion dates', () => {
  it('puts a Feb 29 birthday on Feb 28 in other years and on Feb 29 in leap years', () => {
    expect(isoDay(nextOccurrence(yearly(2, 29), day('2027-01-10')) as never)).toBe('2027-02-28');
    expect(isoDay(nextOccurrence(yearly(2, 29), day('2027-03-01')) as never)).toBe('2028-02-29');
  });

  it('counts today as the next occurrence, and moves to next year once the day has passed', () => {
    expect(isoDay(nextOccurrence(yearly(11, 27), day('2026-11-27')) as never)).toBe('2026-11-27');
    expect(isoDay(nextOccurrence(yearly(11, 26), day('2026-11-27')) as never)).toBe('2027-11-26');
  });

  it('does not place a yearly date before its first year, and drops a one-off date once passed', () => {
    expect(isoDay(nextOccurrence(yearly(6, 1, 2030), day('2026-01-01')) as never)).toBe('2030-06-01');
    const once = { month: 6, day: 1, year: 2026, recurring: false };
    expect(isoDay(nextOccurrence(once, day('2026-05-31')) as never)).toBe('2026-06-01');
    expect(nextOccurrence(once, day('2026-06-02'))).toBeNull();
  });

  it('lists every occurrence in a range, once for a one-off date', () => {
    const all = occurrencesBetween(yearly(3, 1), day('2026-01-01'), day('2028-12-31')).map(isoDay);
    expect(all).toEqual(['2026-03-01', '2027-03-01', '2028-03-01']);
    expect(
      occurrencesBetween(
        { month: 3, day: 1, year: 2027, recurring: false },
        day('2026-01-01'),
        day('2028-12-31'),
      ).map(isoDay),
    ).toEqual(['2027-03-01']);
  });

  it('derives an age that changes on the birthday itself', () => {
    expect(ageOn(yearly(12, 4, 1990), day('2026-12-03'))).toBe(35);
    expect(ageOn(yearly(12, 4, 1990), day('2026-12-04'))).toBe(36);
    expect(ageOn(yearly(2, 29, 2016), day('2027-02-28'))).toBe(11);
    expect(ageOn(yearly(12, 4), day('2026-12-04'))).toBeNull();
  });

  it("reckons today in the family's time zone", () => {
    const instant = new Date('2026-11-27T23:30:00Z');
    expect(isoDay(todayIn('UTC', instant))).toBe('2026-11-27');
    expect(isoDay(todayIn('Asia/Tokyo', instant))).toBe('2026-11-28');
    expect(isoDay(todayIn('America/Los_Angeles', instant))).toBe('2026-11-27');
    expect(daysBetween(day('2026-12-31'), day('2027-01-02'))).toBe(2);
  });
});

describe('days on screen', () => {
  it('turns a calendar day into the instant it starts in UTC, whatever the zone', () => {
    expect(utcDateOf('2026-12-12').toISOString()).toBe('2026-12-12T00:00:00.000Z');
    expect(utcDateOf('2028-02-29').toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it("gives the device's own calendar day, late in the evening too", () => {
    expect(isoDay(localDay(new Date(2026, 0, 5, 23, 30)))).toBe('2026-01-05');
    expect(isoDay(localDay(new Date(2026, 11, 31, 0, 5)))).toBe('2026-12-31');
  });
});
