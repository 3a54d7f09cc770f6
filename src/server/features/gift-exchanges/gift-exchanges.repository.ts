import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CreateExchangeData } from '#common/gift-exchanges';
import type { Db } from '../../db/client';
import { giftExchangeExclusions, giftExchangeParticipants, giftExchanges } from '../../db/schema';

export type ExchangeRow = typeof giftExchanges.$inferSelect;
export type ParticipantRow = typeof giftExchangeParticipants.$inferSelect;

/** Gift exchanges, their participants, draws and exclusions: every query names its family. */
export function createGiftExchangesRepository(db: Db) {
  return {
    transaction<T>(work: () => Promise<T>): Promise<T> {
      return db.transaction(() => work());
    },

    async find(id: number): Promise<ExchangeRow | undefined> {
      const [row] = await db.select().from(giftExchanges).where(eq(giftExchanges.id, id));
      return row;
    },

    forFamily(familyId: number): Promise<ExchangeRow[]> {
      return db
        .select()
        .from(giftExchanges)
        .where(eq(giftExchanges.familyAccountId, familyId))
        .orderBy(asc(giftExchanges.id));
    },

    participantsOf(exchangeIds: readonly number[]): Promise<ParticipantRow[]> {
      if (exchangeIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(giftExchangeParticipants)
        .where(inArray(giftExchangeParticipants.exchangeId, [...exchangeIds]))
        .orderBy(asc(giftExchangeParticipants.memberId));
    },

    exclusionsOf(exchangeIds: readonly number[]) {
      if (exchangeIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(giftExchangeExclusions)
        .where(inArray(giftExchangeExclusions.exchangeId, [...exchangeIds]));
    },

    async create(familyId: number, userId: number, data: CreateExchangeData, draw: Map<number, number>) {
      return this.transaction(async () => {
        const [row] = await db
          .insert(giftExchanges)
          .values({
            familyAccountId: familyId,
            title: data.title,
            occasionId: data.occasionId,
            budgetCents: data.budgetCents,
            revealDate: data.revealDate,
            createdByUserId: userId,
          })
          .returning({ id: giftExchanges.id });
        if (!row) throw new Error('exchange insert returned nothing');
        await db.insert(giftExchangeParticipants).values(
          data.participantMemberIds.map((memberId) => ({
            exchangeId: row.id,
            memberId,
            receiverMemberId: draw.get(memberId) ?? null,
          })),
        );
        if (data.exclusions.length > 0)
          await db
            .insert(giftExchangeExclusions)
            .values(data.exclusions.map(([memberA, memberB]) => ({ exchangeId: row.id, memberA, memberB })))
            .onConflictDoNothing();
        return row.id;
      });
    },

    /** A new draw, only if still nobody has opened their match (checked in the same statement). */
    async redraw(exchangeId: number, draw: Map<number, number>): Promise<boolean> {
      return this.transaction(async () => {
        // Every participant row locked, so a match being opened now waits for the new draw (and
        // answers from it) or makes the redraw refuse.
        const rows = await db
          .select({ openedAt: giftExchangeParticipants.openedAt })
          .from(giftExchangeParticipants)
          .where(eq(giftExchangeParticipants.exchangeId, exchangeId))
          .for('update');
        if (rows.some((r) => r.openedAt !== null)) return false;
        for (const [giver, receiver] of draw) {
          await db
            .update(giftExchangeParticipants)
            .set({ receiverMemberId: receiver, matchChangedAt: null })
            .where(
              and(
                eq(giftExchangeParticipants.exchangeId, exchangeId),
                eq(giftExchangeParticipants.memberId, giver),
              ),
            );
        }
        await db.update(giftExchanges).set({ drawnAt: new Date() }).where(eq(giftExchanges.id, exchangeId));
        return true;
      });
    },

    async remove(familyId: number, exchangeId: number) {
      await db
        .delete(giftExchanges)
        .where(and(eq(giftExchanges.id, exchangeId), eq(giftExchanges.familyAccountId, familyId)));
    },

    async open(exchangeId: number, memberId: number) {
      const [row] = await db
        .update(giftExchangeParticipants)
        .set({ openedAt: sql`coalesce(${giftExchangeParticipants.openedAt}, now())` })
        .where(
          and(
            eq(giftExchangeParticipants.exchangeId, exchangeId),
            eq(giftExchangeParticipants.memberId, memberId),
          ),
        )
        .returning();
      return row;
    },
  };
}

export type GiftExchangesRepository = ReturnType<typeof createGiftExchangesRepository>;
