import {
  FAMILY_FULL,
  FAMILY_NOTES_FORBIDDEN,
  MEMBER_DELETE_FORBIDDEN,
  MEMBER_EDIT_FORBIDDEN,
} from '#common/endpoints/members.errors';
import {
  type CreateMemberData,
  DEFAULT_MEMBER_PRIVACY,
  type FamilyMember,
  type FamilyNotesData,
  HIDDEN_MEMBER_FIELDS,
  type HiddenMemberField,
  type MemberBrief,
  type MemberPrivacy,
  type MemberPrivacyPatch,
  type MemberProfileData,
  memberPrivacySchema,
  type UpdateMemberData,
} from '#common/members';
import { refusal } from '../../errors';
import {
  type Access,
  canDelete,
  canEditFamilyNotes,
  type MemberScope,
  memberNotFound,
  memberPrivacyOf,
} from '../../lib/access';
import { type Departures, departureRun } from '../../lib/departures';
import { LIMITS } from '../../lib/limits';
import type { Signals } from '../../lib/signals';
import { toMemberView } from './members.mappers';
import type { MemberChanges, MembersRepository } from './members.repository';

type Hideable = Pick<UpdateMemberData, Exclude<HiddenMemberField, 'gender'>> & { gender?: unknown };

const view = (scope: MemberScope) => toMemberView(scope.member, scope.familyPrivacy, scope.viewer);

/**
 * The hideable fields the editor may change: a field hidden from them is left as stored,
 * so saving a form that showed "not shared" never wipes what the member shared.
 */
function visibleChanges(scope: MemberScope, input: Partial<Hideable>): MemberChanges {
  const hidden = new Set(view(scope).hiddenFields);
  const changes: Record<string, unknown> = {};
  for (const field of HIDDEN_MEMBER_FIELDS) {
    if (input[field] !== undefined && !hidden.has(field)) changes[field] = input[field];
  }
  return changes as MemberChanges;
}

export function createMembersService(
  repo: MembersRepository,
  access: Access,
  signals: Signals,
  departures?: Departures,
) {
  /** The record, the photo or the privacy switches of someone the caller may edit. */
  const editable = (memberId: number, userId: number, familyId: number | undefined) =>
    access.requireEditor(memberId, userId, familyId, MEMBER_EDIT_FORBIDDEN);

  /** Saves the record and what its answers now say about the member, all or nothing. */
  async function write(scope: MemberScope, changes: MemberChanges): Promise<FamilyMember> {
    const row = await repo.transaction(async () => {
      const updated = await repo.updateMember(scope.member.id, scope.family.id, changes, scope.member);
      if (updated) await signals.syncAnswers(updated);
      return updated;
    });
    if (!row) throw memberNotFound();
    return toMemberView(row, scope.familyPrivacy, scope.viewer);
  }

  return {
    async list(familyId: number, userId: number): Promise<FamilyMember[]> {
      const { familyPrivacy, viewer } = await access.requireFamily(familyId, userId);
      const rows = await repo.listMembers(familyId);
      return rows.map((row) => toMemberView(row, familyPrivacy, viewer));
    },

    /** id, name and relationship of the active family's members; none without one. */
    listActive(userId: number): Promise<MemberBrief[]> {
      return repo.listActiveFamilyMembers(userId);
    },

    async get(memberId: number, userId: number, familyId?: number): Promise<FamilyMember> {
      return view(await access.requireMember(memberId, userId, familyId));
    },

    /** Any member may add a relative; the record has no account and the caller manages it. */
    async create(familyId: number, userId: number, input: CreateMemberData): Promise<FamilyMember> {
      const { familyPrivacy, viewer } = await access.requireFamily(familyId, userId);
      if ((await repo.countMembers(familyId)) >= LIMITS.membersPerFamily) {
        throw refusal(FAMILY_FULL, { max: LIMITS.membersPerFamily });
      }
      const { privacy, ...fields } = input;
      const row = await repo.transaction(async () => {
        const inserted = await repo.insertMember({
          ...fields,
          familyAccountId: familyId,
          userId: null,
          createdByUserId: userId,
          privacy: { ...DEFAULT_MEMBER_PRIVACY, ...privacy },
        });
        await signals.syncAnswers(inserted);
        return inserted;
      });
      return toMemberView(row, familyPrivacy, viewer);
    },

    async update(memberId: number, userId: number, familyId: number | undefined, input: UpdateMemberData) {
      const scope = await editable(memberId, userId, familyId);
      const { name, relationship, icon, color, notes, ...hideable } = input;
      return write(scope, {
        name,
        relationship,
        ...(icon === undefined ? {} : { icon }),
        ...(color === undefined ? {} : { color }),
        ...(notes === undefined ? {} : { notes }),
        ...visibleChanges(scope, hideable),
      });
    },

    async updateProfile(
      memberId: number,
      userId: number,
      familyId: number | undefined,
      input: MemberProfileData,
    ) {
      const scope = await editable(memberId, userId, familyId);
      const { gender, ...sections } = input;
      return write(scope, {
        ...(gender === undefined ? {} : { gender }),
        ...visibleChanges(scope, sections),
      });
    },

    async getPrivacy(memberId: number, userId: number, familyId?: number): Promise<MemberPrivacy> {
      return memberPrivacyOf((await editable(memberId, userId, familyId)).member);
    },

    async updatePrivacy(
      memberId: number,
      userId: number,
      familyId: number | undefined,
      patch: MemberPrivacyPatch,
    ): Promise<MemberPrivacy> {
      const scope = await editable(memberId, userId, familyId);
      const stored = await repo.mergePrivacy(memberId, scope.family.id, patch);
      if (!stored) throw memberNotFound();
      return memberPrivacySchema.parse(stored);
    },

    /** The notes relatives keep about someone whose record is their own (never the person's to read). */
    async updateFamilyNotes(
      memberId: number,
      userId: number,
      familyId: number | undefined,
      input: FamilyNotesData,
    ): Promise<FamilyMember> {
      const scope = await access.requireMemberWhere(
        memberId,
        userId,
        familyId,
        (s) => canEditFamilyNotes(s.member, s.viewer),
        FAMILY_NOTES_FORBIDDEN,
      );
      const row = await repo.updateMember(
        scope.member.id,
        scope.family.id,
        { familyNotes: input.familyNotes },
        scope.member,
      );
      if (!row) throw memberNotFound();
      return toMemberView(row, scope.familyPrivacy, scope.viewer);
    },

    async remove(memberId: number, userId: number, familyId?: number): Promise<void> {
      const { member, viewer } = await access.requireMember(memberId, userId, familyId);
      if (!canDelete(member, viewer)) throw refusal(MEMBER_DELETE_FORBIDDEN);
      const run = departureRun(departures);
      await repo.deleteMember(member, run.hook);
      await run.tell();
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
