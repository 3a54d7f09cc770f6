import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  MERGE_BOTH_SIGN_IN,
  MERGE_CHILD_WITH_ADULT,
  MERGE_NEEDS_CONSENT,
  MERGE_OTHER_WAY,
  MERGE_OWNER_ONLY,
  MERGE_SAME_RECORD,
} from '#common/endpoints/members.errors';
import { MEMBER_PRIVACY_FLAGS } from '#common/member-constants';
import type { FamilyMember, MergeMemberData } from '#common/members';
import type { Db } from '../../db/client';
import { familyInvites, familyMembers, memberPhotos, memberSignals } from '../../db/schema';
import { refusal } from '../../errors';
import { type Access, fromMembers, isChild, type MemberRow, memberNotFound } from '../../lib/access';
import type { Lifecycle } from '../../lib/feature';
import type { MergePair } from '../../lib/records';
import type { Signals } from '../../lib/signals';
import { toMemberView } from './members.mappers';

/** The caller may merge `memberId` into `intoMemberId` as far as who they are and the ids go. */
export function refuseMergeCaller(
  scope: { viewer: { isOwner: boolean } },
  memberId: number,
  intoMemberId: number,
) {
  if (!scope.viewer.isOwner) throw refusal(MERGE_OWNER_ONLY);
  if (intoMemberId === memberId) throw refusal(MERGE_SAME_RECORD, { field: 'intoMemberId' });
}

/** What the answers say once merged: the kept record's, with gaps filled from the other. */
const FILLED_SECTIONS = [
  'lifestyle',
  'shopping_preferences',
  'personality_profile',
  'goals',
  'social_media_activity',
] as const;
/** A section's keys from `from`, then the kept record's non-empty ones over them. */
const mergedSection = (column: string) =>
  sql.raw(`${column} = f.${column} || (select coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
    from jsonb_each(i.${column}) where value not in ('null'::jsonb, '""'::jsonb, '[]'::jsonb, '{}'::jsonb))`);

/**
 * Two records without an account: each privacy switch (true shares) stays on only if both had
 * it on, so nothing one record kept from the family becomes visible by the merge. A record
 * with an account keeps its own switches: they are its owner's to set.
 */
const stricterPrivacy = sql.raw(
  `privacy = jsonb_build_object(${MEMBER_PRIVACY_FLAGS.map(
    (flag) =>
      `'${flag}', coalesce((i.privacy->>'${flag}')::boolean, true) and coalesce((f.privacy->>'${flag}')::boolean, true)`,
  ).join(', ')})`,
);

