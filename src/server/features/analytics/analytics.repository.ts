import { and, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { AdCountDimension } from '#common/tracked-ads/ad-counts';
import type { Db } from '../../db/client';
import { giftIdeas, trackedAdCounts } from '../../db/schema';

const t = trackedAdCounts;

/** The counters of these members of this family (the members the viewer may see). */
const countersOf = (familyId: number, memberIds: number[]) =>
  and(eq(t.familyAccountId, familyId), inArray(t.familyMemberId, memberIds));

export interface CounterRow {
  dimension: AdCountDimension;
  key: string;
  label: string | null;
  adCount: number;
}

/**
 * Reads the per-member counters kept with every tracked ad (decision 0011): a family's
 * analytics add up a few hundred rows however many ads it tracked.
 */
export function createAnalyticsRepository(db: Db) {
  const total = sql<number>`sum(${t.adCount})::int`.mapWith(Number);
  return {
    /**
     * Gift ideas of these members, and how many were bought among `statusMemberIds` (the
     * members whose gift status the viewer may see: never their own, surprise protection). Of
     * the viewer's own record only the ideas they made count (canSeeGiftIdea).
     */
    async giftCounts(familyId: number, memberIds: number[], statusMemberIds: number[]) {
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
            statusMemberIds.length === 0
              ? eq(giftIdeas.byMember, true)
              : or(inArray(giftIdeas.familyMemberId, statusMemberIds), eq(giftIdeas.byMember, true)),
          ),
        );
      return { total: row?.total ?? 0, purchased: row?.purchased ?? 0 };
    },

    /** Ads per member, counted once each (by their category counter). */
    async adsPerMember(familyId: number, memberIds: number[]) {
      if (memberIds.length === 0) return [];
      return db
        .select({ memberId: t.familyMemberId, adCount: total })
        .from(t)
        .where(and(countersOf(familyId, memberIds), eq(t.dimension, 'category')))
        .groupBy(t.familyMemberId);
    },

    /** Ads per category, for the family or some of its members. */
    async byCategory(familyId: number, memberIds: number[]) {
      if (memberIds.length === 0) return [];
      return db
        .select({ key: t.key, adCount: total })
        .from(t)
        .where(and(countersOf(familyId, memberIds), eq(t.dimension, 'category')))
        .groupBy(t.key);
    },

    /** Every counter at once (weeks from `sinceWeek` on), added up over the members: one query. */
    async allCounters(familyId: number, memberIds: number[], sinceWeek: string): Promise<CounterRow[]> {
      if (memberIds.length === 0) return [];
      const rows = await db
        .select({
          dimension: t.dimension,
          key: t.key,
          label: sql<string | null>`min(${t.label})`,
          adCount: total,
        })
        .from(t)
        .where(and(countersOf(familyId, memberIds), or(ne(t.dimension, 'week'), gte(t.key, sinceWeek))))
        .groupBy(t.dimension, t.key);
      return rows;
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
