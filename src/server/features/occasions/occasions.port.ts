import { and, eq, or } from 'drizzle-orm';
import { todayIn } from '#common/calendar';
import type { Db } from '../../db/client';
import { familyOccasionSettings, occasions } from '../../db/schema';
import type { OccasionsPort } from '../../lib/ports';
import { countryFromBrowser, defaultTimeZone } from './family-locale';
import { defaultHolidays } from './holidays';

/** What other features ask of occasions (lib/ports.ts). */
export function occasionsPort(db: Db): OccasionsPort {
  return {
    async isOccasionOf(familyId, memberId, occasionId) {
      const [row] = await db
        .select({ id: occasions.id })
        .from(occasions)
        .where(
          and(
            eq(occasions.id, occasionId),
            eq(occasions.familyAccountId, familyId),
            or(eq(occasions.familyMemberId, memberId), eq(occasions.otherMemberId, memberId)),
          ),
        );
      return row !== undefined;
    },

    async isFamilyOccasion(familyId, occasionId) {
      const [row] = await db
        .select({ id: occasions.id })
        .from(occasions)
        .where(and(eq(occasions.id, occasionId), eq(occasions.familyAccountId, familyId)));
      return row !== undefined;
    },

    async timeZoneOf(familyId) {
      const [row] = await db
        .select({ timeZone: familyOccasionSettings.timeZone })
        .from(familyOccasionSettings)
        .where(eq(familyOccasionSettings.familyAccountId, familyId));
      return row?.timeZone ?? null;
    },

    async startFamily(familyId, browser) {
      const country = countryFromBrowser(browser.acceptLanguage, browser.timeZone);
      const timeZone = defaultTimeZone(country, browser.timeZone);
      await db
        .insert(familyOccasionSettings)
        .values({
          familyAccountId: familyId,
          country,
          timeZone,
          holidays: country ? defaultHolidays(country, todayIn(timeZone)) : [],
        })
        .onConflictDoNothing();
    },
  };
}
