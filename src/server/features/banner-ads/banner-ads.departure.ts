import { and, eq } from 'drizzle-orm';
import { adImpressions } from '../../db/schema';
import type { DepartureEffect } from '../../lib/departures';

/** Someone leaves the family: the banner ads shown to them there are theirs alone, and go. */
export function bannerAdsDeparture(): DepartureEffect {
  return {
    name: 'banner-ads',
    async apply(tx, { familyId, userId }) {
      await tx
        .delete(adImpressions)
        .where(and(eq(adImpressions.familyAccountId, familyId), eq(adImpressions.viewerUserId, userId)));
      return undefined;
    },
    preview: async () => ({}),
  };
}
