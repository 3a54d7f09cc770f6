import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  affiliateClicks,
  familyAccounts,
  familyMembers,
  giftIdeaDismissals,
  giftIdeaRatings,
  giftIdeas,
  memberSignals,
} from '../../db/schema';
import { canSeeGiftIdea, canSeeGiftIdeas } from '../../lib/access';
import { isoDates, withFamilyAndMember } from '../../lib/export-rows';
import { eraseOwnRecords, exportMay, type MemberRecordType, moveRecords } from '../../lib/records';
import { createGiftIdeasRepository, type GiftIdeaRow } from './gift-ideas.repository';

/** Gift ideas as a kind of member record (#common/records, decision 0024). */
export function giftIdeaRecord(db: Db): MemberRecordType<GiftIdeaRow> {
  const repo = createGiftIdeasRepository(db);
  return {
    kind: 'giftIdea',
    find: (id) => repo.find(id),
    visible: (scope, row) =>
      canSeeGiftIdeas(scope.subject, scope.viewer, scope.familyPrivacy) &&
      canSeeGiftIdea(row, scope.subject, scope.viewer),
    exportSection: {
      key: 'giftIdeas',
      title: 'Your gift ideas and feedback',
      description:
        'Gift ideas you generated (for whom, when, for which occasion), the ideas you marked as considered or purchased, your ratings, and your clicks on buy links. Whether ideas for you were considered or bought is not included: it stays a surprise.',
      async load(ctx) {
        const { db: reader, userId } = ctx;
        const idea = {
          id: giftIdeas.id,
          family: familyAccounts.name,
          forMember: familyMembers.name,
          title: giftIdeas.title,
          occasion: giftIdeas.occasion,
          createdAt: giftIdeas.createdAt,
          memberId: giftIdeas.familyMemberId,
          memberUserId: familyMembers.userId,
          byMember: giftIdeas.byMember,
        };
        // Each idea only while the app would show it to you now (issue 29): ideas for others
        // where you may see their ideas; of your own, only those you made.
        // The answer holds each with its dates, without the fields that decided whether it is shown.
        const shown = <T extends { memberId: number; memberUserId: number | null; byMember: boolean }>(
          rows: T[],
        ) =>
          rows
            .filter((r) =>
              r.memberUserId === userId ? r.byMember : exportMay(ctx, r.memberId, canSeeGiftIdeas),
            )
            .map(({ memberId: _m, memberUserId: _u, byMember: _b, ...r }) => isoDates(r));
        const ideasOf = (where: SQL | undefined) =>
          withFamilyAndMember(reader.select(idea).from(giftIdeas).$dynamic(), giftIdeas)
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
            memberId: giftIdeas.familyMemberId,
            memberUserId: familyMembers.userId,
            byMember: giftIdeas.byMember,
          })
          .from(giftIdeaRatings)
          .innerJoin(giftIdeas, eq(giftIdeas.id, giftIdeaRatings.giftIdeaId))
          .innerJoin(familyMembers, eq(familyMembers.id, giftIdeas.familyMemberId))
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
        return {
          created: shown(created),
          markedConsidered: shown(considered),
          markedPurchased: shown(purchased),
          ratings: shown(ratings),
          buyLinkClicks: clicks.map(isoDates),
        };
      },
    },
    async erase(tx, userId) {
      await eraseOwnRecords(tx, userId, 'giftIdea', giftIdeas);
      // Their marks on ideas for others stay (the surprise is someone else's), with no name on them.
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
    async merge(tx, { familyId, from, into }) {
      // One idea per title and member: where both records hold the same idea, the kept one
      // takes the other's marks (considered, bought), ratings and what its feedback taught.
      const twins = sql`(select f.id as from_id, i.id as into_id from ${giftIdeas} f
        join ${giftIdeas} i on i.family_member_id = ${into} and i.title_key = f.title_key and i.by_member = f.by_member
        where f.family_member_id = ${from})`;
      await tx.execute(sql`
        update ${giftIdeas} i set
          is_considered = i.is_considered or f.is_considered,
          considered_by_user_id = case when i.is_considered then i.considered_by_user_id else f.considered_by_user_id end,
          is_purchased = i.is_purchased or f.is_purchased,
          purchase_pending = case when i.is_purchased or f.is_purchased then false else i.purchase_pending or f.purchase_pending end,
          purchased_by_user_id = case when i.is_purchased or i.purchase_pending then i.purchased_by_user_id else f.purchased_by_user_id end
        from ${twins} t join ${giftIdeas} f on f.id = t.from_id
        where i.id = t.into_id`);
      await tx.execute(sql`
        insert into ${giftIdeaRatings} (gift_idea_id, user_id, rating, created_at)
        select t.into_id, r.user_id, r.rating, r.created_at
        from ${giftIdeaRatings} r join ${twins} t on t.from_id = r.gift_idea_id
        on conflict do nothing`);
      await tx.execute(sql`
        update ${memberSignals} s set source_id = t.into_id from ${twins} t
        where s.source = 'gift_feedback' and s.source_id = t.from_id`);
      await tx.execute(sql`delete from ${giftIdeas} where id in (select t.from_id from ${twins} t)`);
      await moveRecords(tx, giftIdeas, { familyId, from, into });
      await tx.execute(sql`
        insert into ${giftIdeaDismissals} (family_account_id, family_member_id, title_key, catalogue_id, by_member, created_at)
        select family_account_id, ${into}::int, title_key, catalogue_id, by_member, created_at
        from ${giftIdeaDismissals} where family_member_id = ${from}
        on conflict do nothing`);
      await tx.delete(giftIdeaDismissals).where(eq(giftIdeaDismissals.familyMemberId, from));
    },
  };
}
