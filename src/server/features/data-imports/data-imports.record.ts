import { asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataImports, familyAccounts, familyMembers } from '../../db/schema';
import { canSeeImports } from '../../lib/access';
import { iso, withFamilyAndMember } from '../../lib/export-rows';
import { eraseOwnRecords, exportMay, type MemberRecordType, moveRecords } from '../../lib/records';
import { createDataImportsRepository, type ImportRow } from './data-imports.repository';

/** Data imports as a kind of member record (#common/records, decision 0024). */
export function dataImportRecord(db: Db): MemberRecordType<ImportRow> {
  const repo = createDataImportsRepository(db);
  return {
    kind: 'dataImport',
    find: (id) => repo.find(id),
    visible: (scope) => canSeeImports(scope.subject, scope.viewer, scope.familyPrivacy),
    exportSection: {
      key: 'dataImports',
      title: 'Your data imports',
      description:
        'The Instagram and Facebook exports imported for your own member records or by you: platform, member, date range, item count and the summary GiftLens kept (interests, behaviours, advertisers, what you said no to). The files themselves were never stored. What each import taught GiftLens is in "signals".',
      async load(ctx) {
        const { db: reader, userId } = ctx;
        const rows = await withFamilyAndMember(
          reader
            .select({
              id: dataImports.id,
              family: familyAccounts.name,
              member: familyMembers.name,
              platform: dataImports.platform,
              importType: dataImports.importType,
              dateFrom: dataImports.dateFrom,
              dateTo: dataImports.dateTo,
              itemCount: dataImports.itemCount,
              importedAt: dataImports.importedAt,
              insights: dataImports.extractedInsights,
              memberId: dataImports.familyMemberId,
              memberUserId: familyMembers.userId,
            })
            .from(dataImports)
            .$dynamic(),
          dataImports,
        )
          .where(or(eq(familyMembers.userId, userId), eq(dataImports.createdByUserId, userId)))
          .orderBy(asc(dataImports.importedAt), asc(dataImports.id));
        // Imports you made for others only while you may still see their imports (issue 29).
        const shown = rows.filter(
          (r) => r.memberUserId === userId || exportMay(ctx, r.memberId, canSeeImports),
        );
        return shown.map(
          ({ insights, dateFrom, dateTo, importedAt, memberId: _m, memberUserId: _u, ...r }) => {
            const { ranked: _ranked, giftRecommendations: _ideas, files, ...summary } = insights;
            return {
              ...r,
              dateRange: dateFrom && dateTo ? { from: iso(dateFrom), to: iso(dateTo) } : null,
              importedAt: iso(importedAt),
              summary: {
                ...summary,
                files: files.map(({ kind, format, items }) => ({ kind, format, items })),
              },
            };
          },
        );
      },
    },
    erase: (tx, userId) => eraseOwnRecords(tx, userId, 'dataImport', dataImports),
    async merge(tx, pair) {
      await moveRecords(tx, dataImports, pair);
    },
  };
}
