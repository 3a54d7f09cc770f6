import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familyInvites } from '../../db/schema';

export type InviteRow = typeof familyInvites.$inferSelect;

export function createInvitesRepository(db: Db) {
  return {
    /** A new pending invite; an older pending one to the same address is revoked, not duplicated. */
    create(invite: {
      familyAccountId: number;
      invitedEmail: string;
      invitedByUserId: number;
      expiresAt: Date;
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
