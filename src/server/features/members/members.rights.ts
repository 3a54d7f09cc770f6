import { isChildProfile } from '../../../common/members';

/** The facts about a member record that decide who may see and change it. */
export interface MemberFacts {
  userId: number | null;
  createdByUserId: number | null;
  age: number | null;
  relationship: string;
}

export interface Viewer {
  userId: number;
  /** The viewer owns the member's family. */
  isOwner: boolean;
}

/**
 * Full view: your own record, or a record without an account that you manage (you created
 * it, or you own the family). Everyone else gets the record through its privacy filter.
 */
export function seesInFull(member: MemberFacts, viewer: Viewer): boolean {
  if (member.userId !== null) return member.userId === viewer.userId;
  return member.createdByUserId === viewer.userId || viewer.isOwner;
}

/**
 * A child profile is managed by its guardians only: the family owner and the person who
 * created it (never the child's own account, even when the child created it by joining).
 */
export function canEdit(member: MemberFacts, viewer: Viewer): boolean {
  if (viewer.isOwner) return true;
  if (isChildProfile(member)) {
    return member.createdByUserId === viewer.userId && member.userId !== viewer.userId;
  }
  if (member.userId !== null) return member.userId === viewer.userId;
  return member.createdByUserId === viewer.userId;
}

/**
 * The owner may remove anyone but themselves; whoever created a record without an account
 * may remove it. Nobody else removes anyone.
 */
export function canDelete(member: MemberFacts, viewer: Viewer): boolean {
  if (viewer.isOwner) return member.userId !== viewer.userId;
  return member.userId === null && member.createdByUserId === viewer.userId;
}
