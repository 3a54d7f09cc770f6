import { and, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trackedAdCounts } from '../../db/schema';
import type { AdCounterRow, TrackedAdsPort } from '../../lib/ports';

const t = trackedAdCounts;

/** The counters of these members of this family (the members the viewer may see). */
const countersOf = (familyId: number, memberIds: number[]) =>
  and(eq(t.familyAccountId, familyId), inArray(t.familyMemberId, memberIds));

/**
 * Reads the per-member counters kept with every tracked ad (decision 0011): a family's
 * analytics add up a few hundred rows however many ads it tracked (the tracked-ads port).
 */
export function trackedAdCounters(db: Db): TrackedAdsPort {
  const total = sql<number>`sum(${t.adCount})::int`.mapWith(Number);
  return {
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
    async allCounters(familyId: number, memberIds: number[], sinceWeek: string): Promise<AdCounterRow[]> {
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
