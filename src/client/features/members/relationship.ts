/**
 * A member's own record says "Self": right for them, puzzling for a relative, who sees
 * "Family member" instead. Other relationships read as stored, capitalised.
 */
export function relationshipLabel(member: { relationship: string; isSelf: boolean }): string {
  const r = member.relationship.trim();
  if (r.toLowerCase() === 'self' && !member.isSelf) return 'Family member';
  return r.charAt(0).toUpperCase() + r.slice(1);
}
