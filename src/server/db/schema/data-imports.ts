import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ImportPlatform } from '#common/imports/files';
import type { ImportInsights } from '#common/imports/schemas';
import { familyAccounts, familyMembers } from './families';
import { users } from './users';

/**
 * One data-export import (one export, however many files it came in): its summary, never the
 * raw files. What it taught GiftLens is in member_signals (source 'import', source_id = id);
 * deleting the import forgets it. A member's imports go with the member.
 */
export const dataImports = pgTable(
  'data_imports',
  {
    id: serial('id').primaryKey(),
    familyAccountId: integer('family_account_id')
      .notNull()
      .references(() => familyAccounts.id, { onDelete: 'cascade' }),
    familyMemberId: integer('family_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    platform: text('platform').$type<ImportPlatform>().notNull(),
    /** 'json', 'html' or 'mixed': what the export's files were. */
    importType: text('import_type').$type<'json' | 'html' | 'mixed'>().notNull(),
    dateFrom: timestamp('date_from', { withTimezone: true }),
    dateTo: timestamp('date_to', { withTimezone: true }),
    itemCount: integer('item_count').notNull().default(0),
    extractedInsights: jsonb('extracted_insights').$type<ImportInsights>().notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the batch last received a file; later files of the same batch must come soon after. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('data_imports_family_idx').on(t.familyAccountId, t.importedAt),
    index('data_imports_member_idx').on(t.familyMemberId),
    index('data_imports_created_by_idx').on(t.createdByUserId),
  ],
);
