import { AppError, forbidden, notFound } from '../../errors';
import type { FamilyRow } from '../families/families.repository';
import type { FamilyAccess } from '../families/families.service';
import { toMemberView } from './members.mappers';
import type { MemberRow, MembersRepository } from './members.repository';
import { canEdit, type Viewer } from './members.rights';

export interface FamilyScope {
  family: FamilyRow;
  viewer: Viewer;
}
export interface MemberScope extends FamilyScope {
  member: MemberRow;
}

export const memberNotFound = () => notFound('Family member');
export const EDIT_FORBIDDEN_MESSAGE = "You can't edit this profile";

/**
 * Loads what every member route needs and runs the family check first. A caller outside
 * the family learns nothing: 'Family not found' for a family id, 'Family member not found'
 * for a member id, exactly as for ids that do not exist.
 */
export function createMemberAccess(repo: MembersRepository, families: FamilyAccess) {
  async function family(familyId: number, userId: number): Promise<FamilyScope> {
    const { family, role } = await families.requireFamily(familyId, userId);
    return { family, viewer: { userId, isOwner: role === 'owner' } };
  }

  async function member(memberId: number, userId: number, familyId?: number): Promise<MemberScope> {
    if (familyId !== undefined) {
      const scope = await family(familyId, userId);
      const row = await repo.findMember(memberId, familyId);
      if (!row) throw memberNotFound();
      return { ...scope, member: row };
    }
    const row = await repo.findMember(memberId);
    if (!row) throw memberNotFound();
    try {
      return { ...(await family(row.familyAccountId, userId)), member: row };
    } catch (err) {
      if (err instanceof AppError && err.code === 'not_found') throw memberNotFound();
      throw err;
    }
  }

  /** Same as member(), for the routes that change the record or read its settings. */
  async function editable(memberId: number, userId: number, familyId?: number): Promise<MemberScope> {
    const scope = await member(memberId, userId, familyId);
    if (!canEdit(scope.member, scope.viewer)) throw forbidden(EDIT_FORBIDDEN_MESSAGE);
    return scope;
  }

  /** The record re-read after a change, as the viewer sees it. */
  async function reread(scope: MemberScope) {
    const row = await repo.findMember(scope.member.id, scope.family.id);
    if (!row) throw memberNotFound();
    return toMemberView(row, scope.family, scope.viewer);
  }

  return { family, member, editable, reread };
}
