import {
  IMPORT_DELETE_FORBIDDEN,
  IMPORT_FORBIDDEN,
  IMPORT_IS_ZIP,
  IMPORT_NOT_THIS_BATCH,
  IMPORT_TOO_LARGE,
  IMPORT_UNRECOGNIZED,
} from '#common/endpoints/data-imports.errors';
import type { ImportPlatform } from '#common/imports/files';
import type { DataImport, ImportFileBody, ImportFileResult, ImportInsights } from '#common/imports/schemas';
import { emptyInsights, mergeInsights } from '#common/imports/summary';
import { notFound, refusal } from '../../errors';
import {
  type Access,
  canDeleteImport,
  canImportFor,
  canSeeImports,
  type MemberFacts,
  type MemberScope,
  memberNotFound,
  type Viewer,
} from '../../lib/access';
import { detectFormat } from '../../lib/meta-export';
import type { MemberRecordType } from '../../lib/records';
import type { Signals } from '../../lib/signals';
import { type FileInHand, type ReadFile, readOrRefuse } from './data-imports.read';
import type { DataImportsRepository, ImportRow } from './data-imports.repository';

export const importNotFound = () => notFound('Data import');
/** Later files of a batch must arrive within this time of the previous one. */
const BATCH_WINDOW_MS = 60 * 60 * 1000;

/** Signals written per insert (see importFile). */
const SIGNALS_PER_INSERT = 50;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function toView(row: ImportRow, memberName: string, canDelete: boolean): DataImport {
  // Titles of ideas once picked with the importer's whole profile are never shown: they could
  // rest on evidence this viewer may not see, and they were no saved idea anyone could open.
  const { ranked: _ranked, ...insights } = { ...row.extractedInsights, giftRecommendations: [] };
  return {
    id: row.id,
    familyMemberId: row.familyMemberId,
    memberName,
    platform: row.platform,
    importType: row.importType,
    dateRange:
      row.dateFrom && row.dateTo ? { from: row.dateFrom.toISOString(), to: row.dateTo.toISOString() } : null,
    itemCount: row.itemCount,
    importedAt: row.importedAt.toISOString(),
    extractedInsights: insights,
    canDelete,
  };
}

const minDate = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a < b ? a : b);
const maxDate = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a > b ? a : b);

