import { and, desc, eq, gte, ilike, inArray, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { AdCountKey } from '#common/tracked-ads/ad-counts';
import type { Db } from '../../db/client';
import { trackedAdCounts, trackedAdPhotos, trackedAds } from '../../db/schema';

export type TrackedAdRow = typeof trackedAds.$inferSelect;
export type NewTrackedAdRow = typeof trackedAds.$inferInsert;
/** An ad with when its photo last changed (null: no photo); never the photo bytes. */
export type AdRow = TrackedAdRow & { photoUpdatedAt: Date | null };

export interface AdCursor {
  createdAt: Date;
  id: number;
}

/**
 * Whose ads: only some members (a member filter), or everyone's but the members whose ads the
 * viewer may not see. The second keeps the query a plain walk down (family, created_at, id):
 * listing every visible member instead makes PostgreSQL sort the whole family's ads.
 */
export type AdMembers = { only: number[] } | { except: number[] };

export interface AdQuery {
  familyId: number;
  members: AdMembers;
  days?: number;
  q?: string;
  cursor?: AdCursor;
  limit: number;
}

const adColumns = {
  id: trackedAds.id,
  familyAccountId: trackedAds.familyAccountId,
  familyMemberId: trackedAds.familyMemberId,
  createdByUserId: trackedAds.createdByUserId,
  categoryId: trackedAds.categoryId,
  title: trackedAds.title,
  description: trackedAds.description,
  priceRange: trackedAds.priceRange,
  platform: trackedAds.platform,
  url: trackedAds.url,
  advertiser: trackedAds.advertiser,
  metadata: trackedAds.metadata,
  createdAt: trackedAds.createdAt,
  photoUpdatedAt: trackedAdPhotos.updatedAt,
};

/** `%` and `_` typed into the search box are searched for, not wildcards. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createTrackedAdsRepository(db: Db) {
  return {
    /** Writes that belong together (an ad, its photo and what it taught GiftLens) happen at once. */
    transaction<T>(work: () => Promise<T>): Promise<T> {
      return db.transaction(() => work());
    },

    async insertAd(values: NewTrackedAdRow): Promise<TrackedAdRow> {
      const [row] = await db.insert(trackedAds).values(values).returning();
      if (!row) throw new Error('tracked ad insert returned nothing');
      return row;
    },

    async insertPhoto(adId: number, mime: string, data: Buffer) {
      const [row] = await db
        .insert(trackedAdPhotos)
        .values({ adId, mime, data })
        .returning({ updatedAt: trackedAdPhotos.updatedAt });
      return row?.updatedAt ?? null;
    },

    /**
     * One page of ads, newest first, read through (family, created_at, id) or (member,
     * created_at, id) backwards: the cursor is the last row of the previous page, so a page
     * costs the same on the first and the five-hundredth.
     */
    page(query: AdQuery): Promise<AdRow[]> {
      const { members } = query;
      if ('only' in members && members.only.length === 0) return Promise.resolve([]);
      const conditions: Array<SQL | undefined> = [
        eq(trackedAds.familyAccountId, query.familyId),
        'only' in members
          ? members.only.length === 1
            ? eq(trackedAds.familyMemberId, members.only[0] as number)
            : inArray(trackedAds.familyMemberId, members.only)
          : members.except.length > 0
            ? notInArray(trackedAds.familyMemberId, members.except)
            : undefined,
      ];
      if (query.days) {
        conditions.push(gte(trackedAds.createdAt, sql`now() - make_interval(days => ${query.days})`));
      }
      if (query.q) {
        const pattern = likePattern(query.q);
        conditions.push(
          or(
            ilike(trackedAds.title, pattern),
            ilike(trackedAds.description, pattern),
            ilike(trackedAds.advertiser, pattern),
          ),
        );
      }
      if (query.cursor) {
        conditions.push(
          sql`(${trackedAds.createdAt}, ${trackedAds.id}) < (${query.cursor.createdAt.toISOString()}::timestamptz, ${query.cursor.id})`,
        );
      }
      return db
        .select(adColumns)
        .from(trackedAds)
        .leftJoin(trackedAdPhotos, eq(trackedAdPhotos.adId, trackedAds.id))
        .where(and(...conditions))
        .orderBy(desc(trackedAds.createdAt), desc(trackedAds.id))
        .limit(query.limit);
    },

    async findAd(adId: number): Promise<AdRow | undefined> {
      const [row] = await db
        .select(adColumns)
        .from(trackedAds)
        .leftJoin(trackedAdPhotos, eq(trackedAdPhotos.adId, trackedAds.id))
        .where(eq(trackedAds.id, adId));
      return row;
    },

    /** Adds the ad to (or, with -1, takes it from) the counters /analytics reads. */
    async changeCounts(target: { familyId: number; memberId: number }, keys: AdCountKey[], delta: 1 | -1) {
      if (keys.length === 0) return;
      if (delta === 1) {
        await db
          .insert(trackedAdCounts)
          .values(
            keys.map((k) => ({
              familyAccountId: target.familyId,
              familyMemberId: target.memberId,
              dimension: k.dimension,
              key: k.key,
              label: k.label,
              adCount: 1,
            })),
          )
          .onConflictDoUpdate({
            target: [trackedAdCounts.familyMemberId, trackedAdCounts.dimension, trackedAdCounts.key],
            // The latest spelling of an advertiser is the one shown.
            set: { adCount: sql`${trackedAdCounts.adCount} + 1`, label: sql`excluded.label` },
          });
        return;
      }
      const mine = and(
        eq(trackedAdCounts.familyAccountId, target.familyId),
        eq(trackedAdCounts.familyMemberId, target.memberId),
      );
      const pairs = sql.join(
        keys.map((k) => sql`(${k.dimension}, ${k.key})`),
        sql`, `,
      );
      await db
        .update(trackedAdCounts)
        .set({ adCount: sql`${trackedAdCounts.adCount} - 1` })
        .where(and(mine, sql`(${trackedAdCounts.dimension}, ${trackedAdCounts.key}) in (${pairs})`));
      await db.delete(trackedAdCounts).where(and(mine, lte(trackedAdCounts.adCount, 0)));
    },

    /** The ad as stored, locked until the transaction ends (an edit undoes what it counted). */
    async lockAd(adId: number, familyId: number): Promise<TrackedAdRow | undefined> {
      const [row] = await db
        .select()
        .from(trackedAds)
        .where(and(eq(trackedAds.id, adId), eq(trackedAds.familyAccountId, familyId)))
        .for('update');
      return row;
    },

    async updateAd(
      adId: number,
      familyId: number,
      values: Omit<Partial<NewTrackedAdRow>, 'id' | 'familyAccountId' | 'familyMemberId' | 'createdAt'>,
    ): Promise<TrackedAdRow> {
      const [row] = await db
        .update(trackedAds)
        .set(values)
        .where(and(eq(trackedAds.id, adId), eq(trackedAds.familyAccountId, familyId)))
        .returning();
      if (!row) throw new Error('tracked ad update returned nothing');
      return row;
    },

    async deleteAd(adId: number, familyId: number) {
      const deleted = await db
        .delete(trackedAds)
        .where(and(eq(trackedAds.id, adId), eq(trackedAds.familyAccountId, familyId)))
        .returning({ id: trackedAds.id });
      return deleted.length > 0;
    },

    async findPhoto(adId: number, familyId: number) {
      const [row] = await db
        .select({ mime: trackedAdPhotos.mime, data: trackedAdPhotos.data })
        .from(trackedAdPhotos)
        .innerJoin(trackedAds, eq(trackedAds.id, trackedAdPhotos.adId))
        .where(and(eq(trackedAds.id, adId), eq(trackedAds.familyAccountId, familyId)));
      return row;
    },
  };
}

export type TrackedAdsRepository = ReturnType<typeof createTrackedAdsRepository>;
