import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataImports, familyAccounts, familyMembers } from '../../db/schema';
import { canSeeImports } from '../../lib/access';
import { forgetOwnSignals, type MemberRecordType, ownMemberIds } from '../../lib/records';
import { createDataImportsRepository, type ImportRow } from './data-imports.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

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
      async load({ db: reader, userId }) {
        const rows = await reader
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
          })
          .from(dataImports)
          .innerJoin(familyMembers, eq(familyMembers.id, dataImports.familyMemberId))
          .innerJoin(familyAccounts, eq(familyAccounts.id, dataImports.familyAccountId))
          .where(or(eq(familyMembers.userId, userId), eq(dataImports.createdByUserId, userId)))
          .orderBy(asc(dataImports.importedAt), asc(dataImports.id));
        return rows.map(({ insights, dateFrom, dateTo, importedAt, ...r }) => {
          const { ranked: _ranked, giftRecommendations: _ideas, files, ...summary } = insights;
          return {
            ...r,
            dateRange: dateFrom && dateTo ? { from: iso(dateFrom), to: iso(dateTo) } : null,
            importedAt: iso(importedAt),
            summary: { ...summary, files: files.map(({ kind, format, items }) => ({ kind, format, items })) },
          };
        });
      },
    },
    async erase(tx, userId) {
      await forgetOwnSignals(tx, userId, 'dataImport');
      await tx.delete(dataImports).where(inArray(dataImports.familyMemberId, ownMemberIds(tx, userId)));
      await tx
        .update(dataImports)
        .set({ createdByUserId: null })
        .where(eq(dataImports.createdByUserId, userId));
    },
    async merge(tx, { from, into }) {
      await tx.update(dataImports).set({ familyMemberId: into }).where(eq(dataImports.familyMemberId, from));
    },
  };
}
