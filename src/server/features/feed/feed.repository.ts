import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedAds } from '../../db/schema';

export type FeedAdRow = typeof feedAds.$inferSelect;
export type NewFeedAdRow = typeof feedAds.$inferInsert;

/** Feed ads, always named with their family. */
export function createFeedRepository(db: Db) {
  return {
    /** An ad and what it taught GiftLens change together. */
    transaction<T>(work: () => Promise<T>): Promise<T> {
      return db.transaction(() => work());
    },

    /** Inserts a batch in the order given (the caller puts the best ad last: it gets the highest id). */
    async insertBatch(rows: NewFeedAdRow[]): Promise<FeedAdRow[]> {
      if (rows.length === 0) return [];
      return db.insert(feedAds).values(rows).returning();
    },

    /** A page of a member's ads, newest first: the cursor is the last id of the previous page. */
    page(familyId: number, memberId: number, limit: number, beforeId?: number): Promise<FeedAdRow[]> {
      return db
        .select()
        .from(feedAds)
        .where(
          and(
            eq(feedAds.familyMemberId, memberId),
            eq(feedAds.familyAccountId, familyId),
            beforeId === undefined ? undefined : lt(feedAds.id, beforeId),
          ),
        )
        .orderBy(desc(feedAds.id))
        .limit(limit);
    },

    /** What the next batch must avoid: the latest ads' catalogue items, and every disliked one. */
    async history(familyId: number, memberId: number, recentLimit: number) {
      const member = and(eq(feedAds.familyMemberId, memberId), eq(feedAds.familyAccountId, familyId));
      const recent = await db
        .select({ giftId: feedAds.giftId })
        .from(feedAds)
        .where(member)
        .orderBy(desc(feedAds.id))
        .limit(recentLimit);
      const disliked = await db
        .selectDistinct({ giftId: feedAds.giftId })
        .from(feedAds)
        .where(and(member, eq(feedAds.disliked, true)));
      const [last] = await db
        .select({ id: feedAds.id })
        .from(feedAds)
        .where(member)
        .orderBy(desc(feedAds.id))
        .limit(1);
      return {
        recent: new Set(recent.map((r) => r.giftId)),
        disliked: new Set(disliked.map((r) => r.giftId)),
        lastId: last?.id ?? 0,
      };
    },

    async find(adId: number): Promise<FeedAdRow | undefined> {
      const [row] = await db.select().from(feedAds).where(eq(feedAds.id, adId));
      return row;
    },

    async update(
      adId: number,
      familyId: number,
      values: Partial<Pick<FeedAdRow, 'liked' | 'disliked' | 'shownAt'>>,
    ): Promise<FeedAdRow | undefined> {
      const [row] = await db
        .update(feedAds)
        .set(values)
        .where(and(eq(feedAds.id, adId), eq(feedAds.familyAccountId, familyId)))
        .returning();
      return row;
    },
  };
}

export type FeedRepository = ReturnType<typeof createFeedRepository>;
