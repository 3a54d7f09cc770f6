import { describe, expect, it } from 'vitest';
import { relationshipFromViewer, relationshipLabel } from './relationship';

describe('relationshipLabel', () => {
  it('shows Self only to the member themselves', () => {
    expect(relationshipLabel({ relationship: 'Self', isSelf: true })).toBe('Self');
    expect(relationshipLabel({ relationship: 'Self', isSelf: false })).toBe('Family member');
  });
  it('capitalises what joiners picked', () => {
    expect(relationshipLabel({ relationship: 'spouse', isSelf: false })).toBe('Spouse');
  });
});

describe('relationshipFromViewer', () => {
  const lily = { relationship: 'Child', isSelf: false, userId: null, createdByUserId: 1 };
  const family = [
    { userId: 1, name: 'Alex' },
    { userId: 2, name: 'Ben' },
  ];

  it('reads from the side of the person who added the member', () => {
    expect(relationshipFromViewer(lily, 1, family)).toBe('Your child');
  });

  it('reads neutrally, naming who added the member, for everyone else', () => {
    expect(relationshipFromViewer(lily, 2, family)).toBe('Child of Alex');
  });

  it('keeps the stored wording when nobody in the family added the member', () => {
    expect(relationshipFromViewer(lily, 2, [{ userId: 2, name: 'Ben' }])).toBe('Child');
  });

  it('shows a joiner’s own choice as they put it', () => {
    const ben = { relationship: 'spouse', isSelf: false, userId: 2, createdByUserId: 2 };
    expect(relationshipFromViewer(ben, 1, family)).toBe('Spouse');
  });
});
