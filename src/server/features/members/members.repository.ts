import { and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { MemberPrivacyPatch } from '../../../common/members';
import type { Db } from '../../db/client';
import { familyMembers, familyMemberships, memberPhotos, userActiveFamily, users } from '../../db/schema';

export type MemberRow = typeof familyMembers.$inferSelect & { photoUpdatedAt: Date | null };
export type NewMemberRow = typeof familyMembers.$inferInsert;
export type MemberChanges = Partial<Omit<NewMemberRow, 'id' | 'familyAccountId' | 'createdAt'>>;

/** Member columns plus when its photo last changed; never the photo bytes. */
const memberWithPhotoStamp = { ...getTableColumns(familyMembers), photoUpdatedAt: memberPhotos.updatedAt };

export function createMembersRepository(db: Db) {
  const selectMembers = (where: SQL | undefined) =>
    db
      .select(memberWithPhotoStamp)
      .from(familyMembers)
      .leftJoin(memberPhotos, eq(memberPhotos.memberId, familyMembers.id))
      .where(where)
      .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id));

  // The member list is read on every family page: prepared once (see bench/family-reads.mjs).
  const membersOfFamily = db
    .select(memberWithPhotoStamp)
    .from(familyMembers)
    .leftJoin(memberPhotos, eq(memberPhotos.memberId, familyMembers.id))
    .where(eq(familyMembers.familyAccountId, sql.placeholder('familyId')))
    .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id))
    .prepare('members_of_family');

  return {
    listMembers(familyId: number): Promise<MemberRow[]> {
      return membersOfFamily.execute({ familyId });
    },

    /** With a family id, only a member of that family is found. */
    async findMember(memberId: number, familyId?: number): Promise<MemberRow | undefined> {
      const [row] = await selectMembers(
        and(
          eq(familyMembers.id, memberId),
          familyId === undefined ? undefined : eq(familyMembers.familyAccountId, familyId),
        ),
      );
      return row;
    },

    /** The members of the user's active family, while they still belong to it. */
    listActiveFamilyMembers(userId: number) {
      return db
        .select({ id: familyMembers.id, name: familyMembers.name, relationship: familyMembers.relationship })
        .from(userActiveFamily)
        .innerJoin(
          familyMemberships,
          and(
            eq(familyMemberships.familyAccountId, userActiveFamily.familyAccountId),
            eq(familyMemberships.userId, userActiveFamily.userId),
          ),
        )
        .innerJoin(familyMembers, eq(familyMembers.familyAccountId, userActiveFamily.familyAccountId))
        .where(eq(userActiveFamily.userId, userId))
        .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id));
    },

    async insertMember(values: NewMemberRow) {
      const [row] = await db.insert(familyMembers).values(values).returning({ id: familyMembers.id });
      if (!row) throw new Error('member insert returned nothing');
      return row.id;
    },

    async updateMember(memberId: number, familyId: number, changes: MemberChanges) {
      await db
        .update(familyMembers)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(familyMembers.id, memberId), eq(familyMembers.familyAccountId, familyId)));
    },

    /** Merges in one statement, so two people changing different flags both land. */
    async mergePrivacy(memberId: number, familyId: number, patch: MemberPrivacyPatch) {
      const [row] = await db
        .update(familyMembers)
        .set({
          privacy: sql`${familyMembers.privacy} || ${JSON.stringify(patch)}::jsonb`,
          updatedAt: new Date(),
        })
        .where(and(eq(familyMembers.id, memberId), eq(familyMembers.familyAccountId, familyId)))
        .returning({ privacy: familyMembers.privacy });
      return row?.privacy;
    },

    /**
     * Removes the record; when it belongs to a user, their membership of this family (and
     * the family as their active one) goes with it, all or nothing.
     */
    deleteMember(member: { id: number; familyAccountId: number; userId: number | null }) {
      return db.transaction(async (tx) => {
        await tx.delete(familyMembers).where(eq(familyMembers.id, member.id));
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

    async findPhoto(memberId: number) {
      const [row] = await db.select().from(memberPhotos).where(eq(memberPhotos.memberId, memberId));
      return row;
    },

    async savePhoto(memberId: number, mime: string, data: Buffer) {
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx
          .insert(memberPhotos)
          .values({ memberId, mime, data, updatedAt: now })
          .onConflictDoUpdate({ target: memberPhotos.memberId, set: { mime, data, updatedAt: now } });
        await tx.update(familyMembers).set({ updatedAt: now }).where(eq(familyMembers.id, memberId));
      });
    },

    /** Drops the stored photo and sets the external picture (null: the emoji avatar). */
    async replacePhotoWithUrl(memberId: number, profileImageUrl: string | null) {
      await db.transaction(async (tx) => {
        await tx.delete(memberPhotos).where(eq(memberPhotos.memberId, memberId));
        await tx
          .update(familyMembers)
          .set({ profileImageUrl, updatedAt: new Date() })
          .where(eq(familyMembers.id, memberId));
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
