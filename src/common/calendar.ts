/**
 * Calendar days and the arithmetic both sides do on them. A day is `{year, month, day}` or
 * 'YYYY-MM-DD', never an instant: "today" is reckoned in a time zone by `todayIn`, and a day shown
 * on screen is formatted as a UTC day (`utcDateOf`), so no time zone moves it. No zod here: the
 * dashboard's first page load uses these.
 */

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month (1–12); February has 29 when no year is given (a birthday without a year). */
export function daysInMonth(month: number, year?: number | null): number {
  if (month === 2) return year == null || isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export const monthName = (month: number) => MONTH_NAMES[month - 1] ?? '';

/** A calendar day. */
export interface Day {
  year: number;
  month: number;
  day: number;
}

export const pad2 = (n: number) => String(n).padStart(2, '0');
export const isoDay = (d: Day) => `${d.year}-${pad2(d.month)}-${pad2(d.day)}`;

export function parseIsoDay(text: string): Day {
  const [year, month, day] = text.split('-').map(Number);
  return { year: year as number, month: month as number, day: day as number };
}

/** The instant a day ('YYYY-MM-DD') starts in UTC: format it with `timeZone: 'UTC'`. */
export function utcDateOf(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
}

const dayNumber = (d: Day) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: Day, to: Day) => Math.round(dayNumber(to) - dayNumber(from));

export function addDays(d: Day, days: number): Day {
  const date = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Today's calendar day in an IANA time zone (UTC when the zone is unknown). */
export function todayIn(timeZone: string | null | undefined, now: Date = new Date()): Day {
  let text: string;
  try {
    text = new Intl.DateTimeFormat('en-CA', {
      timeZone: timeZone || 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    text = now.toISOString().slice(0, 10);
  }
  return parseIsoDay(text);
}

/** The calendar day of the device's own clock and zone (a browser's "today"). */
export const localDay = (now: Date = new Date()): Day => ({
  year: now.getFullYear(),
  month: now.getMonth() + 1,
  day: now.getDate(),
});

/** Whether a string names a time zone this runtime knows. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The stored facts of a date that may repeat yearly. */
export interface OccasionDate {
  month: number;
  day: number;
  year: number | null;
  recurring: boolean;
}

/** The day an occasion falls on in `year`: Feb 29 falls on Feb 28 in other years. */
export function dayInYear(o: Pick<OccasionDate, 'month' | 'day'>, year: number): Day {
  const day = Math.min(o.day, daysInMonth(o.month, year));
  return { year, month: o.month, day };
}

/**
 * The next time an occasion falls on or after `today`, or null for a one-off date that has
 * passed. A yearly occasion with a year starts in that year (an anniversary is not before the
 * wedding).
 */
export function nextOccurrence(o: OccasionDate, today: Day): Day | null {
  if (!o.recurring) {
    if (o.year == null) return null;
    const only = dayInYear(o, o.year);
    return daysBetween(today, only) >= 0 ? only : null;
  }
  let year = Math.max(today.year, o.year ?? today.year);
  let day = dayInYear(o, year);
  if (daysBetween(today, day) < 0) {
    year += 1;
    day = dayInYear(o, year);
  }
  return day;
}

/** Every occurrence from `from` to `to` inclusive (the year view, the calendar feed). */
export function occurrencesBetween(o: OccasionDate, from: Day, to: Day): Day[] {
  const found: Day[] = [];
  let cursor: Day | null = nextOccurrence(o, from);
  while (cursor && daysBetween(cursor, to) >= 0) {
    found.push(cursor);
    if (!o.recurring) break;
    cursor = dayInYear(o, cursor.year + 1);
  }
  return found;
}

/** Completed years on `on` since the given year (the age a birthday turns, the anniversary's count). */
export const yearsOn = (o: Pick<OccasionDate, 'year'>, on: Day): number | null =>
  o.year == null ? null : on.year - o.year;

/** A person's age on `today` from a birthday with a year. */
export function ageOn(birthday: Pick<OccasionDate, 'month' | 'day' | 'year'>, today: Day): number | null {
  if (birthday.year == null) return null;
  const thisYear = dayInYear(birthday, today.year);
  const had = daysBetween(thisYear, today) >= 0;
  return today.year - birthday.year - (had ? 0 : 1);
}
