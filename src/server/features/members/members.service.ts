import {
  type CreateMemberData,
  DEFAULT_MEMBER_PRIVACY,
  type FamilyMember,
  HIDDEN_MEMBER_FIELDS,
  type HiddenMemberField,
  type MemberBrief,
  type MemberPrivacy,
  type MemberPrivacyPatch,
  type MemberProfileData,
  memberPrivacySchema,
  type UpdateMemberData,
} from '../../../common/members';
import { forbidden } from '../../errors';
import type { FamilyAccess } from '../families/families.service';
import { createMemberAccess, type MemberScope, memberNotFound } from './members.access';
import { toMemberView } from './members.mappers';
import type { MemberChanges, MembersRepository } from './members.repository';
import { canDelete } from './members.rights';

export const DELETE_FORBIDDEN_MESSAGE = "You can't delete this profile";

type Hideable = Pick<UpdateMemberData, HiddenMemberField>;

/**
 * The hideable fields the editor may change: a field hidden from them is left as stored,
 * so saving a form that showed "not shared" never wipes what the member shared.
 */
function visibleChanges(scope: MemberScope, input: Partial<Hideable>): MemberChanges {
  const hidden = new Set(toMemberView(scope.member, scope.family, scope.viewer).hiddenFields);
  const changes: Record<string, unknown> = {};
  for (const field of HIDDEN_MEMBER_FIELDS) {
    if (input[field] !== undefined && !hidden.has(field)) changes[field] = input[field];
  }
  return changes as MemberChanges;
}

export function createMembersService(repo: MembersRepository, families: FamilyAccess) {
  const access = createMemberAccess(repo, families);

  return {
    async list(familyId: number, userId: number): Promise<FamilyMember[]> {
      const { family, viewer } = await access.family(familyId, userId);
      const rows = await repo.listMembers(familyId);
      return rows.map((row) => toMemberView(row, family, viewer));
    },

    /** id, name and relationship of the active family's members; none without one. */
    listActive(userId: number): Promise<MemberBrief[]> {
      return repo.listActiveFamilyMembers(userId);
    },

    async get(memberId: number, userId: number, familyId?: number): Promise<FamilyMember> {
      const { member, family, viewer } = await access.member(memberId, userId, familyId);
      return toMemberView(member, family, viewer);
    },

    /** Any member may add a relative; the record has no account and the caller manages it. */
    async create(familyId: number, userId: number, input: CreateMemberData): Promise<FamilyMember> {
      const { family, viewer } = await access.family(familyId, userId);
      const { privacy, ...fields } = input;
      const id = await repo.insertMember({
        ...fields,
        familyAccountId: familyId,
        userId: null,
        createdByUserId: userId,
        privacy: { ...DEFAULT_MEMBER_PRIVACY, ...privacy },
      });
      const row = await repo.findMember(id, familyId);
      if (!row) throw memberNotFound();
      return toMemberView(row, family, viewer);
    },

    async update(memberId: number, userId: number, familyId: number | undefined, input: UpdateMemberData) {
      const scope = await access.editable(memberId, userId, familyId);
      const { name, relationship, icon, color, notes, ...hideable } = input;
      await repo.updateMember(memberId, scope.family.id, {
        name,
        relationship,
        ...(icon === undefined ? {} : { icon }),
        ...(color === undefined ? {} : { color }),
        ...(notes === undefined ? {} : { notes }),
        ...visibleChanges(scope, hideable),
      });
      return access.reread(scope);
    },

    async updateProfile(
      memberId: number,
      userId: number,
      familyId: number | undefined,
      input: MemberProfileData,
    ) {
      const scope = await access.editable(memberId, userId, familyId);
      const { gender, ...sections } = input;
      await repo.updateMember(memberId, scope.family.id, {
        ...(gender === undefined ? {} : { gender }),
        ...visibleChanges(scope, sections),
      });
      return access.reread(scope);
    },

    async getPrivacy(memberId: number, userId: number, familyId?: number): Promise<MemberPrivacy> {
      const { member } = await access.editable(memberId, userId, familyId);
      return memberPrivacySchema.parse(member.privacy ?? {});
    },

    async updatePrivacy(
      memberId: number,
      userId: number,
      familyId: number | undefined,
      patch: MemberPrivacyPatch,
    ): Promise<MemberPrivacy> {
      const scope = await access.editable(memberId, userId, familyId);
      const stored = await repo.mergePrivacy(memberId, scope.family.id, patch);
      if (!stored) throw memberNotFound();
      return memberPrivacySchema.parse(stored);
    },

    async remove(memberId: number, userId: number, familyId?: number): Promise<void> {
      const { member, viewer } = await access.member(memberId, userId, familyId);
      if (!canDelete(member, viewer)) throw forbidden(DELETE_FORBIDDEN_MESSAGE);
      await repo.deleteMember(member);
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
