import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  MERGE_ALREADY_ASKED,
  MERGE_NEEDS_NO_ASKING,
  MERGE_WAITING_FOR_OWNER,
  MERGE_WAITING_FOR_PERSON,
} from '#common/endpoints/members.errors';
import type { FamilyMember, MergeMemberData, MergeRequest, MergeRequestAnswer } from '#common/members';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { familyMembers, memberMergeRequests } from '../../db/schema';
import { AppError, notFound, refusal } from '../../errors';
import { type Access, memberNotFound } from '../../lib/access';
import type { MergePair } from '../../lib/records';
import { toMemberView } from './members.mappers';
import { checkPair, type LockedRow, refuseMergeCaller } from './members.merge';

export const mergeRequestNotFound = () => notFound('Merge request');
/** Who answers next, to someone who has said yes already. */
const notYourTurn = (who: 'person' | 'owner', name: string) =>
  who === 'person' ? refusal(MERGE_WAITING_FOR_PERSON, { name }) : refusal(MERGE_WAITING_FOR_OWNER);

type RequestRow = typeof memberMergeRequests.$inferSelect;

function requestsRepository(db: Db) {
  return {
    async find(id: number) {
      const [row] = await db.select().from(memberMergeRequests).where(eq(memberMergeRequests.id, id));
      return row;
    },

    /** The family's open questions with both records named, and whose own the kept record is. */
    listFamily(familyId: number) {
      const from = alias(familyMembers, 'from_member');
      const into = alias(familyMembers, 'into_member');
      return db
        .select({
          id: memberMergeRequests.id,
          familyAccountId: memberMergeRequests.familyAccountId,
          from: { id: from.id, name: from.name, relationship: from.relationship },
          into: { id: into.id, name: into.name, relationship: into.relationship },
          intoUserId: into.userId,
          personAgreedAt: memberMergeRequests.personAgreedAt,
          createdAt: memberMergeRequests.createdAt,
        })
        .from(memberMergeRequests)
        .innerJoin(from, eq(from.id, memberMergeRequests.fromMemberId))
        .innerJoin(into, eq(into.id, memberMergeRequests.intoMemberId))
        .where(eq(memberMergeRequests.familyAccountId, familyId))
        .orderBy(asc(memberMergeRequests.createdAt), asc(memberMergeRequests.id));
    },

    async insertAsked(values: typeof memberMergeRequests.$inferInsert) {
      const [row] = await db.insert(memberMergeRequests).values(values).returning();
      if (!row) throw new Error('merge request insert returned nothing');
      return row;
    },

    /** Records one side's yes (the person's, the owner's, or both); the row as it is now. */
    async agree(id: number, sides: { person: boolean; owner: boolean }) {
      const [row] = await db
        .update(memberMergeRequests)
        .set({
          ...(sides.person
            ? { personAgreedAt: sql`coalesce(${memberMergeRequests.personAgreedAt}, now())` }
            : {}),
          ...(sides.owner
            ? { ownerAgreedAt: sql`coalesce(${memberMergeRequests.ownerAgreedAt}, now())` }
            : {}),
        })
        .where(eq(memberMergeRequests.id, id))
        .returning();
      return row;
    },

    /** The question goes, and with it the claim it made on the record (surprise protection ends). */
    remove(row: RequestRow) {
      return db.transaction(async (tx) => {
        await tx
          .update(familyMembers)
          .set({ claimedByUserId: null })
          .where(and(eq(familyMembers.id, row.fromMemberId), isNotNull(familyMembers.claimedByUserId)));
        await tx.delete(memberMergeRequests).where(eq(memberMergeRequests.id, row.id));
      });
    },
  };
}

/**
 * Questions whether a record without an account is also someone who signs in (issue 29). Merging
 * it would hand that person what the family kept on it (hidden ads, answers, imports), so it
 * takes both the person's yes and the family owner's: the owner asks ("is this also you?"), or
 * the person says "this is me" when joining (families.service claims the record at once, so
 * surprise protection holds for them while the owner decides).
 */
