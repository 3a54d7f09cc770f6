import { and, asc, desc, eq, getTableColumns, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { FamilyRole } from '#common/families';
import type { Db } from '../../db/client';
import {
  familyAccounts,
  familyMembers,
  familyMemberships,
  memberPhotos,
  userActiveFamily,
  userConsents,
  userSettings,
} from '../../db/schema';
import type { ReadCache } from '../read-cache';

export type FamilyRow = typeof familyAccounts.$inferSelect;
export type MemberRow = typeof familyMembers.$inferSelect & {
  photoUpdatedAt: Date | null;
  /** The account's own "profile visible" setting (null: no account, or no settings row). */
  accountProfileVisible: boolean | null;
};
export type MemberFactsRow = Pick<
  MemberRow,
  | 'id'
  | 'familyAccountId'
  | 'name'
  | 'relationship'
  | 'userId'
  | 'createdByUserId'
  | 'age'
  | 'privacy'
  | 'accountProfileVisible'
  | 'claimedByUserId'
>;

/**
 * Member columns plus when its photo last changed (never the photo bytes) and, for a user's
 * own record, their account-wide profile visibility. Select them `fromMembers`.
 */
export const memberColumns = {
  ...getTableColumns(familyMembers),
  photoUpdatedAt: memberPhotos.updatedAt,
  accountProfileVisible: userSettings.profileVisible,
};

/** family_members with what memberColumns reads beside it. */
export function fromMembers(db: Db) {
  return db
    .select(memberColumns)
    .from(familyMembers)
    .leftJoin(memberPhotos, eq(memberPhotos.memberId, familyMembers.id))
    .leftJoin(userSettings, eq(userSettings.userId, familyMembers.userId));
}

/** Joins the user's stored active family to their membership of it: no row once they have left it. */
export const activeFamilyMembership = and(
  eq(familyMemberships.familyAccountId, userActiveFamily.familyAccountId),
  eq(familyMemberships.userId, userActiveFamily.userId),
);

/** The family's records without an account that `also` leaves, as offered to someone joining. */
export const recordsWithoutAccount = (db: Db, familyId: number, also: SQL | undefined) =>
  db
    .select({
      id: familyMembers.id,
      name: familyMembers.name,
      relationship: familyMembers.relationship,
      age: familyMembers.age,
    })
    .from(familyMembers)
    .where(and(eq(familyMembers.familyAccountId, familyId), isNull(familyMembers.userId), also))
    .orderBy(asc(familyMembers.id));

/** The families the user belongs to, by id. */
export async function familyIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: familyMemberships.familyAccountId })
    .from(familyMemberships)
    .where(eq(familyMemberships.userId, userId))
    .orderBy(asc(familyMemberships.familyAccountId));
  return rows.map((r) => r.id);
}

/** Without a read cache every call reads the database. */
const noCache: Pick<ReadCache, 'get'> = { get: (_key, load) => load() };

/**
 * The queries every family-scoped request runs first: prepared once, and remembered between
 * requests until a trigger announces a change to what they read (lib/read-cache.ts,
 * bench/family-reads.mjs).
 */
