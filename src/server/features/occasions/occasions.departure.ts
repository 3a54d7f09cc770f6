import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { memberSignals, occasionReminders, occasions } from '../../db/schema';
import { clearingDeparture } from '../../lib/departures';

/**
 * Someone leaves the family: their record's occasions go with it (the database cascades), and
 * so does what those taught another member (an anniversary teaches both); the reminders sent to
 * them about the family's occasions were theirs alone.
 */
export const occasionsDeparture = () =>
  clearingDeparture('occasions', async (tx, { familyId, memberId, userId }) => {
    const occasionsWhere = (where: SQL | undefined) =>
      tx.select({ id: occasions.id }).from(occasions).where(where);
    const theirs = occasionsWhere(
      and(eq(occasions.familyAccountId, familyId), eq(occasions.familyMemberId, memberId)),
    );
    await tx
      .delete(memberSignals)
      .where(
        and(
          eq(memberSignals.familyAccountId, familyId),
          eq(memberSignals.source, 'occasion'),
          inArray(memberSignals.sourceId, theirs),
        ),
      );
    const dates = occasionsWhere(eq(occasions.familyAccountId, familyId));
    await tx
      .delete(occasionReminders)
      .where(and(eq(occasionReminders.userId, userId), inArray(occasionReminders.occasionId, dates)));
  });
