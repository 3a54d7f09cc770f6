import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adImpressions } from '../../db/schema';

export type ImpressionRow = typeof adImpressions.$inferSelect;
export type NewImpressionRow = typeof adImpressions.$inferInsert;

export function createBannerAdsRepository(db: Db) {
  return {
    /** The impression, if this viewer is the one who saw it. */
    async findForViewer(id: number, viewerUserId: number) {
      const [row] = await db
        .select({ id: adImpressions.id })
        .from(adImpressions)
        .where(and(eq(adImpressions.id, id), eq(adImpressions.viewerUserId, viewerUserId)));
      return row;
    },

    async insert(row: NewImpressionRow): Promise<ImpressionRow> {
      const [created] = await db.insert(adImpressions).values(row).returning();
      if (!created) throw new Error('impression insert returned no row');
      return created;
    },

    /** Only the viewer who saw the ad reports on it. */
    async recordView(
      id: number,
      viewerUserId: number,
      patch: { viewDurationMs?: number; interacted?: boolean },
    ): Promise<boolean> {
      const rows = await db
        .update(adImpressions)
        .set(patch)
        .where(and(eq(adImpressions.id, id), eq(adImpressions.viewerUserId, viewerUserId)))
        .returning({ id: adImpressions.id });
      return rows.length > 0;
    },

    list(familyId: number, memberIds: readonly number[], limit: number) {
      if (memberIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(adImpressions)
        .where(
          and(eq(adImpressions.familyAccountId, familyId), inArray(adImpressions.familyMemberId, memberIds)),
        )
        .orderBy(desc(adImpressions.createdAt), desc(adImpressions.id))
        .limit(limit);
    },
  };
}
export type BannerAdsRepository = ReturnType<typeof createBannerAdsRepository>;
