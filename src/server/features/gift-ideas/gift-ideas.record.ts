import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affiliateClicks, familyAccounts, familyMembers, giftIdeaRatings, giftIdeas } from '../../db/schema';
import { canSeeGiftIdeas } from '../../lib/access';
import { forgetOwnSignals, type MemberRecordType, ownMemberIds } from '../../lib/records';
import { createGiftIdeasRepository, type GiftIdeaRow } from './gift-ideas.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Gift ideas as a kind of member record (#common/records, decision 0024). */
export function giftIdeaRecord(db: Db): MemberRecordType<GiftIdeaRow> {
  const repo = createGiftIdeasRepository(db);
  return {
    kind: 'giftIdea',
    find: (id) => repo.find(id),
    visible: (scope) => canSeeGiftIdeas(scope.subject, scope.viewer, scope.familyPrivacy),
    exportSection: {
      key: 'giftIdeas',
      title: 'Your gift ideas and feedback',
      description:
        'Gift ideas you generated (for whom, when, for which occasion), the ideas you marked as considered or purchased, your ratings, and your clicks on buy links. Whether ideas for you were considered or bought is not included: it stays a surprise.',
      async load({ db: reader, userId }) {
        const idea = {
          id: giftIdeas.id,
          family: familyAccounts.name,
          forMember: familyMembers.name,
          title: giftIdeas.title,
          occasion: giftIdeas.occasion,
          createdAt: giftIdeas.createdAt,
        };
        const ideasOf = (where: SQL | undefined) =>
          reader
            .select(idea)
            .from(giftIdeas)
            .innerJoin(familyAccounts, eq(familyAccounts.id, giftIdeas.familyAccountId))
            .innerJoin(familyMembers, eq(familyMembers.id, giftIdeas.familyMemberId))
            .where(where)
            .orderBy(asc(giftIdeas.id));
        const created = await ideasOf(eq(giftIdeas.createdByUserId, userId));
        const considered = await ideasOf(
          and(eq(giftIdeas.consideredByUserId, userId), eq(giftIdeas.isConsidered, true)),
        );
        const purchased = await ideasOf(eq(giftIdeas.purchasedByUserId, userId));
        const ratings = await reader
          .select({
            giftIdeaId: giftIdeaRatings.giftIdeaId,
            title: giftIdeas.title,
            rating: giftIdeaRatings.rating,
            at: giftIdeaRatings.createdAt,
          })
          .from(giftIdeaRatings)
          .innerJoin(giftIdeas, eq(giftIdeas.id, giftIdeaRatings.giftIdeaId))
          .where(eq(giftIdeaRatings.userId, userId))
          .orderBy(asc(giftIdeaRatings.createdAt));
        const clicks = await reader
          .select({
            giftIdeaId: affiliateClicks.giftIdeaId,
            retailer: affiliateClicks.retailer,
            at: affiliateClicks.createdAt,
          })
          .from(affiliateClicks)
          .where(eq(affiliateClicks.userId, userId))
          .orderBy(asc(affiliateClicks.id));
        const dated = <T extends { createdAt: Date }>(rows: T[]) =>
          rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) }));
        return {
          created: dated(created),
          markedConsidered: dated(considered),
          markedPurchased: dated(purchased),
          ratings: ratings.map((r) => ({ ...r, at: iso(r.at) })),
          buyLinkClicks: clicks.map((c) => ({ ...c, at: iso(c.at) })),
        };
      },
    },
    async erase(tx, userId) {
      const own = ownMemberIds(tx, userId);
      await forgetOwnSignals(tx, userId, 'giftIdea');
      await tx.delete(giftIdeas).where(inArray(giftIdeas.familyMemberId, own));
      // Their marks on ideas for others stay (the surprise is someone else's), with no name on them.
      await tx.update(giftIdeas).set({ createdByUserId: null }).where(eq(giftIdeas.createdByUserId, userId));
      await tx
        .update(giftIdeas)
        .set({ consideredByUserId: null })
        .where(eq(giftIdeas.consideredByUserId, userId));
      await tx
        .update(giftIdeas)
        .set({ purchasedByUserId: null })
        .where(eq(giftIdeas.purchasedByUserId, userId));
      await tx.delete(affiliateClicks).where(eq(affiliateClicks.userId, userId));
    },
  };
}
