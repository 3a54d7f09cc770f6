import { and, asc, desc, eq, ilike, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import type { GiftRating } from '#common/gifts/schemas';
import type { Db } from '../../db/client';
import { affiliateClicks, giftIdeaDismissals, giftIdeaRatings, giftIdeas } from '../../db/schema';

export type GiftIdeaRow = typeof giftIdeas.$inferSelect;
export type NewGiftIdeaRow = typeof giftIdeas.$inferInsert;
export interface RatingRow {
  giftIdeaId: number;
  userId: number;
  rating: GiftRating;
}

export interface GiftQuery {
  familyId: number;
  memberIds: number[];
  categoryId?: number;
  q?: string;
  /** Status conditions only on these members' ideas (the viewer may see their status). */
  status?: { value: 'available' | 'considered' | 'purchased'; memberIds: number[] };
  /** Only ideas saved for this occasion, among these members' (the viewer may know the plan). */
  occasion?: { id: number; memberIds: number[] };
  /** Members who are the viewer themself: of theirs, only the ideas they made (canSeeGiftIdea). */
  selfMemberIds?: number[];
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createGiftIdeasRepository(db: Db) {
  /** Remembers the idea as deleted on one side, so that side is not offered it again. */
  const dismiss = (idea: GiftIdeaRow, byMember: boolean) =>
    db
      .insert(giftIdeaDismissals)
      .values({
        familyAccountId: idea.familyAccountId,
        familyMemberId: idea.familyMemberId,
        titleKey: idea.titleKey,
        catalogueId: idea.catalogueId,
        byMember,
      })
      .onConflictDoNothing();

  return {
    transaction<T>(work: () => Promise<T>): Promise<T> {
      return db.transaction(() => work());
    },

    /** Saves a batch; an idea already saved for the member (same title) is skipped. */
    async insertIdeas(rows: NewGiftIdeaRow[]): Promise<GiftIdeaRow[]> {
      if (rows.length === 0) return [];
      return db.insert(giftIdeas).values(rows).onConflictDoNothing().returning();
    },

    /** The ideas the query names, best first (see the order below). */
    list(query: GiftQuery): Promise<GiftIdeaRow[]> {
      if (query.memberIds.length === 0) return Promise.resolve([]);
      const where: Array<SQL | undefined> = [
        eq(giftIdeas.familyAccountId, query.familyId),
        inArray(giftIdeas.familyMemberId, query.memberIds),
      ];
      if (query.selfMemberIds?.length)
        where.push(
          or(notInArray(giftIdeas.familyMemberId, query.selfMemberIds), eq(giftIdeas.byMember, true)),
        );
      if (query.categoryId !== undefined) where.push(eq(giftIdeas.categoryId, query.categoryId));
      if (query.q) {
        const pattern = likePattern(query.q);
        where.push(or(ilike(giftIdeas.title, pattern), ilike(giftIdeas.description, pattern)));
      }
      if (query.occasion) {
        if (query.occasion.memberIds.length === 0) return Promise.resolve([]);
        where.push(inArray(giftIdeas.familyMemberId, query.occasion.memberIds));
        where.push(eq(giftIdeas.occasionId, query.occasion.id));
      }
      if (query.status) {
        if (query.status.memberIds.length === 0) return Promise.resolve([]);
        where.push(inArray(giftIdeas.familyMemberId, query.status.memberIds));
        const { value } = query.status;
        if (value === 'purchased') where.push(eq(giftIdeas.isPurchased, true));
        if (value === 'considered')
          where.push(and(eq(giftIdeas.isConsidered, true), eq(giftIdeas.isPurchased, false)));
        if (value === 'available')
          where.push(and(eq(giftIdeas.isConsidered, false), eq(giftIdeas.isPurchased, false)));
      }
      // Best first: highest confidence, then the newest batch; inside a batch the ids keep the
      // recommender's ranking, so equal confidences stay in the order they were suggested.
      return db
        .select()
        .from(giftIdeas)
        .where(and(...where))
        .orderBy(desc(giftIdeas.aiConfidence), desc(giftIdeas.createdAt), asc(giftIdeas.id))
        .limit(500);
    },

    async find(id: number): Promise<GiftIdeaRow | undefined> {
      const [row] = await db.select().from(giftIdeas).where(eq(giftIdeas.id, id));
      return row;
    },

    /**
     * What the member already has or had deleted: never suggested again. For the member's own
     * request (`bySelf`) only their side counts, so what relatives made or deleted does not
     * change what they are offered.
     */
    async seenFor(familyId: number, memberId: number, bySelf: boolean) {
      const side = (column: typeof giftIdeas.byMember | typeof giftIdeaDismissals.byMember) =>
        bySelf ? eq(column, true) : undefined;
      const ideas = await db
        .select({
          catalogueId: giftIdeas.catalogueId,
          titleKey: giftIdeas.titleKey,
          title: giftIdeas.title,
          batchId: giftIdeas.batchId,
        })
        .from(giftIdeas)
        .where(
          and(
            eq(giftIdeas.familyAccountId, familyId),
            eq(giftIdeas.familyMemberId, memberId),
            side(giftIdeas.byMember),
          ),
        )
        .orderBy(desc(giftIdeas.createdAt), desc(giftIdeas.id));
      const dismissed = await db
        .select({ catalogueId: giftIdeaDismissals.catalogueId, titleKey: giftIdeaDismissals.titleKey })
        .from(giftIdeaDismissals)
        .where(
          and(
            eq(giftIdeaDismissals.familyAccountId, familyId),
            eq(giftIdeaDismissals.familyMemberId, memberId),
            side(giftIdeaDismissals.byMember),
          ),
        );
      return { ideas, dismissed };
    },

    async update(id: number, familyId: number, values: Partial<NewGiftIdeaRow>) {
      const [row] = await db
        .update(giftIdeas)
        .set(values)
        .where(and(eq(giftIdeas.id, id), eq(giftIdeas.familyAccountId, familyId)))
        .returning();
      return row;
    },

    /** Deletes the idea and remembers it (on its side) so it is not suggested again. */
    async remove(idea: GiftIdeaRow) {
      await dismiss(idea, idea.byMember);
      const deleted = await db
        .delete(giftIdeas)
        .where(and(eq(giftIdeas.id, idea.id), eq(giftIdeas.familyAccountId, idea.familyAccountId)))
        .returning({ id: giftIdeas.id });
      return deleted.length > 0;
    },

    /**
     * The member's own idea passes to the relatives' side, marks and ratings with it: the member
     * deleted it, a relative had marked or rated it. False when the relatives already hold one of
     * that title (the caller deletes it then).
     */
    async handOver(idea: GiftIdeaRow) {
      const [twin] = await db
        .select({ id: giftIdeas.id })
        .from(giftIdeas)
        .where(
          and(
            eq(giftIdeas.familyMemberId, idea.familyMemberId),
            eq(giftIdeas.titleKey, idea.titleKey),
            eq(giftIdeas.byMember, false),
          ),
        );
      if (twin) return false;
      await db
        .update(giftIdeas)
        .set({ byMember: false })
        .where(and(eq(giftIdeas.id, idea.id), eq(giftIdeas.familyAccountId, idea.familyAccountId)));
      await dismiss(idea, true);
      return true;
    },

    ratingsFor(ideaIds: number[]): Promise<RatingRow[]> {
      if (ideaIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          giftIdeaId: giftIdeaRatings.giftIdeaId,
          userId: giftIdeaRatings.userId,
          rating: giftIdeaRatings.rating,
        })
        .from(giftIdeaRatings)
        .where(inArray(giftIdeaRatings.giftIdeaId, ideaIds));
    },

    async rate(giftIdeaId: number, userId: number, rating: GiftRating) {
      await db
        .insert(giftIdeaRatings)
        .values({ giftIdeaId, userId, rating })
        .onConflictDoUpdate({
          target: [giftIdeaRatings.giftIdeaId, giftIdeaRatings.userId],
          set: { rating, createdAt: new Date() },
        });
    },

    async recordClick(values: typeof affiliateClicks.$inferInsert) {
      await db.insert(affiliateClicks).values(values);
    },
  };
}

export type GiftIdeasRepository = ReturnType<typeof createGiftIdeasRepository>;
