import { describe, expect, it } from 'vitest';
import { relationshipLabel } from './relationship';

describe('relationshipLabel', () => {
  it('shows Self only to the member themselves', () => {
    expect(relationshipLabel({ relationship: 'Self', isSelf: true })).toBe('Self');
    expect(relationshipLabel({ relationship: 'Self', isSelf: false })).toBe('Family member');
  });
  it('capitalises what joiners picked', () => {
    expect(relationshipLabel({ relationship: 'spouse', isSelf: false })).toBe('Spouse');
  });
});
