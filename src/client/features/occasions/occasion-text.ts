import type { OccasionPlan, UpcomingKind } from '#common/occasions';

/**
 * How occasions read on screen (their names: `occasionLabel` of #common/occasion-label). No zod
 * here (only types from #common/occasions): the dashboard's Coming up card is part of a first
 * page load. Dates are calendar days ('YYYY-MM-DD'), shown in the user's language; they carry no
 * time, so they are formatted as UTC days.
 */

/**
 * The instant a day starts in UTC, as `utcDateOf` of #common/calendar: its own three lines here,
 * since importing that module would bring the whole calendar into the dashboard's first load.
 */
const utcDateOf = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
};

/** "Sat 12 Dec" (in English; "Sat, Dec 12" in American English, and so on). */
export const formatDay = (iso: string, locale?: string) =>
  utcDateOf(iso).toLocaleDateString(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** "Saturday 12 December 2026", for screen readers and tooltips. */
export const formatLongDay = (iso: string, locale?: string) =>
  utcDateOf(iso).toLocaleDateString(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "December 2026": a month's heading in the year view ('YYYY-MM' or a day of it). */
export const formatMonth = (iso: string, locale?: string) =>
  utcDateOf(iso.length === 7 ? `${iso}-01` : iso).toLocaleDateString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "today", "tomorrow", "in 12 days". */
export function whenText(daysAway: number): string {
  if (daysAway <= 0) return 'today';
  if (daysAway === 1) return 'tomorrow';
  return `in ${daysAway} days`;
}

/** "turning 41" for a birthday, "10 years" for an anniversary or a custom date. */
export function turningText(kind: UpcomingKind, turning: number | undefined | null): string | null {
  if (turning == null || turning <= 0) return null;
  if (kind === 'birthday') return `turning ${turning}`;
  return `${turning} year${turning === 1 ? '' : 's'}`;
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "2 ideas · 1 bought": what the viewer has planned for the occasion. */
export function planText(plan: OccasionPlan): string {
  if (plan.ideas === 0) return 'No ideas yet';
  return [
    count(plan.ideas, 'idea'),
    plan.considered > 0 ? `${plan.considered} considering` : null,
    plan.purchased > 0 ? `${plan.purchased} bought` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
