import { and, eq } from 'drizzle-orm';
import { adImpressions } from '../../db/schema';
import { clearingDeparture } from '../../lib/departures';

/** Someone leaves the family: the banner ads shown to them there are theirs alone, and go. */
export const bannerAdsDeparture = () =>
  clearingDeparture('banner-ads', async (tx, { familyId, userId }) => {
    await tx
      .delete(adImpressions)
      .where(and(eq(adImpressions.familyAccountId, familyId), eq(adImpressions.viewerUserId, userId)));
  });
