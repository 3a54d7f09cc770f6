import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familyInvites, providerAccounts, users } from '../../db/schema';

export type InviteRow = typeof familyInvites.$inferSelect;

export function createInvitesRepository(db: Db) {
  return {
    /**
     * A new pending invite; an older pending one to the same address is revoked, not duplicated.
     * `lastSentAt`: when its e-mail is about to go out; null when none will.
     */
    create(invite: {
      familyAccountId: number;
      invitedEmail: string;
      invitedByUserId: number;
      expiresAt: Date;
      lastSentAt: Date | null;
      /** The record it was sent from, if any (an adult without an account). */
      memberId: number | null;
    }) {
      return db.transaction(async (tx) => {
        await tx
          .update(familyInvites)
          .set({ status: 'revoked' })
          .where(
            and(
              eq(familyInvites.familyAccountId, invite.familyAccountId),
              eq(familyInvites.invitedEmail, invite.invitedEmail),
              eq(familyInvites.status, 'pending'),
            ),
          );
        const [row] = await tx
          .insert(familyInvites)
          .values({ ...invite, role: 'member', status: 'pending', usesRemaining: 1 })
          .returning();
        if (!row) throw new Error('invite insert returned nothing');
        return row;
      });
    },

    /**
     * Who an invite is from: the account's name, and an address a sign-in provider verified
     * (the account's own address first when a provider verified it).
     */
    async sender(userId: number) {
      const [user] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      const [verified] = await db
        .select({ email: providerAccounts.email })
        .from(providerAccounts)
        .where(
          and(
            eq(providerAccounts.userId, userId),
            eq(providerAccounts.emailVerified, true),
            isNotNull(providerAccounts.email),
          ),
        )
        .orderBy(
          sql`case when lower(${providerAccounts.email}) = lower(${user?.email ?? ''}) then 0 else 1 end`,
          asc(providerAccounts.id),
        )
        .limit(1);
      return {
        firstName: user?.firstName ?? null,
        lastName: user?.lastName ?? null,
        verifiedEmail: verified?.email ?? null,
      };
    },

    async find(id: number, familyId: number) {
      const [row] = await db
        .select()
        .from(familyInvites)
        .where(and(eq(familyInvites.id, id), eq(familyInvites.familyAccountId, familyId)));
      return row;
    },

    /** Withdraws a pending invite; false when it is no longer pending. */
    async revoke(id: number, familyId: number) {
      const rows = await db
        .update(familyInvites)
        .set({ status: 'revoked' })
        .where(
          and(
            eq(familyInvites.id, id),
            eq(familyInvites.familyAccountId, familyId),
            eq(familyInvites.status, 'pending'),
          ),
        )
        .returning({ id: familyInvites.id });
      return rows.length > 0;
    },

    /**
     * Takes the right to send a pending, unexpired invite again, in one statement, so of two
     * racing resends only one mails: renews its expiry and, when a mail is to go (`mailing`),
     * stamps `lastSentAt = now`, but only if no mail went after `sentBefore`. Undefined when
     * the invite is no longer pending, has expired, or was mailed too recently.
     */
    async claimResend(
      id: number,
      familyId: number,
      at: { now: Date; expiresAt: Date; mailing: boolean; sentBefore: Date },
    ) {
      const [row] = await db
        .update(familyInvites)
        .set(at.mailing ? { expiresAt: at.expiresAt, lastSentAt: at.now } : { expiresAt: at.expiresAt })
        .where(
          and(
            eq(familyInvites.id, id),
            eq(familyInvites.familyAccountId, familyId),
            eq(familyInvites.status, 'pending'),
            gt(familyInvites.expiresAt, at.now),
            at.mailing
              ? or(isNull(familyInvites.lastSentAt), lte(familyInvites.lastSentAt, at.sentBefore))
              : undefined,
          ),
        )
        .returning();
      return row;
    },

    /**
     * The mail did not go: gives back the time it took (`lastSentAt` as it was), unless another
     * send has stamped it since.
     */
    async releaseSend(id: number, familyId: number, claimed: Date, previous: Date | null) {
      await db
        .update(familyInvites)
        .set({ lastSentAt: previous })
        .where(
          and(
            eq(familyInvites.id, id),
            eq(familyInvites.familyAccountId, familyId),
            eq(familyInvites.lastSentAt, claimed),
          ),
        );
    },

    listPending(familyId: number, now: Date) {
      return db
        .select()
        .from(familyInvites)
        .where(
          and(
            eq(familyInvites.familyAccountId, familyId),
            eq(familyInvites.status, 'pending'),
            gt(familyInvites.expiresAt, now),
          ),
        )
        .orderBy(desc(familyInvites.createdAt), desc(familyInvites.id));
    },
  };
}

export type InvitesRepository = ReturnType<typeof createInvitesRepository>;
