import { and, asc, eq, sql } from 'drizzle-orm';
import type { MemberPrivacyPatch } from '#common/members';
import type { Db } from '../../db/client';
import { familyMembers, familyMemberships, memberPhotos, userActiveFamily, users } from '../../db/schema';
import { activeFamilyMembership, fromMembers, type MemberRow } from '../../lib/access';
import type { DepartureHook } from '../../lib/departures';
import type { ReadCache } from '../../lib/read-cache';

export type NewMemberRow = typeof familyMembers.$inferInsert;
export type MemberChanges = Partial<Omit<NewMemberRow, 'id' | 'familyAccountId' | 'createdAt'>>;

/** Every query that names a member also names its family, so a wrong id never reaches another family. */
const inFamily = (memberId: number, familyId: number) =>
  and(eq(familyMembers.id, memberId), eq(familyMembers.familyAccountId, familyId));

export function createMembersRepository(db: Db, cache?: Pick<ReadCache, 'get'>) {
  // The member list is read on every family page: prepared once, and remembered until a member,
  // a member's photo or a member's account settings change (lib/read-cache.ts,
  // bench/family-reads.mjs).
  const membersOfFamily = fromMembers(db)
    .where(eq(familyMembers.familyAccountId, sql.placeholder('familyId')))
    .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id))
    .prepare('members_of_family');

  return {
    listMembers(familyId: number): Promise<MemberRow[]> {
      const load = () => membersOfFamily.execute({ familyId });
      if (!cache) return load();
      return cache.get(`members:${familyId}`, load, (rows) => [
        `family:${familyId}`,
        ...rows.flatMap((row) => [`member:${row.id}`, ...(row.userId ? [`user:${row.userId}`] : [])]),
      ]);
    },

    async countMembers(familyId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(familyMembers)
        .where(eq(familyMembers.familyAccountId, familyId));
      return row?.n ?? 0;
    },

    /** The members of the user's active family, while they still belong to it. */
    listActiveFamilyMembers(userId: number) {
      return db
        .select({ id: familyMembers.id, name: familyMembers.name, relationship: familyMembers.relationship })
        .from(userActiveFamily)
        .innerJoin(familyMemberships, activeFamilyMembership)
        .innerJoin(familyMembers, eq(familyMembers.familyAccountId, userActiveFamily.familyAccountId))
        .where(eq(userActiveFamily.userId, userId))
        .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id));
    },

    /** Runs writes that belong together (a record and what it says about the member) at once. */
    transaction<T>(work: () => Promise<T>): Promise<T> {
      return db.transaction(() => work());
    },

    /** The stored row, as the insert returned it: no second read that could fail after the write. */
    async insertMember(values: NewMemberRow): Promise<MemberRow> {
      const [row] = await db.insert(familyMembers).values(values).returning();
      if (!row) throw new Error('member insert returned nothing');
      return { ...row, photoUpdatedAt: null, accountProfileVisible: null };
    },

    /** The row as updated; the photo stamp and account setting are the caller's (updates never touch them). */
    async updateMember(
      memberId: number,
      familyId: number,
      changes: MemberChanges,
      unchanged: Pick<MemberRow, 'photoUpdatedAt' | 'accountProfileVisible'>,
    ) {
      const [row] = await db
        .update(familyMembers)
        .set({ ...changes, updatedAt: new Date() })
        .where(inFamily(memberId, familyId))
        .returning();
      return row
        ? {
            ...row,
            photoUpdatedAt: unchanged.photoUpdatedAt,
            accountProfileVisible: unchanged.accountProfileVisible,
          }
        : undefined;
    },

    /** Merges in one statement, so two people changing different flags both land. */
    async mergePrivacy(memberId: number, familyId: number, patch: MemberPrivacyPatch) {
      const [row] = await db
        .update(familyMembers)
        .set({
          privacy: sql`${familyMembers.privacy} || ${JSON.stringify(patch)}::jsonb`,
          updatedAt: new Date(),
        })
        .where(inFamily(memberId, familyId))
        .returning({ privacy: familyMembers.privacy });
      return row?.privacy;
    },

    /**
     * Removes the record; when it belongs to a user, their membership of this family (and
     * the family as their active one) goes with it, all or nothing, and `depart` runs first,
     * while the record is still there (exchanges mended, pledges released; decision 0033).
     */
    deleteMember(
      member: { id: number; familyAccountId: number; userId: number | null },
      depart?: DepartureHook,
    ) {
      return db.transaction(async (tx) => {
        if (member.userId !== null)
          await depart?.(tx, [
            { familyId: member.familyAccountId, memberId: member.id, userId: member.userId },
          ]);
        await tx.delete(familyMembers).where(inFamily(member.id, member.familyAccountId));
        if (member.userId === null) return;
        await tx
          .delete(familyMemberships)
          .where(
            and(
              eq(familyMemberships.familyAccountId, member.familyAccountId),
              eq(familyMemberships.userId, member.userId),
            ),
          );
        await tx
          .delete(userActiveFamily)
          .where(
            and(
              eq(userActiveFamily.userId, member.userId),
              eq(userActiveFamily.familyAccountId, member.familyAccountId),
            ),
          );
      });
    },

    async findPhoto(memberId: number, familyId: number) {
      const [row] = await db
        .select({ mime: memberPhotos.mime, data: memberPhotos.data })
        .from(memberPhotos)
        .innerJoin(familyMembers, eq(familyMembers.id, memberPhotos.memberId))
        .where(inFamily(memberId, familyId));
      return row;
    },

    async savePhoto(memberId: number, familyId: number, mime: string, data: Buffer) {
      const now = new Date();
      await db.transaction(async (tx) => {
        const [owned] = await tx
          .update(familyMembers)
          .set({ updatedAt: now })
          .where(inFamily(memberId, familyId))
          .returning({ id: familyMembers.id });
        if (!owned) return;
        await tx
          .insert(memberPhotos)
          .values({ memberId, mime, data, updatedAt: now })
          .onConflictDoUpdate({ target: memberPhotos.memberId, set: { mime, data, updatedAt: now } });
      });
    },

    /** Drops the stored photo and sets the external picture (null: the emoji avatar). */
    async replacePhotoWithUrl(memberId: number, familyId: number, profileImageUrl: string | null) {
      await db.transaction(async (tx) => {
        const [owned] = await tx
          .update(familyMembers)
          .set({ profileImageUrl, updatedAt: new Date() })
          .where(inFamily(memberId, familyId))
          .returning({ id: familyMembers.id });
        if (owned) await tx.delete(memberPhotos).where(eq(memberPhotos.memberId, owned.id));
      });
    },

    async findUserPicture(userId: number) {
      const [row] = await db
        .select({ profileImageUrl: users.profileImageUrl })
        .from(users)
        .where(eq(users.id, userId));
      return row?.profileImageUrl ?? null;
    },
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;
