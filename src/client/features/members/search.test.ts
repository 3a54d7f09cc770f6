import { describe, expect, it } from 'vitest';
import { filterMembers } from './search';

const family = [
  { name: 'Grandpa Joe', relationship: 'Grandparent' },
  { name: 'Lily', relationship: 'Child' },
  { name: 'Ann', relationship: 'Self' },
];

describe('searching family members', () => {
  it('matches the name or the relationship, ignoring case and surrounding spaces', () => {
    expect(filterMembers(family, ' joe ').map((m) => m.name)).toEqual(['Grandpa Joe']);
    expect(filterMembers(family, 'CHILD').map((m) => m.name)).toEqual(['Lily']);
  });
  it('shows everyone for an empty search', () => {
    expect(filterMembers(family, '  ')).toHaveLength(3);
  });
});
