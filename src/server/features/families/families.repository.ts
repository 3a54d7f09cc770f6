import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FamilyPrivacyPatch } from '#common/families';
import type { Db } from '../../db/client';
import { familyAccounts, familyMembers, familyMemberships, userActiveFamily } from '../../db/schema';
import { activeFamilyMembership } from '../../lib/access';
import type { Departure, DepartureHook } from '../../lib/departures';
import { clearAuthor, familyAuthorColumns } from './families.authors';
import { addMember, joiningQueries, makeActive, type NewMember } from './families.joining';

export type { FamilyRow } from '../../lib/access';
export type { MemberRow, MembershipRow, NewMember } from './families.joining';

/**
 * After the user left `fromFamilyId` (or it was deleted): while their active family was that
 * one, or none, it becomes their oldest other family; without one, they have none.
 */
async function moveActiveFamily(tx: Db, userId: number, fromFamilyId: number) {
  const [active] = await tx
    .select({ familyId: userActiveFamily.familyAccountId })
    .from(userActiveFamily)
    .where(eq(userActiveFamily.userId, userId));
  if (active && active.familyId !== fromFamilyId) return;
  const [next] = await tx
    .select({ familyId: familyMemberships.familyAccountId })
    .from(familyMemberships)
    .where(and(eq(familyMemberships.userId, userId), ne(familyMemberships.familyAccountId, fromFamilyId)))
    .orderBy(asc(familyMemberships.createdAt), asc(familyMemberships.id))
    .limit(1);
  if (next) await makeActive(tx, userId, next.familyId);
  else await tx.delete(userActiveFamily).where(eq(userActiveFamily.userId, userId));
}

/** The family row, locked until the transaction ends: owner-only changes decide on it. */
async function lockFamily(tx: Db, familyId: number) {
  const [row] = await tx.select().from(familyAccounts).where(eq(familyAccounts.id, familyId)).for('update');
  return row;
}

const AUTHOR_COLUMNS = familyAuthorColumns();

/** The user's own member records in the family, as the departure hook takes them. */
async function ownRecordsIn(tx: Db, familyId: number, userId: number): Promise<Departure[]> {
  const rows = await tx
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(and(eq(familyMembers.familyAccountId, familyId), eq(familyMembers.userId, userId)));
  return rows.map((r) => ({ familyId, memberId: r.id, userId }));
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

    ...joiningQueries(db),

    /**
     * The user leaves the family, all or nothing; refused ('owner') to its owner. Their own
     * member record goes and the database takes everything about it along (ads, ideas, imports,
     * feed, occasions, photos, signals, counters); so does what its occasions taught another
     * member (an anniversary teaches both). What was theirs alone in the family goes: buy-link
     * clicks, ratings, banner impressions, reminders sent to them, their wishlist claims and
     * pledges. What they added about others
     * stays, with no author (families.authors.ts). Their active family moves on. `depart`
     * runs first, in the same transaction, while their record is still there: exchanges are
     * mended and pledges released (decision 0033).
     */
    leave(
      familyId: number,
      userId: number,
      depart?: DepartureHook,
    ): Promise<'left' | 'owner' | 'not_member'> {
      return db.transaction(async (tx) => {
        const family = await lockFamily(tx, familyId);
        if (!family) return 'not_member';
        if (family.ownerId === userId) return 'owner';
        const left = await tx
          .delete(familyMemberships)
          .where(and(eq(familyMemberships.familyAccountId, familyId), eq(familyMemberships.userId, userId)))
          .returning({ id: familyMemberships.id });
        if (left.length === 0) return 'not_member';
        // Each feature mends and clears its part first (lib/departures: exchanges, claims and
        // pledges, ratings, clicks, impressions, reminders), then the record goes with what the
        // database cascades from it.
        await depart?.(tx, await ownRecordsIn(tx, familyId, userId));
        await tx
          .delete(familyMembers)
          .where(and(eq(familyMembers.familyAccountId, familyId), eq(familyMembers.userId, userId)));
        for (const column of AUTHOR_COLUMNS) await tx.execute(clearAuthor(column, familyId, userId));
        await moveActiveFamily(tx, userId, familyId);
        return 'left';
      });
    },

    /**
     * The roles swap in one transaction: the family's owner, and both memberships. Refused
     * ('not_owner') when the caller no longer owns it, 'not_member' when the new owner has no
     * membership in it.
     */
    transferOwnership(familyId: number, fromUserId: number, toUserId: number) {
      return db.transaction(async (tx) => {
        const family = await lockFamily(tx, familyId);
        if (!family || family.ownerId !== fromUserId) return 'not_owner' as const;
        const promoted = await tx
          .update(familyMemberships)
          .set({ role: 'owner' })
          .where(and(eq(familyMemberships.familyAccountId, familyId), eq(familyMemberships.userId, toUserId)))
          .returning({ id: familyMemberships.id });
        if (promoted.length === 0) return 'not_member' as const;
        await tx
          .update(familyMemberships)
          .set({ role: 'member' })
          .where(
            and(eq(familyMemberships.familyAccountId, familyId), eq(familyMemberships.userId, fromUserId)),
          );
        const [row] = await tx
          .update(familyAccounts)
          .set({ ownerId: toUserId, updatedAt: new Date() })
          .where(eq(familyAccounts.id, familyId))
          .returning();
        if (!row) throw new Error('family update returned nothing');
        return row;
      });
    },

    /**
     * Deletes the family, and by the database's cascades everything in it, when `ownerId` still
     * owns it and `name` is still its name; each member's active family moves on.
     */
    deleteFamily(familyId: number, ownerId: number, name: string) {
      return db.transaction(async (tx) => {
        const family = await lockFamily(tx, familyId);
        if (!family || family.ownerId !== ownerId) return 'not_owner' as const;
        if (family.name !== name) return 'wrong_name' as const;
        const members = await tx
          .select({ userId: familyMemberships.userId })
          .from(familyMemberships)
          .where(eq(familyMemberships.familyAccountId, familyId));
        await tx.delete(familyAccounts).where(eq(familyAccounts.id, familyId));
        for (const { userId } of members) await moveActiveFamily(tx, userId, familyId);
        return 'deleted' as const;
      });
    },

    /** The stored active family, only while the user still belongs to it. */
    async findActiveFamily(userId: number) {
      const [row] = await db
        .select({ family: familyAccounts })
        .from(userActiveFamily)
        .innerJoin(familyMemberships, activeFamilyMembership)
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
