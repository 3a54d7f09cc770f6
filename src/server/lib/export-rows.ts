import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { familyAccounts, familyMembers } from '../db/schema';
import type { ExportContext, ExportSection } from './records';

/** A date as the download writes it (ISO 8601, UTC). */
export const iso = (d: Date | null) => (d ? d.toISOString() : null);

export type Dated<Row> = {
  [K in keyof Row]: Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K];
};

/** The row with each of its dates as the download writes it; its fields stay in their order. */
export function isoDates<Row extends object>(row: Row): Dated<Row> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? iso(value) : value]),
  ) as Dated<Row>;
}

/** A part of the download that is a list: `rows` reads it, the file holds each row with its dates. */
export function listSection<Row extends object>(
  about: Omit<ExportSection, 'load'>,
  rows: (ctx: ExportContext) => Promise<Row[]>,
): ExportSection {
  return { ...about, load: async (ctx) => (await rows(ctx)).map(isoDates) };
}

interface MemberRowsTable extends PgTable {
  familyAccountId: AnyPgColumn;
  familyMemberId: AnyPgColumn;
}

/** Joins a table about members to their family and member, so a section can name them. */
export const withFamilyAndMember = <Query extends PgSelect>(query: Query, table: MemberRowsTable) =>
  query
    .innerJoin(familyMembers, eq(familyMembers.id, table.familyMemberId))
    .innerJoin(familyAccounts, eq(familyAccounts.id, table.familyAccountId));
