import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataImports } from '../../db/schema';

export type ImportRow = typeof dataImports.$inferSelect;
export type NewImportRow = typeof dataImports.$inferInsert;

export function createDataImportsRepository(db: Db) {
  return {
    /** An import, its signals and its summary change together. */
    transaction<T>(work: () => Promise<T>): Promise<T> {
      return db.transaction(() => work());
    },

    async find(id: number): Promise<ImportRow | undefined> {
      const [row] = await db.select().from(dataImports).where(eq(dataImports.id, id));
      return row;
    },

    /** Locks the import for the rest of the transaction: two files of one batch do not race. */
    async findForUpdate(id: number, familyId: number): Promise<ImportRow | undefined> {
      const [row] = await db
        .select()
        .from(dataImports)
        .where(and(eq(dataImports.id, id), eq(dataImports.familyAccountId, familyId)))
        .for('update');
      return row;
    },

    async insert(values: NewImportRow): Promise<ImportRow> {
      const [row] = await db.insert(dataImports).values(values).returning();
      if (!row) throw new Error('insert returned nothing');
      return row;
    },

    async update(id: number, familyId: number, values: Partial<NewImportRow>): Promise<ImportRow> {
      const [row] = await db
        .update(dataImports)
        .set(values)
        .where(and(eq(dataImports.id, id), eq(dataImports.familyAccountId, familyId)))
        .returning();
      if (!row) throw new Error('update returned nothing');
      return row;
    },

    /** The family's imports of these members, newest first. */
    listForMembers(familyId: number, memberIds: number[]): Promise<ImportRow[]> {
      if (memberIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(dataImports)
        .where(and(eq(dataImports.familyAccountId, familyId), inArray(dataImports.familyMemberId, memberIds)))
        .orderBy(desc(dataImports.importedAt), desc(dataImports.id));
    },

    async remove(id: number, familyId: number): Promise<boolean> {
      const rows = await db
        .delete(dataImports)
        .where(and(eq(dataImports.id, id), eq(dataImports.familyAccountId, familyId)))
        .returning({ id: dataImports.id });
      return rows.length > 0;
    },
  };
}

export type DataImportsRepository = ReturnType<typeof createDataImportsRepository>;
