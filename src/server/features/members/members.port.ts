import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familyMembers, memberMergeRequests } from '../../db/schema';
import { recordsWithoutAccount } from '../../lib/access';
import type { MembersPort } from '../../lib/ports';

/** What other features ask of member records and their merge questions (lib/ports.ts). */
export function membersPort(db: Db): MembersPort {
  return {
    unclaimedRecords(familyId) {
      return recordsWithoutAccount(
        db,
        familyId,
        and(
          isNull(familyMembers.claimedByUserId),
          sql`not exists (select 1 from ${memberMergeRequests} where ${memberMergeRequests.fromMemberId} = ${familyMembers.id})`,
        ),
      );
    },

    async claim(familyId, userId, fromId, intoId) {
      const claimed = await db
        .update(familyMembers)
        .set({ claimedByUserId: userId })
        .where(
          and(
            eq(familyMembers.id, fromId),
            eq(familyMembers.familyAccountId, familyId),
            isNull(familyMembers.userId),
            isNull(familyMembers.claimedByUserId),
          ),
        )
        .returning({ id: familyMembers.id });
      if (claimed.length === 0) return false;
      const asked = await db
        .insert(memberMergeRequests)
        .values({
          familyAccountId: familyId,
          fromMemberId: fromId,
          intoMemberId: intoId,
          requestedByUserId: userId,
          personAgreedAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ id: memberMergeRequests.id });
      return asked.length > 0;
    },
  };
}
