import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  dataDeletionRequests,
  familyAccounts,
  familyInvites,
  familyMembers,
  familyMemberships,
  providerAccounts,
  users,
} from '../../db/schema';
import { familyIdsOf } from '../../lib/access';
import type { DepartureHook } from '../../lib/departures';
import type { Lifecycle } from '../../lib/feature';
import { recordLinkEvent } from '../../lib/link-events';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

export interface Heir {
  userId: number;
  membershipId: number;
  /** Their name in that family (their member record), else their account's name or e-mail. */
  name: string;
  email: string | null;
}

export interface Handover {
  familyId: number;
  familyName: string;
  heir: Heir;
}

/** The member who joined first, other than the leaving owner: the family's next owner. */
async function heirOf(db: Reader, familyId: number, leavingUserId: number): Promise<Heir | null> {
  const [row] = await db
    .select({
      userId: familyMemberships.userId,
      membershipId: familyMemberships.id,
      memberName: familyMembers.name,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(familyMemberships)
    .innerJoin(users, eq(users.id, familyMemberships.userId))
    .leftJoin(
      familyMembers,
      and(
        eq(familyMembers.familyAccountId, familyMemberships.familyAccountId),
        eq(familyMembers.userId, familyMemberships.userId),
      ),
    )
    .where(and(eq(familyMemberships.familyAccountId, familyId), ne(familyMemberships.userId, leavingUserId)))
    .orderBy(asc(familyMemberships.createdAt), asc(familyMemberships.id))
    .limit(1);
  if (!row) return null;
  const accountName = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return {
    userId: row.userId,
    membershipId: row.membershipId,
    name: row.memberName || accountName || row.email || 'A family member',
    email: row.email,
  };
}

/** Every address the account is known by: its own e-mail and each sign-in's, lower-cased. */
async function emailsOf(db: Reader, userId: number): Promise<string[]> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const signIns = await db
    .select({ email: providerAccounts.email })
    .from(providerAccounts)
    .where(eq(providerAccounts.userId, userId));
  const all = [user?.email, ...signIns.map((s) => s.email)].filter((e): e is string => Boolean(e));
  return [...new Set(all.map((e) => e.toLowerCase()))];
}

export function createDeletionRepository(db: Db, lifecycle: Pick<Lifecycle, 'erase'>) {
  const ownedFamilies = (reader: Reader, userId: number) =>
    reader
      .select({ id: familyAccounts.id, name: familyAccounts.name })
      .from(familyAccounts)
      .where(eq(familyAccounts.ownerId, userId))
      .orderBy(asc(familyAccounts.id));

  return {
    emailsOf: (userId: number) => emailsOf(db, userId),

    /** The families the user owns, each with who would take it over (null: it would be deleted). */
    async ownedFamiliesWithHeirs(userId: number) {
      const families = await ownedFamilies(db, userId);
      const result = [];
      for (const family of families) result.push({ ...family, heir: await heirOf(db, family.id, userId) });
      return result;
    },

    /** The families the user belongs to. */
    familyIdsOf: (userId: number) => familyIdsOf(db, userId),

    async counts(userId: number) {
      const [memberships] = await db
        .select({ n: count() })
        .from(familyMemberships)
        .where(eq(familyMemberships.userId, userId));
      const [records] = await db
        .select({ n: count() })
        .from(familyMembers)
        .where(eq(familyMembers.userId, userId));
      return { memberships: memberships?.n ?? 0, ownMemberRecords: records?.n ?? 0 };
    },

    /**
     * Deletes the user, all or nothing. Each family they own first passes to the member who
     * joined first (who becomes its owner) or, with nobody else in it, is deleted with its
     * data. Then each kind of member record erases its part (lib/records: what is about the
     * user's own records goes, with what it taught; what they made about others stays with no
     * author), invites addressed to them go, and the user row: the database cascades to their
     * sessions, sign-ins, settings, memberships, link history and their own member records.
     * Records they created for relatives stay with the family (their creator becomes null).
     * `depart` runs after the handovers, before anything of theirs goes, for each family they
     * stay in until then (exchanges mended, pledges released; decision 0033).
     */
    deleteUser(userId: number, depart?: DepartureHook): Promise<Handover[]> {
      return db.transaction(async (tx) => {
        const handovers: Handover[] = [];
        const families = await ownedFamilies(tx, userId).for('update');
        for (const family of families) {
          const heir = await heirOf(tx, family.id, userId);
          if (!heir) {
            await tx
              .delete(familyAccounts)
              .where(and(eq(familyAccounts.id, family.id), eq(familyAccounts.ownerId, userId)));
            continue;
          }
          await tx
            .update(familyAccounts)
            .set({ ownerId: heir.userId, updatedAt: new Date() })
            .where(eq(familyAccounts.id, family.id));
          await tx
            .update(familyMemberships)
            .set({ role: 'owner' })
            .where(eq(familyMemberships.id, heir.membershipId));
          handovers.push({ familyId: family.id, familyName: family.name, heir });
        }
        const own = await tx
          .select({ familyId: familyMembers.familyAccountId, memberId: familyMembers.id })
          .from(familyMembers)
          .where(eq(familyMembers.userId, userId))
          .orderBy(asc(familyMembers.id));
        await depart?.(
          tx as Db,
          own.map((o) => ({ ...o, userId })),
        );
        await lifecycle.erase(tx as Db, userId);
        const emails = await emailsOf(tx, userId);
        if (emails.length > 0) {
          await tx.delete(familyInvites).where(inArray(sql`lower(${familyInvites.invitedEmail})`, emails));
        }
        await tx.delete(users).where(eq(users.id, userId));
        return handovers;
      });
    },

    async findFacebookSignIn(subject: string) {
      const [row] = await db
        .select({ id: providerAccounts.id, userId: providerAccounts.userId })
        .from(providerAccounts)
        .where(and(eq(providerAccounts.provider, 'facebook'), eq(providerAccounts.subject, subject)));
      if (!row) return undefined;
      const [others] = await db
        .select({ n: count() })
        .from(providerAccounts)
        .where(and(eq(providerAccounts.userId, row.userId), ne(providerAccounts.id, row.id)));
      return { ...row, otherSignIns: others?.n ?? 0 };
    },

    /**
     * Removes a Facebook sign-in and what only it gave: the picture it provided, on the
     * account (replaced by another sign-in's picture when there is one) and on the user's
     * own member records. The removal is recorded like any unlink.
     */
    removeFacebookSignIn(userId: number, accountId: number) {
      return db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(providerAccounts)
          .where(and(eq(providerAccounts.id, accountId), eq(providerAccounts.userId, userId)))
          .returning({ pictureUrl: providerAccounts.pictureUrl });
        if (!removed) return;
        await recordLinkEvent(tx, userId, 'facebook', 'deauthorized');
        if (!removed.pictureUrl) return;
        const replacement = tx
          .select({ url: providerAccounts.pictureUrl })
          .from(providerAccounts)
          .where(and(eq(providerAccounts.userId, userId), sql`${providerAccounts.pictureUrl} is not null`))
          .orderBy(asc(providerAccounts.createdAt))
          .limit(1);
        await tx
          .update(users)
          .set({ profileImageUrl: sql`(${replacement})`, updatedAt: new Date() })
          .where(and(eq(users.id, userId), eq(users.profileImageUrl, removed.pictureUrl)));
        await tx
          .update(familyMembers)
          .set({ profileImageUrl: null, updatedAt: new Date() })
          .where(
            and(eq(familyMembers.userId, userId), eq(familyMembers.profileImageUrl, removed.pictureUrl)),
          );
      });
    },

    async recordDeletionRequest(code: string, outcome: 'account_deleted' | 'link_removed' | 'nothing_found') {
      const [row] = await db
        .insert(dataDeletionRequests)
        .values({ confirmationCode: code, source: 'facebook', outcome, completedAt: new Date() })
        .returning();
      if (!row) throw new Error('deletion request insert returned nothing');
      return row;
    },

    async findDeletionRequest(code: string) {
      const [row] = await db
        .select()
        .from(dataDeletionRequests)
        .where(eq(dataDeletionRequests.confirmationCode, code));
      return row;
    },
  };
}

export type DeletionRepository = ReturnType<typeof createDeletionRepository>;
