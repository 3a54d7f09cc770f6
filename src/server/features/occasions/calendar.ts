import ical, { ICalEventRepeatingFreq } from 'ical-generator';
import { type Day, dayInYear, parseIsoDay, todayIn } from '#common/calendar';
import { occasionLabel } from '#common/occasion-label';
import type { Access } from '../../lib/access';
import { holidaysBetween } from './holidays';
import type { OccasionsRepository } from './occasions.repository';
import { visibleYear } from './occasions.service';

const DEFAULT_TIME_ZONE = 'UTC';
/** Holidays move from year to year: the feed lists them one by one this far ahead. */
const HOLIDAY_YEARS_AHEAD = 2;

const utcDate = (d: Day) => new Date(Date.UTC(d.year, d.month - 1, d.day));

/**
 * The private calendar feed (issue 21): every occasion of every family the user belongs to, as
 * all-day events, yearly ones with an RRULE (a Feb 29 date on the last day of February, so it
 * shows in other years too), and the families' switched-on holidays for the next two years.
 * A birthday's year, and so the age, appears only where the user may see the member's age.
 */
export async function calendarFor(
  userId: number,
  repo: OccasionsRepository,
  access: Access,
  now: Date = new Date(),
): Promise<string> {
  const calendar = ical({
    name: 'GiftLens occasions',
    prodId: { company: 'GiftLens', product: 'occasions', language: 'EN' },
    ttl: 60 * 60 * 6,
  });
  const familyIds = await repo.familiesOf(userId);
  const settings = new Map((await repo.settingsOf(familyIds)).map((s) => [s.familyAccountId, s]));
  for (const familyId of familyIds) {
    const scope = await access.requireFamily(familyId, userId);
    const members = new Map((await access.membersWhere(scope, () => true)).map((m) => [m.id, m]));
    const family = settings.get(familyId);
    const today = todayIn(family?.timeZone ?? DEFAULT_TIME_ZONE, now);
    for (const row of await repo.forFamily(familyId)) {
      const member = members.get(row.familyMemberId);
      if (!member) continue;
      const year = visibleYear(row, {
        subject: member.subject,
        viewer: scope.viewer,
        familyPrivacy: scope.familyPrivacy,
      });
      const label = occasionLabel({ ...row, memberName: member.name });
      const start = row.recurring
        ? dayInYear(row, year ?? today.year - 1)
        : dayInYear(row, row.year ?? today.year);
      calendar.createEvent({
        id: `occasion-${row.id}@giftlens`,
        start: utcDate(start),
        allDay: true,
        summary: label,
        description: year !== null && row.kind !== 'custom' ? `Since ${year}` : undefined,
        stamp: now,
        ...(row.recurring
          ? {
              repeating: {
                freq: ICalEventRepeatingFreq.YEARLY,
                byMonth: [row.month],
                byMonthDay: [row.month === 2 && row.day === 29 ? -1 : row.day],
              },
            }
          : {}),
      });
    }
    const until: Day = { year: today.year + HOLIDAY_YEARS_AHEAD, month: today.month, day: today.day };
    for (const h of holidaysBetween(family?.country ?? null, family?.holidays ?? [], today, until)) {
      calendar.createEvent({
        id: `holiday-${familyId}-${h.key}-${h.date}@giftlens`,
        start: utcDate(parseIsoDay(h.date)),
        allDay: true,
        summary: h.name,
        stamp: now,
      });
    }
  }
  return calendar.toString();
}