function mergeRepository(db: Db, lifecycle: Pick<Lifecycle, 'merge'>) {
  return {
    /**
     * One transaction with both rows locked: a join taking `from` over, or a second merge, waits
     * and then finds the rows as they are now. Answers the locked rows so the rules are checked
     * on them, and `decide` may refuse before anything is written.
     */
    merge(
      pair: MergePair,
      decide: (rows: { from: LockedRow; into: LockedRow }) => void,
      afterwards: (kept: MemberRow) => Promise<void>,
    ): Promise<MemberRow | null> {
      const { familyId, from, into } = pair;
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const locked = await tx
          .select({
            id: familyMembers.id,
            userId: familyMembers.userId,
            name: familyMembers.name,
            age: familyMembers.age,
            relationship: familyMembers.relationship,
          })
          .from(familyMembers)
          .where(and(inArray(familyMembers.id, [from, into]), eq(familyMembers.familyAccountId, familyId)))
          .orderBy(familyMembers.id)
          .for('update');
        const fromRow = locked.find((r) => r.id === from);
        const intoRow = locked.find((r) => r.id === into);
        if (!fromRow || !intoRow) return null;
        decide({ from: fromRow, into: intoRow });

        // Each kind of member record, then each feature, says how its rows move (lib/feature).
        await lifecycle.merge(tx, pair);
        // What belongs to the member itself: photo and signals (features move the rest, such as
        // banner-ad impressions; gift exchanges hold only people who sign in, and the record that
        // goes has no account).
        await tx.execute(sql`
          update ${memberPhotos} set member_id = ${into} where member_id = ${from}
          and not exists (select 1 from ${memberPhotos} where member_id = ${into})`);
        // An invite sent from the record that goes offered that record, not the kept one: it stays
        // an invite to the family, and offers no record (whoever sent it may not manage the kept one).
        await tx.update(familyInvites).set({ memberId: null }).where(eq(familyInvites.memberId, from));
        // The answers' signals are made again from the merged answers below; the rest move.
        await tx
          .delete(memberSignals)
          .where(
            and(
              eq(memberSignals.familyMemberId, from),
              or(eq(memberSignals.source, 'questionnaire'), eq(memberSignals.source, 'profile')),
            ),
          );
        await tx
          .update(memberSignals)
          .set({ familyMemberId: into })
          .where(eq(memberSignals.familyMemberId, from));
        // The kept record's address stays: on a record without an account it is what a joining
        // sign-in is matched on, so the other's (set by whoever made it) must not become it.
        // Notes written about the person go onto a record without an account only: someone who
        // signs in would read them on their own record (a surprise is often in them), so there
        // they join the family's notes, which the person never sees (issue 29).
        const personal = intoRow.userId !== null;
        await tx.execute(sql`
          update ${familyMembers} i set
            age = coalesce(i.age, f.age),
            gender = coalesce(i.gender, f.gender),
            profile_image_url = coalesce(i.profile_image_url, f.profile_image_url),
            notes = case
              when ${sql.raw(String(personal))} or coalesce(f.notes, '') = '' or f.notes = i.notes then i.notes
              when coalesce(i.notes, '') = '' then f.notes
              else i.notes || E'\n\n' || f.notes end,
            family_notes = nullif(concat_ws(E'\n\n', nullif(trim(i.family_notes), ''),
              ${personal ? sql`nullif(trim(f.notes), ''),` : sql``} nullif(trim(f.family_notes), '')), ''),
            ${personal ? sql`privacy = i.privacy` : stricterPrivacy},
            interests = (select coalesce(jsonb_agg(distinct value), '[]'::jsonb)
              from jsonb_array_elements_text(i.interests || f.interests)),
            ${sql.join(
              FILLED_SECTIONS.map((column) => mergedSection(column)),
              sql`, `,
            )},
            updated_at = now()
          from ${familyMembers} f
          where i.id = ${into} and f.id = ${from}`);
        await tx.delete(familyMembers).where(eq(familyMembers.id, from));
        const [kept] = await fromMembers(tx).where(eq(familyMembers.id, into));
        if (!kept) throw new Error('the kept record is gone inside its own transaction');
        await afterwards(kept);
        return kept;
      });
    },
  };
}

export type LockedRow = {
  id: number;
  userId: number | null;
  name: string;
  age: number | null;
  relationship: string;
};

/**
 * Two records of one person become one (issue 23): the family owner folds a record without an
 * account (the relative added before they joined, or added twice) into the other. Everything
 * GiftLens keeps about it moves: each kind of member record by its own rule, then the photo
 * (when the kept record has none), impressions and signals; the kept record's answers
 * win, and the other's fill its gaps. What the merged record shows, and to whom, is then the
 * kept record's rules (a record with an account: the adult-record rules).
 */
export function createMergeService(
  db: Db,
  access: Access,
  signals: Signals,
  lifecycle: Pick<Lifecycle, 'merge'>,
) {
  const repo = mergeRepository(db, lifecycle);
  /** Merges the pair in one transaction once `decide` (on the locked rows) lets it; null when either is gone. */
  const run = (pair: MergePair, decide: (rows: { from: LockedRow; into: LockedRow }) => void) =>
    repo.merge(pair, decide, (row) => signals.syncAnswers(row));
  return {
    async merge(
      memberId: number,
      userId: number,
      familyId: number | undefined,
      input: MergeMemberData,
    ): Promise<FamilyMember> {
      const scope = await access.requireMember(memberId, userId, familyId);
      refuseMergeCaller(scope, memberId, input.intoMemberId);
      const family = scope.family.id;
      // The kept record must be in the same family: another family's id is "not found".
      await access.requireMember(input.intoMemberId, userId, family);
      const kept = await run({ familyId: family, from: memberId, into: input.intoMemberId }, (rows) => {
        checkPair(rows);
        // What the record that goes keeps from relatives would become someone's own: theirs to say.
        if (rows.into.userId !== null && rows.into.userId !== userId)
          throw refusal(MERGE_NEEDS_CONSENT, { memberId: rows.into.id, name: rows.into.name });
      });
      if (!kept) throw memberNotFound();
      return toMemberView(kept, scope.familyPrivacy, scope.viewer);
    },
    run,
  };
}

/** What any merge of two records requires of the pair, read on the locked rows. */
export function checkPair({ from, into }: { from: LockedRow; into: LockedRow }) {
  if (from.userId !== null && into.userId !== null) throw refusal(MERGE_BOTH_SIGN_IN);
  if (from.userId !== null) throw refusal(MERGE_OTHER_WAY, { memberId: from.id, name: from.name });
  if (isChild(from) !== isChild(into)) throw refusal(MERGE_CHILD_WITH_ADULT);
}
