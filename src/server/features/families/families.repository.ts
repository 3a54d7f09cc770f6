import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FamilyPrivacyPatch, FamilyRole } from '#common/families';
import type { Db } from '../../db/client';
import {
  familyAccounts,
  familyInvites,
  familyMembers,
  familyMemberships,
  userActiveFamily,
  users,
} from '../../db/schema';

export type { FamilyRow } from '../../lib/access';
export type MembershipRow = typeof familyMemberships.$inferSelect;
export type MemberRow = typeof familyMembers.$inferSelect;
export type NewMember = Omit<
  typeof familyMembers.$inferInsert,
  'id' | 'familyAccountId' | 'createdAt' | 'updatedAt'
>;

function makeActive(tx: Db, userId: number, familyId: number) {
  const now = new Date();
  return tx
    .insert(userActiveFamily)
    .values({ userId, familyAccountId: familyId, updatedAt: now })
    .onConflictDoUpdate({
      target: userActiveFamily.userId,
      set: { familyAccountId: familyId, updatedAt: now },
    });
}

async function addMember(
  tx: Db,
  familyId: number,
  userId: number,
  role: FamilyRole,
  member: NewMember,
): Promise<{ membership: MembershipRow; member: MemberRow }> {
  const [membership] = await tx
    .insert(familyMemberships)
    .values({ userId, familyAccountId: familyId, role, permissions: [] })
    .returning();
  const [record] = await tx
    .insert(familyMembers)
    .values({ ...member, familyAccountId: familyId })
    .returning();
  if (!membership || !record) throw new Error('membership insert returned nothing');
  await makeActive(tx, userId, familyId);
  return { membership, member: record };
}

export function createFamiliesRepository(db: Db) {
  // Run on every family request: prepared once (see bench/family-reads.mjs).
  const membershipOf = db
    .select()
    .from(familyMemberships)
    .where(
      and(
        eq(familyMemberships.familyAccountId, sql.placeholder('familyId')),
        eq(familyMemberships.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('families_membership_of');
  const familiesOf = db
    .select({ family: familyAccounts, membership: familyMemberships })
    .from(familyMemberships)
    .innerJoin(familyAccounts, eq(familyAccounts.id, familyMemberships.familyAccountId))
    .where(eq(familyMemberships.userId, sql.placeholder('userId')))
    .orderBy(asc(familyMemberships.createdAt), asc(familyMemberships.id))
    .prepare('families_of_user');
  return {
    /** The name of the owner's own record in their family (what the family calls them). */
    async ownerName(familyId: number, ownerId: number) {
      const [row] = await db
        .select({ name: familyMembers.name })
        .from(familyMembers)
        .where(and(eq(familyMembers.familyAccountId, familyId), eq(familyMembers.userId, ownerId)));
      return row?.name;
    },

    /** The icons and colours the family's members use, to give a joiner a distinct look. */
    memberAppearances(familyId: number) {
      return db
        .select({ icon: familyMembers.icon, color: familyMembers.color })
        .from(familyMembers)
        .where(eq(familyMembers.familyAccountId, familyId));
    },

    async countOwnedBy(userId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(familyAccounts)
        .where(eq(familyAccounts.ownerId, userId));
      return row?.n ?? 0;
    },

    async findFamilyByInviteCode(inviteCode: string) {
      const [row] = await db.select().from(familyAccounts).where(eq(familyAccounts.inviteCode, inviteCode));
      return row;
    },

    async findMembership(familyId: number, userId: number) {
      const [row] = await membershipOf.execute({ familyId, userId });
      return row;
    },

    /** The user's families with their membership, oldest membership first. */
    listFamiliesOf(userId: number) {
      return familiesOf.execute({ userId });
    },

    /** Creates the family, the owner's membership and own member record, and makes it active. */
    createFamily(
      family: Pick<typeof familyAccounts.$inferInsert, 'name' | 'description' | 'inviteCode' | 'settings'>,
      ownerId: number,
      ownMember: NewMember,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(familyAccounts)
          .values({ ...family, ownerId })
          .returning();
        if (!row) throw new Error('family insert returned nothing');
        await addMember(tx, row.id, ownerId, 'owner', ownMember);
        return row;
      });
    },

    async updateDetails(familyId: number, details: { name: string; description?: string | null }) {
      const [row] = await db
        .update(familyAccounts)
        .set({ ...details, updatedAt: new Date() })
        .where(eq(familyAccounts.id, familyId))
        .returning();
      return row;
    },

    /** Merges the given flags into the stored ones in one statement, so concurrent edits both land. */
    async mergePrivacy(familyId: number, patch: FamilyPrivacyPatch) {
      const [row] = await db
        .update(familyAccounts)
        .set({
          settings: sql`jsonb_set(${familyAccounts.settings}, '{privacy}', coalesce(${familyAccounts.settings} -> 'privacy', '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb)`,
          updatedAt: new Date(),
        })
        .where(eq(familyAccounts.id, familyId))
        .returning();
      return row;
    },

    async setInviteCode(familyId: number, inviteCode: string) {
      const [row] = await db
        .update(familyAccounts)
        .set({ inviteCode, updatedAt: new Date() })
        .where(eq(familyAccounts.id, familyId))
        .returning();
      return row;
    },

    /**
     * Membership, the joiner's own member record and their active family, all or nothing;
     * the family's pending e-mail invites to the joiner (join or account e-mail) are used up.
     */
    join(
      familyId: number,
      userId: number,
      member: NewMember,
      withMember?: (tx: Db, record: MemberRow) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const added = await addMember(tx, familyId, userId, 'member', member);
        await withMember?.(tx, added.member);
        await tx
          .update(familyInvites)
          .set({ status: 'accepted', usesRemaining: 0 })
          .where(
            and(
              eq(familyInvites.familyAccountId, familyId),
              eq(familyInvites.status, 'pending'),
              sql`lower(${familyInvites.invitedEmail}) in (lower(${member.email ?? ''}), (select lower(${users.email}) from ${users} where ${users.id} = ${userId}))`,
            ),
          );
        return added;
      });
    },

    /** The stored active family, only while the user still belongs to it. */
    async findActiveFamily(userId: number) {
      const [row] = await db
        .select({ family: familyAccounts })
        .from(userActiveFamily)
        .innerJoin(
          familyMemberships,
          and(
            eq(familyMemberships.familyAccountId, userActiveFamily.familyAccountId),
            eq(familyMemberships.userId, userActiveFamily.userId),
          ),
        )
        .innerJoin(familyAccounts, eq(familyAccounts.id, userActiveFamily.familyAccountId))
        .where(eq(userActiveFamily.userId, userId));
      return row?.family;
    },

    async setActiveFamily(userId: number, familyId: number) {
      await makeActive(db, userId, familyId);
    },

    listMemberships(familyId: number) {
      return db
        .select()
        .from(familyMemberships)
        .where(eq(familyMemberships.familyAccountId, familyId))
        .orderBy(asc(familyMemberships.createdAt), asc(familyMemberships.id));
    },

    /** Every membership of every family the user belongs to. */
    listMembershipsAcrossFamiliesOf(userId: number) {
      const mine = db
        .select({ familyId: familyMemberships.familyAccountId })
        .from(familyMemberships)
        .where(eq(familyMemberships.userId, userId));
      return db
        .select()
        .from(familyMemberships)
        .where(inArray(familyMemberships.familyAccountId, mine))
        .orderBy(
          asc(familyMemberships.familyAccountId),
          asc(familyMemberships.createdAt),
          asc(familyMemberships.id),
        );
    },
  };
}

export type FamiliesRepository = ReturnType<typeof createFamiliesRepository>;
