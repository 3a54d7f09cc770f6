import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OccasionData } from '#common/occasions';
import type { Db } from '../../db/client';
import { calendarTokens, familyMembers, familyOccasionSettings, occasions } from '../../db/schema';
import { familyIdsOf } from '../../lib/access';

const other = alias(familyMembers, 'other_member');

/** What an occasion is and when it falls. */
export const occasionDate = {
  kind: occasions.kind,
  title: occasions.title,
  month: occasions.month,
  day: occasions.day,
  year: occasions.year,
  recurring: occasions.recurring,
};

const occasionColumns = {
  id: occasions.id,
  familyAccountId: occasions.familyAccountId,
  familyMemberId: occasions.familyMemberId,
  createdByUserId: occasions.createdByUserId,
  ...occasionDate,
  otherMemberId: occasions.otherMemberId,
  otherMemberName: other.name,
};

export type OccasionRow = {
  id: number;
  familyAccountId: number;
  familyMemberId: number;
  createdByUserId: number | null;
  kind: OccasionData['kind'];
  title: string | null;
  month: number;
  day: number;
  year: number | null;
  recurring: boolean;
  otherMemberId: number | null;
  otherMemberName: string | null;
};

/** Occasions, the family's holiday settings and calendar tokens: every query names its family or user. */
export function createOccasionsRepository(db: Db) {
  const select = () =>
    db
      .select(occasionColumns)
      .from(occasions)
      .leftJoin(
        other,
        and(eq(other.id, occasions.otherMemberId), eq(other.familyAccountId, occasions.familyAccountId)),
      );

  return {
    transaction<T>(work: () => Promise<T>): Promise<T> {
      return db.transaction(() => work());
    },

    async find(id: number): Promise<OccasionRow | undefined> {
      const [row] = await select().where(eq(occasions.id, id));
      return row;
    },

    forMember(familyId: number, memberId: number): Promise<OccasionRow[]> {
      return select()
        .where(and(eq(occasions.familyAccountId, familyId), eq(occasions.familyMemberId, memberId)))
        .orderBy(asc(occasions.month), asc(occasions.day), asc(occasions.id));
    },

    forFamily(familyId: number): Promise<OccasionRow[]> {
      return select().where(eq(occasions.familyAccountId, familyId)).orderBy(asc(occasions.id));
    },

    /** Every occasion of these families (the calendar feed, the reminder check). */
    forFamilies(familyIds: readonly number[]): Promise<OccasionRow[]> {
      if (familyIds.length === 0) return Promise.resolve([]);
      return select()
        .where(inArray(occasions.familyAccountId, [...familyIds]))
        .orderBy(asc(occasions.id));
    },

    /** Whether the member belongs to the family (an anniversary's other member). */
    async memberInFamily(familyId: number, memberId: number) {
      const [row] = await db
        .select({
          name: familyMembers.name,
          age: familyMembers.age,
          relationship: familyMembers.relationship,
        })
        .from(familyMembers)
        .where(and(eq(familyMembers.id, memberId), eq(familyMembers.familyAccountId, familyId)));
      return row;
    },

    async create(familyId: number, memberId: number, userId: number, data: OccasionData) {
      const [row] = await db
        .insert(occasions)
        .values({ ...data, familyAccountId: familyId, familyMemberId: memberId, createdByUserId: userId })
        .returning({ id: occasions.id });
      return row?.id;
    },

    async update(familyId: number, id: number, data: OccasionData) {
      await db
        .update(occasions)
        .set({ ...data, updatedAt: new Date() })
        .where(and(eq(occasions.id, id), eq(occasions.familyAccountId, familyId)));
    },

    async remove(familyId: number, id: number) {
      await db.delete(occasions).where(and(eq(occasions.id, id), eq(occasions.familyAccountId, familyId)));
    },

    /** A birthday with a year keeps the member's age current (the static age is replaced). */
    async setAge(familyId: number, memberId: number, age: number) {
      await db
        .update(familyMembers)
        .set({ age, updatedAt: new Date() })
        .where(
          and(
            eq(familyMembers.id, memberId),
            eq(familyMembers.familyAccountId, familyId),
            sql`${familyMembers.age} is distinct from ${age}`,
          ),
        );
    },

    async settings(familyId: number) {
      const [row] = await db
        .select({
          country: familyOccasionSettings.country,
          timeZone: familyOccasionSettings.timeZone,
          holidays: familyOccasionSettings.holidays,
        })
        .from(familyOccasionSettings)
        .where(eq(familyOccasionSettings.familyAccountId, familyId));
      return row;
    },

    settingsOf(familyIds: readonly number[]) {
      if (familyIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          familyAccountId: familyOccasionSettings.familyAccountId,
          country: familyOccasionSettings.country,
          timeZone: familyOccasionSettings.timeZone,
          holidays: familyOccasionSettings.holidays,
        })
        .from(familyOccasionSettings)
        .where(inArray(familyOccasionSettings.familyAccountId, [...familyIds]));
    },

    async saveSettings(
      familyId: number,
      value: { country: string | null; timeZone: string; holidays: string[] },
    ) {
      await db
        .insert(familyOccasionSettings)
        .values({ familyAccountId: familyId, ...value })
        .onConflictDoUpdate({
          target: familyOccasionSettings.familyAccountId,
          set: { ...value, updatedAt: new Date() },
        });
    },

    async calendarToken(userId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ token: calendarTokens.token })
        .from(calendarTokens)
        .where(eq(calendarTokens.userId, userId));
      return row?.token;
    },

    /** Keeps the token given unless the user has one (two first visits at once agree on one). */
    async ensureCalendarToken(userId: number, token: string): Promise<string> {
      await db
        .insert(calendarTokens)
        .values({ userId, token })
        .onConflictDoNothing({ target: calendarTokens.userId });
      const found = await this.calendarToken(userId);
      if (!found) throw new Error('calendar token vanished');
      return found;
    },

    async rotateCalendarToken(userId: number, token: string) {
      await db
        .insert(calendarTokens)
        .values({ userId, token })
        .onConflictDoUpdate({ target: calendarTokens.userId, set: { token, createdAt: new Date() } });
    },

    /** The families the user belongs to. */
    familiesOf: (userId: number) => familyIdsOf(db, userId),

    async userOfCalendarToken(token: string): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: calendarTokens.userId })
        .from(calendarTokens)
        .where(eq(calendarTokens.token, token));
      return row?.userId;
    },
  };
}

export type OccasionsRepository = ReturnType<typeof createOccasionsRepository>;
