import type { FamilyMember } from '#common/members';

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A member's own record says "Self": right for them, puzzling for a relative, who sees
 * "Family member" instead. Other relationships read as stored, capitalised.
 */
export function relationshipLabel(member: { relationship: string; isSelf: boolean }): string {
  const r = member.relationship.trim();
  if (r.toLowerCase() === 'self' && !member.isSelf) return 'Family member';
  return cap(r);
}

/**
 * The relationship as the viewer should read it. A relationship is stored from the side of
 * whoever added the member: to them it reads "Your child"; to anyone else it reads neutrally,
 * "Child of Alex", naming the person who added them (from the family's member list).
 */
export function relationshipFromViewer(
  member: Pick<FamilyMember, 'relationship' | 'isSelf' | 'userId' | 'createdByUserId'>,
  viewerId: number | undefined,
  members: Pick<FamilyMember, 'userId' | 'name'>[] | undefined,
): string {
  const r = member.relationship.trim();
  if (member.isSelf || r.toLowerCase() === 'self') return relationshipLabel(member);
  // A member with an account chose their own relationship when joining: shown as they put it.
  if (member.userId !== null && member.userId === member.createdByUserId) return relationshipLabel(member);
  if (viewerId !== undefined && member.createdByUserId === viewerId) return `Your ${r.toLowerCase()}`;
  const creator = members?.find((m) => m.userId !== null && m.userId === member.createdByUserId);
  return creator ? `${cap(r.toLowerCase())} of ${creator.name}` : relationshipLabel(member);
}
