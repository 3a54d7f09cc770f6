import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familyAccounts, familyMembers, memberSignals, occasionReminders, occasions } from '../../db/schema';
import { withFamilyAndMember } from '../../lib/export-rows';
import {
  type ExportContext,
  eraseOwnRecords,
  type MemberRecordType,
  moveRecords,
  ownMemberIds,
} from '../../lib/records';
import { repoint } from '../../lib/references';
import { createOccasionsRepository, type OccasionRow, occasionDate } from './occasions.repository';
import { visibleYear } from './occasions.service';

/** The occasion's year as the exporting user sees it: a birthday's only under the member's age rule. */
function yearSeenBy(
  ctx: ExportContext,
  memberId: number,
  row: Pick<OccasionRow, 'kind' | 'year'>,
): number | null {
  const seen = ctx.members.get(memberId);
  if (!seen) return row.kind === 'birthday' ? null : row.year;
  return visibleYear(row, {
    subject: seen.subject,
    viewer: seen.scope.viewer,
    familyPrivacy: seen.scope.familyPrivacy,
  });
}

/**
 * Occasions as a kind of member record (#common/records, decision 0024): whoever may see the
 * member sees their occasions (a birthday's year only under the age rule, occasions.service).
 */
export function occasionRecord(db: Db): MemberRecordType<OccasionRow> {
  const repo = createOccasionsRepository(db);
  return {
    kind: 'occasion',
    find: (id) => repo.find(id),
    visible: () => true,
    exportSection: {
      key: 'occasions',
      title: 'Your occasions',
      description:
        'The birthdays, anniversaries and other dates kept on your own profiles, and the ones you added for others.',
      async load(ctx) {
        const { db: reader, userId } = ctx;
        const rows = await withFamilyAndMember(
          reader
            .select({
              id: occasions.id,
              family: familyAccounts.name,
              member: familyMembers.name,
              memberUserId: familyMembers.userId,
              memberId: occasions.familyMemberId,
              createdByUserId: occasions.createdByUserId,
              ...occasionDate,
              createdAt: occasions.createdAt,
            })
            .from(occasions)
            .$dynamic(),
          occasions,
        )
          .where(or(eq(familyMembers.userId, userId), eq(occasions.createdByUserId, userId)))
          .orderBy(asc(occasions.id));
        // A birthday's year tells the age: only as the app shows it to you now (issue 29).
        return rows.map(({ memberUserId, memberId, createdByUserId: _by, createdAt, ...r }) => ({
          ...r,
          year: memberUserId === userId ? r.year : yearSeenBy(ctx, memberId, r),
          about: memberUserId === userId ? 'you' : 'a relative',
          createdAt: createdAt.toISOString(),
        }));
      },
    },
    async erase(tx, userId) {
      // What their own occasions taught (an anniversary teaches the other member too), and what
      // others' occasions taught about their own records.
      const own = tx
        .select({ id: occasions.id })
        .from(occasions)
        .where(inArray(occasions.familyMemberId, ownMemberIds(tx, userId)));
      await tx
        .delete(memberSignals)
        .where(and(eq(memberSignals.source, 'occasion'), inArray(memberSignals.sourceId, own)));
      await eraseOwnRecords(tx, userId, 'occasion', occasions);
    },
    async merge(tx, { familyId, from, into }) {
      const gone = async (ids: number[]) => {
        if (ids.length === 0) return;
        await tx
          .delete(memberSignals)
          .where(and(eq(memberSignals.source, 'occasion'), inArray(memberSignals.sourceId, ids)));
        await tx.delete(occasions).where(inArray(occasions.id, ids));
      };
      // An anniversary between the two records of one person means nothing once they are one.
      const selfAnniversaries = await tx
        .select({ id: occasions.id })
        .from(occasions)
        .where(
          and(
            eq(occasions.kind, 'anniversary'),
            or(
              and(eq(occasions.familyMemberId, from), eq(occasions.otherMemberId, into)),
              and(eq(occasions.familyMemberId, into), eq(occasions.otherMemberId, from)),
            ),
          ),
        );
      await gone(selfAnniversaries.map((o) => o.id));
      // One birthday per person: the kept record's stays, and what pointed at the other's
      // (ideas, wishes and an exchange for it, reminders already sent) points at it instead.
      const birthdays = await tx
        .select({ id: occasions.id, memberId: occasions.familyMemberId })
        .from(occasions)
        .where(and(eq(occasions.kind, 'birthday'), inArray(occasions.familyMemberId, [from, into])));
      const kept = birthdays.find((b) => b.memberId === into);
      const dropped = birthdays.find((b) => b.memberId === from);
      if (kept && dropped) {
        await repoint(tx, occasions, dropped.id, kept.id);
        await tx.execute(sql`
          insert into ${occasionReminders} (user_id, occasion_id, occurs_on, lead_days, sent_at)
          select user_id, ${kept.id}::int, occurs_on, lead_days, sent_at
          from ${occasionReminders} where occasion_id = ${dropped.id}
          on conflict do nothing`);
        await gone([dropped.id]);
      }
      await moveRecords(tx, occasions, { familyId, from, into });
      await tx.update(occasions).set({ otherMemberId: into }).where(eq(occasions.otherMemberId, from));
    },
  };
}
