import { ageBandFor } from '../taxonomy/occasions';

/** Who a suggestion is for, as far as age goes. */
export interface AgedMember {
  age: number | null;
  relationship: string;
  isChild: boolean;
}

export interface AssumedAge {
  years: number;
  /** Where the years come from: the record's age, its being a child profile, its relationship, or nothing. */
  from: 'age' | 'child' | 'relationship' | 'default';
}

const RELATIONSHIP_AGES: Array<[RegExp, number]> = [
  [/grand(child|son|daughter)|^(child|son|daughter|kid)$/i, 8],
  [/grand(parent|ma|pa|mother|father)|granny|grandpa/i, 70],
  [/^(parent|mother|father|mom|mum|dad)$/i, 55],
  [/niece|nephew/i, 10],
];

/**
 * The one age rule every suggestion uses (gift ideas, the feed, the AI prompt): the member's
 * own age; else 8 for a child profile; else one read from the relationship ("Grandparent" →
 * 70); else an adult of 35. Anything but a given age is said to be assumed.
 */
export function ageFor(member: AgedMember): AssumedAge {
  if (member.age !== null) return { years: member.age, from: 'age' };
  if (member.isChild) return { years: 8, from: 'child' };
  const found = RELATIONSHIP_AGES.find(([pattern]) => pattern.test(member.relationship.trim()));
  return found ? { years: found[1], from: 'relationship' } : { years: 35, from: 'default' };
}

/** "a 7-year-old child", "a grandparent (no age given)", "an adult (no age given)". */
export function describeAge(member: AgedMember): string {
  const { years, from } = ageFor(member);
  if (from === 'age') return `a ${years}-year-old ${ageBandFor(years)?.label ?? 'adult'}`;
  if (from === 'child') return 'a child (no age given)';
  if (from === 'relationship') return `a ${member.relationship.trim().toLowerCase()} (no age given)`;
  return 'an adult (no age given)';
}