export function createDataImportsService(
  repo: DataImportsRepository,
  access: Access,
  signals: Signals,
  record: MemberRecordType<ImportRow>,
  options: { maxFileBytes: number; read: ReadFile },
) {
  const deletable = (
    row: ImportRow,
    member: MemberFacts,
    scope: { viewer: Viewer; familyPrivacy: MemberScope['familyPrivacy'] },
  ) => canDeleteImport(row, member, scope.viewer, scope.familyPrivacy);

  return {
    /**
     * One file of an export. Nothing is stored for a file that teaches nothing (Meta's
     * no-data.txt, an empty list); a file that is not a Meta export file is a 422 naming it and
     * changes nothing. The first file with something in it creates the import; later files of
     * the same batch (importId) add to it, so one export is one import.
     */
    async importFile(
      userId: number,
      platform: ImportPlatform,
      body: ImportFileBody,
      /** The file, when the import thread kept it apart from the body (data-imports.routes.ts). */
      inHand?: FileInHand,
    ): Promise<ImportFileResult> {
      const scope = await access.requireMemberWhere(
        body.familyMemberId,
        userId,
        undefined,
        (s) => canImportFor(s.subject, s.viewer, s.familyPrivacy),
        IMPORT_FORBIDDEN,
      );
      const filename = body.filename;
      // Without a file in hand, the body's content is the file.
      const sent = inHand ?? {
        bytes: Buffer.byteLength(body.content, 'utf8'),
        format: detectFormat(body.content),
        read: undefined,
      };
      if (sent.bytes > options.maxFileBytes) {
        throw refusal(IMPORT_TOO_LARGE, { filename, bytes: sent.bytes, maxBytes: options.maxFileBytes });
      }
      if (sent.format === 'zip') throw refusal(IMPORT_IS_ZIP, { filename });
      const {
        parsed,
        fingerprint,
        signals: learned,
      } = await readOrRefuse(sent.read ?? options.read(filename, body.content, platform), filename);
      if (parsed.status === 'unrecognized') {
        throw refusal(IMPORT_UNRECOGNIZED, { filename, reason: parsed.reason });
      }

      const target = { familyId: scope.family.id, memberId: scope.member.id };
      const result = await repo.transaction(async () => {
        let existing: ImportRow | undefined;
        if (body.importId !== undefined) {
          existing = await repo.findForUpdate(body.importId, scope.family.id);
          const fresh = existing && Date.now() - existing.updatedAt.getTime() < BATCH_WINDOW_MS;
          if (
            !existing ||
            !fresh ||
            existing.familyMemberId !== scope.member.id ||
            existing.platform !== platform ||
            existing.createdByUserId !== userId
          ) {
            throw refusal(IMPORT_NOT_THIS_BATCH, { field: 'importId' });
          }
        }
        if (parsed.status === 'empty') {
          return {
            row: existing ?? null,
            recognized: true,
            kind: parsed.kind,
            format: parsed.format,
            items: 0,
            truncated: false,
            duplicate: false,
          };
        }
        const insights: ImportInsights = existing?.extractedInsights ?? emptyInsights();
        // The same file sent twice in one batch (two parts of a zip both hold it) counts once.
        const duplicate = insights.files.some((f) => f.fingerprint === fingerprint);
        if (duplicate && existing) {
          return {
            row: existing,
            recognized: true,
            kind: parsed.kind,
            format: parsed.format,
            items: 0,
            truncated: parsed.truncated,
            duplicate: true,
          };
        }
        const merged = mergeInsights(insights, {
          kind: parsed.kind,
          format: parsed.format,
          items: parsed.items,
          fingerprint: fingerprint ?? undefined,
        });
        const from = parsed.range ? new Date(parsed.range.from) : null;
        const to = parsed.range ? new Date(parsed.range.to) : null;
        const now = new Date();
        const values = {
          importType: existing && existing.importType !== parsed.format ? ('mixed' as const) : parsed.format,
          dateFrom: minDate(existing?.dateFrom ?? null, from),
          dateTo: maxDate(existing?.dateTo ?? null, to),
          itemCount: (existing?.itemCount ?? 0) + parsed.items.length,
          extractedInsights: merged,
          updatedAt: now,
        };
        const row = existing
          ? await repo.update(existing.id, scope.family.id, values)
          : await repo.insert({
              ...values,
              familyAccountId: scope.family.id,
              familyMemberId: scope.member.id,
              createdByUserId: userId,
              platform,
            });
        // A few rows at a time, with a turn of the event loop between: 300 in one insert held it
        // for a tenth of a second on the embedded database, whose queries run on it (bench/
        // import-parse.mjs); meanwhile requests that need no database are answered.
        for (let at = 0; at < learned.length; at += SIGNALS_PER_INSERT) {
          if (at > 0) await nextTurn();
          const slice = learned.slice(at, at + SIGNALS_PER_INSERT);
          await signals.add(target, 'import', row.id, slice, { observedAt: now });
        }
        return {
          row,
          recognized: true,
          kind: parsed.kind,
          format: parsed.format,
          items: parsed.items.length,
          truncated: parsed.truncated,
          duplicate: false,
        };
      });
      const { row: imported, ...file } = result;
      const row = imported;
      return {
        import: row ? toView(row, scope.member.name, deletable(row, scope.subject, scope)) : null,
        file: { filename, ...file },
      };
    },

    /** The current family's imports of members whose profile the viewer may see. */
    async list(userId: number): Promise<DataImport[]> {
      const scope = await access.currentFamily(userId);
      if (!scope) return [];
      const members = await access.membersWhere(scope, (m, s) => canSeeImports(m, s.viewer, s.familyPrivacy));
      const byId = new Map(members.map((m) => [m.id, m]));
      const rows = await repo.listForMembers(scope.family.id, [...byId.keys()]);
      return rows.flatMap((row) => {
        const member = byId.get(row.familyMemberId);
        return member ? [toView(row, member.name, deletable(row, member.subject, scope))] : [];
      });
    },

    /** Deletes the import and forgets everything it taught GiftLens, all or nothing. */
    async remove(userId: number, importId: number): Promise<void> {
      const { row, scope } = await access.requireRecord(record, importId, userId);
      if (!deletable(row, scope.subject, scope)) throw refusal(IMPORT_DELETE_FORBIDDEN);
      const deleted = await repo.transaction(async () => {
        await signals.forget(scope.family.id, 'import', row.id);
        return repo.remove(row.id, scope.family.id);
      });
      if (!deleted) throw importNotFound();
    },
  };
}

export { memberNotFound };
