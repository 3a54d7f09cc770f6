import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { ImportPlatform } from '#common/imports/files';
import type { ImportInsights } from '#common/imports/schemas';
import { timestamptz, updatedAt } from './columns';
import { memberRecord } from './ownership';

/**
 * One data-export import (one export, however many files it came in): its summary, never the
 * raw files. What it taught GiftLens is in member_signals (source 'import', source_id = id);
 * deleting the import forgets it. A member's imports go with the member.
 */
export const dataImports = pgTable(
  'data_imports',
  {
    ...memberRecord(),
    platform: text('platform').$type<ImportPlatform>().notNull(),
    /** 'json', 'html' or 'mixed': what the export's files were. */
    importType: text('import_type').$type<'json' | 'html' | 'mixed'>().notNull(),
    dateFrom: timestamptz('date_from'),
    dateTo: timestamptz('date_to'),
    itemCount: integer('item_count').notNull().default(0),
    extractedInsights: jsonb('extracted_insights').$type<ImportInsights>().notNull(),
    importedAt: timestamptz('imported_at').notNull().defaultNow(),
    /** When the batch last received a file; later files of the same batch must come soon after. */
    updatedAt: updatedAt(),
  },
  (t) => [
    index('data_imports_family_idx').on(t.familyAccountId, t.importedAt),
    index('data_imports_member_idx').on(t.familyMemberId),
    index('data_imports_created_by_idx').on(t.createdByUserId),
  ],
);
