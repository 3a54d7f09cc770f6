import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FamilyPrivacySettings } from '#common/families';
import { MEMBER_RECORDS, type MemberRecordKind } from '#common/records';
import type { Db } from '../db/client';
import { familyMembers, memberSignals } from '../db/schema';
import type { RecordLookup, RecordRow, SeenMember, Viewer } from './access';

export type { RecordRow } from './access';

/**
 * What the export is given: the user whose data it is, the site address for links, and every
 * member of their families as they see them now. Each section is a read path (issue 29): what it
 * holds about someone else passes the same rules as the app's reads, never raw columns.
 */
export interface ExportContext {
  db: Db;
  userId: number;
  /** Absolute URLs for references (photos are linked, never inlined). */
  publicUrl: string;
  members: ReadonlyMap<number, SeenMember>;
}

/**
 * Whether the exporting user may now see what `rule` guards about this member (a rule from
 * access.rules, asked with their scope in the member's family); false outside their families.
 */
export function exportMay(
  ctx: Pick<ExportContext, 'members'>,
  memberId: number,
  rule: (member: SeenMember['subject'], viewer: Viewer, family: FamilyPrivacySettings) => boolean,
): boolean {
  const seen = ctx.members.get(memberId);
  return seen !== undefined && rule(seen.subject, seen.scope.viewer, seen.scope.familyPrivacy);
}

/**
 * One part of "Download my data" (decision 0012): its title and description are written into
 * the file next to its data, so the file reads on its own.
 */
export interface ExportSection {
  key: string;
  title: string;
  description: string;
  load(ctx: ExportContext): Promise<unknown>;
}

/**
 * A kind of member record as the server knows it (decision 0024): declared in #common/records,
 * implemented by its feature (`<feature>.record.ts`), listed once in app.ts. The access module
 * finds one for a viewer (`requireRecord`); the account's export and erase iterate the list.
 */
export interface MemberRecordType<Row extends RecordRow = RecordRow> extends RecordLookup<Row> {
  /** What the user's download holds of this kind: what they made, and what is about them. */
  exportSection: ExportSection;
  /**
   * On account deletion, inside its transaction: removes the kind's records about the user's own
   * member records (with what they taught GiftLens) and leaves the records they made about
   * others with no author. Deleting the user row would cascade to much of it; saying it here
   * keeps the rule next to the kind, where a new kind states its own.
   */
  erase(tx: Db, userId: number): Promise<void>;
  /**
   * Two records of one person become one (members.merge.ts, inside its transaction, both rows
   * locked): the kind's records about `from` move onto `into`. Where the two clash (one
   * birthday, one idea per title), `into`'s stays and `from`'s goes with what it taught.
   */
  merge(tx: Db, pair: MergePair): Promise<void>;
}

/** The record that goes (`from`) and the one that stays (`into`), both in `familyId`. */
export interface MergePair {
  familyId: number;
  from: number;
  into: number;
}

/** The user's own member records (one per family they belong to), as a subquery. */
export const ownMemberIds = (tx: Db, userId: number) =>
  tx.select({ id: familyMembers.id }).from(familyMembers).where(eq(familyMembers.userId, userId));

/** Forgets what a kind of record taught GiftLens about the user's own member records. */
export function forgetOwnSignals(tx: Db, userId: number, kind: MemberRecordKind) {
  return tx
    .delete(memberSignals)
    .where(
      and(
        inArray(memberSignals.familyMemberId, ownMemberIds(tx, userId)),
        inArray(memberSignals.source, [...MEMBER_RECORDS[kind].signalSources]),
      ),
    );
}

/** A table of one kind of member record: whose record it is, and who made it. */
interface MemberRecordTable extends PgTable {
  familyMemberId: AnyPgColumn;
  createdByUserId: AnyPgColumn;
}

/**
 * What every kind erases with an account: what it taught about the user's own member records,
 * those records, and the user's name on the records they made about others (which stay).
 */
export async function eraseOwnRecords(
  tx: Db,
  userId: number,
  kind: MemberRecordKind,
  table: MemberRecordTable,
) {
  await forgetOwnSignals(tx, userId, kind);
  await tx.delete(table).where(inArray(table.familyMemberId, ownMemberIds(tx, userId)));
  await tx.update(table).set({ createdByUserId: null }).where(eq(table.createdByUserId, userId));
}

/** A merge's move: the kind's records about `from` are about `into`. */
export function moveRecords(tx: Db, table: MemberRecordTable, { from, into }: MergePair) {
  return tx.update(table).set({ familyMemberId: into }).where(eq(table.familyMemberId, from));
}
