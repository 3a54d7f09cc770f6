/** Case-insensitive match on name or relationship. */
export function filterMembers<T extends { name: string; relationship: string }>(
  members: T[],
  query: string,
): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return members;
  return members.filter((m) => m.name.toLowerCase().includes(q) || m.relationship.toLowerCase().includes(q));
}