export function createAccessRepository(db: Db, cache: Pick<ReadCache, 'get'> = noCache) {
  const familyForViewer = db
    .select({ family: familyAccounts, role: familyMemberships.role })
    .from(familyAccounts)
    .innerJoin(familyMemberships, eq(familyMemberships.familyAccountId, familyAccounts.id))
    .where(
      and(
        eq(familyAccounts.id, sql.placeholder('familyId')),
        eq(familyMemberships.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('access_family_for_viewer');

  const activeFamilyForViewer = db
    .select({ family: familyAccounts, role: familyMemberships.role })
    .from(userActiveFamily)
    .innerJoin(familyMemberships, activeFamilyMembership)
    .innerJoin(familyAccounts, eq(familyAccounts.id, userActiveFamily.familyAccountId))
    .where(eq(userActiveFamily.userId, sql.placeholder('userId')))
    .prepare('access_active_family_for_viewer');

  // What every family-wide read of members' data needs to decide whose data the viewer may see.
  const membersOfFamily = db
    .select({
      id: familyMembers.id,
      familyAccountId: familyMembers.familyAccountId,
      name: familyMembers.name,
      relationship: familyMembers.relationship,
      userId: familyMembers.userId,
      createdByUserId: familyMembers.createdByUserId,
      age: familyMembers.age,
      privacy: familyMembers.privacy,
      claimedByUserId: familyMembers.claimedByUserId,
      accountProfileVisible: userSettings.profileVisible,
    })
    .from(familyMembers)
    .leftJoin(userSettings, eq(userSettings.userId, familyMembers.userId))
    .where(eq(familyMembers.familyAccountId, sql.placeholder('familyId')))
    .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id))
    .prepare('access_members_of_family');

  const selectMember = (where: SQL | undefined) => fromMembers(db).where(where);

  return {
    /** The family with the viewer's role in it; nothing when they are not a member. */
    async familyForViewer(
      familyId: number,
      userId: number,
    ): Promise<{ family: FamilyRow; role: FamilyRole } | undefined> {
      return cache.get(
        `family-for-viewer:${familyId}:${userId}`,
        async () => (await familyForViewer.execute({ familyId, userId }))[0],
        () => [`family:${familyId}`, `user:${userId}`],
      );
    },

    /** The stored active family with the viewer's role, while they still belong to it. */
    async activeFamilyForViewer(
      userId: number,
    ): Promise<{ family: FamilyRow; role: FamilyRole } | undefined> {
      return cache.get(
        `active-family-for-viewer:${userId}`,
        async () => (await activeFamilyForViewer.execute({ userId }))[0],
        (row) => [`family:${row.family.id}`, `user:${userId}`],
      );
    },

    /** Every family the user belongs to, with their role in it. */
    familiesOfViewer(userId: number): Promise<Array<{ family: FamilyRow; role: FamilyRole }>> {
      return db
        .select({ family: familyAccounts, role: familyMemberships.role })
        .from(familyMemberships)
        .innerJoin(familyAccounts, eq(familyAccounts.id, familyMemberships.familyAccountId))
        .where(eq(familyMemberships.userId, userId))
        .orderBy(asc(familyMemberships.createdAt), asc(familyMemberships.id));
    },

    /** The settings of these users that decide what others see; users without a row are left out. */
    userSettingsOf(userIds: number[]) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          userId: userSettings.userId,
          activityVisible: userSettings.activityVisible,
          profileVisible: userSettings.profileVisible,
        })
        .from(userSettings)
        .where(inArray(userSettings.userId, userIds));
    },

    /** The family's members, in the order they were added, with the facts access rules read. */
    membersOfFamily(familyId: number): Promise<MemberFactsRow[]> {
      return cache.get(
        `members-of-family:${familyId}`,
        () => membersOfFamily.execute({ familyId }),
        // A member's account settings decide what the family sees of them.
        (rows) => [
          `family:${familyId}`,
          ...rows.flatMap((row) => (row.userId ? [`user:${row.userId}`] : [])),
        ],
      );
    },

    /** The user's latest cookie choice, whatever its policy version. */
    async latestConsent(userId: number) {
      const [row] = await db
        .select()
        .from(userConsents)
        .where(eq(userConsents.userId, userId))
        .orderBy(desc(userConsents.decidedAt), desc(userConsents.id))
        .limit(1);
      return row;
    },

    /** With a family id, only a member of that family is found. */
    async findMember(memberId: number, familyId?: number): Promise<MemberRow | undefined> {
      const [row] = await selectMember(
        and(
          eq(familyMembers.id, memberId),
          familyId === undefined ? undefined : eq(familyMembers.familyAccountId, familyId),
        ),
      );
      return row;
    },
  };
}
