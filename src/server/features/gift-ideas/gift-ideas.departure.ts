import { and, eq, inArray } from 'drizzle-orm';
import { affiliateClicks, giftIdeaRatings, giftIdeas } from '../../db/schema';
import { clearingDeparture } from '../../lib/departures';

/**
 * Someone leaves the family (decision 0033): what was theirs alone in it goes, their ratings of
 * its ideas and their clicks on buy links. Their marks on ideas for others stay, with no name on
 * them (the family's author columns are cleared by families).
 */
export const giftIdeasDeparture = () =>
  clearingDeparture('gift-ideas', async (tx, { familyId, userId }) => {
    const ideas = tx
      .select({ id: giftIdeas.id })
      .from(giftIdeas)
      .where(eq(giftIdeas.familyAccountId, familyId));
    await tx
      .delete(giftIdeaRatings)
      .where(and(eq(giftIdeaRatings.userId, userId), inArray(giftIdeaRatings.giftIdeaId, ideas)));
    await tx
      .delete(affiliateClicks)
      .where(and(eq(affiliateClicks.familyAccountId, familyId), eq(affiliateClicks.userId, userId)));
  });
