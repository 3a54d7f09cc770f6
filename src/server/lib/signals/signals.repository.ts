import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SignalSource } from '#common/signals/weights';
import type { Db } from '../../db/client';
import { memberSignals } from '../../db/schema';

export type SignalRow = typeof memberSignals.$inferSelect;
export type NewSignalRow = typeof memberSignals.$inferInsert;

export function createSignalsRepository(db: Db) {
  const ofMember = db
    .select()
    .from(memberSignals)
    .where(
      and(
        eq(memberSignals.familyMemberId, sql.placeholder('memberId')),
        eq(memberSignals.familyAccountId, sql.placeholder('familyId')),
      ),
    )
    .orderBy(asc(memberSignals.id))
    .prepare('signals_of_member');

  return {
    listForMember(familyId: number, memberId: number): Promise<SignalRow[]> {
      return ofMember.execute({ familyId, memberId });
    },

    /** The signals of several members of one family, for family-wide views. */
    listForMembers(familyId: number, memberIds: number[]): Promise<SignalRow[]> {
      if (memberIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(memberSignals)
        .where(
          and(eq(memberSignals.familyAccountId, familyId), inArray(memberSignals.familyMemberId, memberIds)),
        )
        .orderBy(asc(memberSignals.id));
    },

    /**
     * Replaces what one source said about a member, in one transaction: the rows of that
     * source (and source id, or the member's source-wide rows when it is null) go, the new ones come.
     */
    async replace(
      tx: Db,
      where: { familyId: number; memberId: number; source: SignalSource; sourceId: number | null },
      rows: NewSignalRow[],
    ) {
      await tx
        .delete(memberSignals)
        .where(
          and(
            eq(memberSignals.familyAccountId, where.familyId),
            eq(memberSignals.familyMemberId, where.memberId),
            eq(memberSignals.source, where.source),
            where.sourceId === null
              ? isNull(memberSignals.sourceId)
              : eq(memberSignals.sourceId, where.sourceId),
          ),
        );
      if (rows.length > 0) await tx.insert(memberSignals).values(rows);
    },

    /** Adds rows without touching what is there (an import growing file by file). */
    async insert(tx: Db, rows: NewSignalRow[]) {
      if (rows.length > 0) await tx.insert(memberSignals).values(rows);
    },

    /** Forgets everything one source taught GiftLens (a deleted tracked ad, import, idea…). */
    removeSource(tx: Db, familyId: number, source: SignalSource, sourceId: number) {
      return tx
        .delete(memberSignals)
        .where(
          and(
            eq(memberSignals.familyAccountId, familyId),
            eq(memberSignals.source, source),
            eq(memberSignals.sourceId, sourceId),
          ),
        );
    },

    async hasSource(familyId: number, memberId: number, sources: SignalSource[]) {
      const [row] = await db
        .select({ id: memberSignals.id })
        .from(memberSignals)
        .where(
          and(
            eq(memberSignals.familyAccountId, familyId),
            eq(memberSignals.familyMemberId, memberId),
            inArray(memberSignals.source, sources),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
  };
}
