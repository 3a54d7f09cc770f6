import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FamilyRole } from '#common/families';
import type { Db } from '../../db/client';
import {
  familyInvites,
  familyMembers,
  familyMemberships,
  providerAccounts,
  userActiveFamily,
  users,
} from '../../db/schema';
import { recordsWithoutAccount } from '../../lib/access';

export type MembershipRow = typeof familyMemberships.$inferSelect;
export type MemberRow = typeof familyMembers.$inferSelect;
export type NewMember = Omit<
  typeof familyMembers.$inferInsert,
  'id' | 'familyAccountId' | 'createdAt' | 'updatedAt'
>;

export function makeActive(tx: Db, userId: number, familyId: number) {
  const now = new Date();
  return tx
    .insert(userActiveFamily)
    .values({ userId, familyAccountId: familyId, updatedAt: now })
    .onConflictDoUpdate({
      target: userActiveFamily.userId,
      set: { familyAccountId: familyId, updatedAt: now },
    });
}

export async function addMember(
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

/** Two notes as one, blank ones left out: relatives' notes kept when a record becomes someone's own. */
const joinedNotes = (first: AnyPgColumn, second: AnyPgColumn) =>
  sql`nullif(concat_ws(E'\n\n', nullif(trim(${first}), ''), nullif(trim(${second}), '')), '')`;

/**
 * The records a family keeps that are about this user, as a condition on family_members: the
 * record's e-mail, or the address a pending invite sent from it went to, is one a sign-in
 * provider verified for them. Never the account's own e-mail or name, which anyone can type.
 */
function keptFor(familyId: number, userId: number) {
  const verified = sql`(select lower(${providerAccounts.email}) from ${providerAccounts} where ${providerAccounts.userId} = ${userId} and ${providerAccounts.emailVerified})`;
  const invitedFrom = sql`(select ${familyInvites.memberId} from ${familyInvites} where ${familyInvites.familyAccountId} = ${familyId} and ${familyInvites.status} = 'pending' and ${familyInvites.expiresAt} > now() and ${familyInvites.memberId} is not null and lower(${familyInvites.invitedEmail}) in ${verified})`;
  return or(sql`lower(${familyMembers.email}) in ${verified}`, sql`${familyMembers.id} in ${invitedFrom}`);
}

/**
 * Uses up the family's pending e-mail invites to the joiner: those sent to the address they
 * joined with or to their account's, and any sent from the record they became.
 */
function acceptInvites(tx: Db, familyId: number, userId: number, email: string, memberId?: number) {
  const toThem = sql`lower(${familyInvites.invitedEmail}) in (lower(${email}), (select lower(${users.email}) from ${users} where ${users.id} = ${userId}))`;
  return tx
    .update(familyInvites)
    .set({ status: 'accepted', usesRemaining: 0 })
    .where(
      and(
        eq(familyInvites.familyAccountId, familyId),
        eq(familyInvites.status, 'pending'),
        memberId === undefined ? toThem : or(eq(familyInvites.memberId, memberId), toThem),
      ),
    );
}

/**
 * Joining a family (families.repository.ts spreads these): as a new member, or as a record the
 * family keeps about the joiner, and what the joiner's invites and sign-ins say.
 */
export function joiningQueries(db: Db) {
  return {
    /**
     * Membership, the joiner's own member record and their active family, all or nothing;
     * the family's pending e-mail invites to the joiner (join or account e-mail) are used up.
     */
    join(
      familyId: number,
      userId: number,
      member: NewMember,
      withMember?: (record: MemberRow) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const added = await addMember(tx, familyId, userId, 'member', member);
        await withMember?.(added.member);
        await acceptInvites(tx, familyId, userId, member.email ?? '');
        return added;
      });
    },

    /** Records the family keeps without an account that are about the user (keptFor). */
    profilesFor(familyId: number, userId: number) {
      return recordsWithoutAccount(db, familyId, keptFor(familyId, userId));
    },

    /** The first and last name the user's account goes by. */
    async accountNames(userId: number) {
      const [user] = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      return user;
    },

    /**
     * Joins as an existing record without an account (one of profilesFor): the membership, the
     * record becoming the user's own with everything gathered about them, their e-mail, the
     * interests they typed added to those already known, and the age when none was kept.
     */
    joinAsRecord(
      familyId: number,
      userId: number,
      memberId: number,
      given: { email: string; age: number | null; interests: string[] },
      withMember?: (record: MemberRow) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        // The record first: taken meanwhile by someone else, nothing is written.
        const [record] = await tx
          .update(familyMembers)
          .set({
            userId,
            email: given.email,
            // What relatives wrote about the person stays theirs, out of the person's sight.
            notes: null,
            familyNotes: joinedNotes(familyMembers.familyNotes, familyMembers.notes),
            age: sql`coalesce(${familyMembers.age}, ${given.age})`,
            interests: sql`(select coalesce(jsonb_agg(distinct value), '[]'::jsonb) from jsonb_array_elements_text(${familyMembers.interests} || ${JSON.stringify(given.interests)}::jsonb))`,
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(familyMembers.id, memberId),
              eq(familyMembers.familyAccountId, familyId),
              isNull(familyMembers.userId),
              // Checked again here: an invite withdrawn or an address changed since the lookup.
              keptFor(familyId, userId),
            ),
          )
          .returning();
        if (!record) return null;
        const [membership] = await tx
          .insert(familyMemberships)
          .values({ userId, familyAccountId: familyId, role: 'member', permissions: [] })
          .returning();
        if (!membership) throw new Error('membership insert returned nothing');
        await makeActive(tx, userId, familyId);
        await withMember?.(record);
        await acceptInvites(tx, familyId, userId, given.email, memberId);
        return { membership, member: record };
      });
    },

    /**
     * The status of the family's latest e-mail invite to any of the user's addresses (the
     * account's and each sign-in's), if any: 'revoked' means the family withdrew it.
     */
    async latestInviteStatus(familyId: number, userId: number) {
      const addresses = sql`(select lower(${users.email}) from ${users} where ${users.id} = ${userId} union select lower(${providerAccounts.email}) from ${providerAccounts} where ${providerAccounts.userId} = ${userId})`;
      const [row] = await db
        .select({ status: familyInvites.status })
        .from(familyInvites)
        .where(
          and(
            eq(familyInvites.familyAccountId, familyId),
            sql`lower(${familyInvites.invitedEmail}) in ${addresses}`,
          ),
        )
        .orderBy(desc(familyInvites.createdAt), desc(familyInvites.id))
        .limit(1);
      return row?.status;
    },
  };
}