export function createMergeRequests(
  db: Db,
  access: Access,
  run: (
    pair: MergePair,
    decide: (rows: { from: LockedRow; into: LockedRow }) => void,
  ) => Promise<Parameters<typeof toMemberView>[0] | null>,
) {
  const repo = requestsRepository(db);

  /** The owner sees every open question; a member, those about their own record. */
  async function list(familyId: number, userId: number): Promise<MergeRequest[]> {
    const { viewer } = await access.requireFamily(familyId, userId);
    const rows = await repo.listFamily(familyId);
    return rows.flatMap((r) => {
      const isPerson = r.intoUserId === userId;
      if (!isPerson && !viewer.isOwner) return [];
      const waitingFor = r.personAgreedAt === null ? 'person' : 'owner';
      return [
        {
          id: r.id,
          familyAccountId: r.familyAccountId,
          from: r.from,
          into: r.into,
          waitingFor,
          yourTurn: waitingFor === 'person' ? isPerson : viewer.isOwner,
          createdAt: r.createdAt.toISOString(),
        },
      ];
    });
  }

  /** The request, to the owner and the person it asks; 404 to everyone else alike. */
  async function visibleRequest(id: number, userId: number) {
    const row = await repo.find(id);
    if (!row) throw mergeRequestNotFound();
    const scope = await access.requireFamily(row.familyAccountId, userId).catch((err: unknown) => {
      throw err instanceof AppError && err.code === 'not_found' ? mergeRequestNotFound() : err;
    });
    const into = await access.requireMember(row.intoMemberId, userId, row.familyAccountId);
    const isPerson = into.member.userId === userId;
    if (!isPerson && !scope.viewer.isOwner) throw mergeRequestNotFound();
    return { row, scope, into, isPerson };
  }

  return {
    /** The owner asks the person whose own record `intoMemberId` is whether this record is also them. */
    async ask(memberId: number, userId: number, familyId: number | undefined, input: MergeMemberData) {
      const scope = await access.requireMember(memberId, userId, familyId);
      refuseMergeCaller(scope, memberId, input.intoMemberId);
      const into = await access.requireMember(input.intoMemberId, userId, scope.family.id);
      checkPair({ from: scope.member, into: into.member });
      if (into.member.userId === null || into.member.userId === userId)
        throw refusal(MERGE_NEEDS_NO_ASKING, { field: 'intoMemberId', name: into.member.name });
      try {
        const row = await repo.insertAsked({
          familyAccountId: scope.family.id,
          fromMemberId: memberId,
          intoMemberId: into.member.id,
          requestedByUserId: userId,
          ownerAgreedAt: new Date(),
        });
        const [view] = (await list(scope.family.id, userId)).filter((r) => r.id === row.id);
        if (!view) throw mergeRequestNotFound();
        return view;
      } catch (err) {
        if (isUniqueViolation(err)) throw refusal(MERGE_ALREADY_ASKED);
        throw err;
      }
    },

    list,

    /** One side says yes; once both have, the records are merged (in one transaction, rows locked). */
    async accept(id: number, userId: number): Promise<MergeRequestAnswer> {
      const { row, scope, into, isPerson } = await visibleRequest(id, userId);
      const next = row.personAgreedAt === null ? 'person' : 'owner';
      const mayAnswer = next === 'person' ? isPerson : scope.viewer.isOwner;
      if (!mayAnswer) throw notYourTurn(next, into.member.name);
      const agreed = await repo.agree(row.id, { person: isPerson, owner: scope.viewer.isOwner });
      if (!agreed) throw mergeRequestNotFound();
      if (agreed.personAgreedAt === null || agreed.ownerAgreedAt === null)
        return { status: 'waiting', member: null };
      const kept = await run(
        { familyId: row.familyAccountId, from: row.fromMemberId, into: row.intoMemberId },
        (rows) => checkPair(rows),
      );
      // Merged meanwhile by the other side's yes: the kept record as it is now.
      const current = kept ?? (await access.rereadMember(into)).member;
      if (!current) throw memberNotFound();
      return {
        status: 'merged',
        member: toMemberView(current, scope.familyPrivacy, scope.viewer) as FamilyMember,
      };
    },

    /** Either side says no: nothing is merged, and a claim made when joining ends. */
    async decline(id: number, userId: number): Promise<void> {
      const { row } = await visibleRequest(id, userId);
      await repo.remove(row);
    },
  };
}
