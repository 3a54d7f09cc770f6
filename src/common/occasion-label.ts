/**
 * The kinds of occasion and how an occurrence of each is named. No zod here: the server's
 * reminders and calendar feed, the contract (`./occasions`) and the dashboard's first page load
 * all name occasions with this one function.
 */

export const OCCASION_KINDS = ['birthday', 'anniversary', 'custom'] as const;
export type OccasionKind = (typeof OCCASION_KINDS)[number];

/** What GET /api/families/{id}/occasions lists: a member's occasion, or a family holiday. */
export type UpcomingKind = OccasionKind | 'holiday';

/** How an occurrence is named: "Mia's birthday", "Ana & Luis's anniversary", the title. */
export function occasionLabel(o: {
  kind: UpcomingKind;
  title: string | null;
  memberName: string | null;
  otherMemberName?: string | null;
}): string {
  const who = o.memberName ?? '';
  if (o.kind === 'birthday') return `${who}'s birthday`;
  if (o.kind === 'anniversary') {
    if (o.title) return o.title;
    return o.otherMemberName ? `${who} & ${o.otherMemberName}'s anniversary` : `${who}'s anniversary`;
  }
  return o.title ?? 'Occasion';
}
