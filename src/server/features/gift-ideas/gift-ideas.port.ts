import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { giftIdeas } from '../../db/schema';
import type { GiftIdeasPort } from '../../lib/ports';

/** What other features read of gift ideas (lib/ports.ts); generating is the service's (index.ts). */
export function giftIdeasReads(db: Db): Omit<GiftIdeasPort, 'generateFor'> {
  return {
    async counts(familyId, memberIds, statusMemberIds) {
      if (memberIds.length === 0) return { total: 0, purchased: 0 };
      const purchased =
        statusMemberIds.length === 0
          ? sql<number>`0`
          : sql<number>`count(*) filter (where ${giftIdeas.isPurchased} and ${inArray(giftIdeas.familyMemberId, statusMemberIds)})::int`;
      const [row] = await db
        .select({ total: sql<number>`count(*)::int`.mapWith(Number), purchased: purchased.mapWith(Number) })
        .from(giftIdeas)
        .where(
          and(
            eq(giftIdeas.familyAccountId, familyId),
            inArray(giftIdeas.familyMemberId, memberIds),
            // Of the viewer's own record only the ideas they made count (canSeeGiftIdea).
            statusMemberIds.length === 0
              ? eq(giftIdeas.byMember, true)
              : or(inArray(giftIdeas.familyMemberId, statusMemberIds), eq(giftIdeas.byMember, true)),
          ),
        );
      return { total: row?.total ?? 0, purchased: row?.purchased ?? 0 };
    },

    plans(familyId) {
      return db
        .select({
          occasionId: giftIdeas.occasionId,
          familyMemberId: giftIdeas.familyMemberId,
          ideas: sql<number>`count(*)::int`,
          considered: sql<number>`count(*) filter (where ${giftIdeas.isConsidered})::int`,
          purchased: sql<number>`count(*) filter (where ${giftIdeas.isPurchased})::int`,
        })
        .from(giftIdeas)
        .where(and(eq(giftIdeas.familyAccountId, familyId), isNotNull(giftIdeas.occasionId)))
        .groupBy(giftIdeas.occasionId, giftIdeas.familyMemberId);
    },

    async titlesFor(familyId, memberId, occasionId, limit) {
      const rows = await db
        .select({ title: giftIdeas.title })
        .from(giftIdeas)
        .where(and(eq(giftIdeas.familyAccountId, familyId), eq(giftIdeas.familyMemberId, memberId)))
        .orderBy(
          sql`(${giftIdeas.occasionId} is not distinct from ${occasionId}) desc`,
          desc(giftIdeas.isPurchased),
          desc(giftIdeas.isConsidered),
          desc(giftIdeas.aiConfidence),
          desc(giftIdeas.id),
        )
        .limit(limit);
      return rows.map((r) => r.title);
    },
  };
}
