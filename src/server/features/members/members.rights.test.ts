import { describe, expect, it } from 'vitest';
import { canDelete, canEdit, seesInFull } from './members.rights';

describe('rights', () => {
  const owner = { userId: 1, isOwner: true };
  const creator = { userId: 2, isOwner: false };
  const other = { userId: 3, isOwner: false };
  const linked = { userId: 4, isOwner: false };
  const relativeRecord = { userId: null, createdByUserId: 2, age: 70, relationship: 'Grandparent' };
  const accountRecord = { userId: 4, createdByUserId: 4, age: 30, relationship: 'Sibling' };
  const childRecord = { userId: null, createdByUserId: 2, age: 8, relationship: 'Child' };
  const childAccount = { userId: 4, createdByUserId: 4, age: 10, relationship: 'Child' };

  it('shows in full to the member, and to the managers of a record without an account', () => {
    expect(seesInFull(accountRecord, linked)).toBe(true);
    expect(seesInFull(accountRecord, owner)).toBe(false);
    expect(seesInFull(relativeRecord, creator)).toBe(true);
    expect(seesInFull(relativeRecord, owner)).toBe(true);
    expect(seesInFull(relativeRecord, other)).toBe(false);
  });

  it('lets the member, the owner and the creator of an account-less record edit', () => {
    expect([owner, creator, other, linked].map((v) => canEdit(accountRecord, v))).toEqual([
      true,
      false,
      false,
      true,
    ]);
    expect([owner, creator, other, linked].map((v) => canEdit(relativeRecord, v))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('leaves child profiles to their guardians, not the child account', () => {
    expect([owner, creator, other].map((v) => canEdit(childRecord, v))).toEqual([true, true, false]);
    expect([owner, linked, other].map((v) => canEdit(childAccount, v))).toEqual([true, false, false]);
  });

  it('lets the owner delete anyone but themselves, and the creator an account-less record', () => {
    expect(canDelete(accountRecord, owner)).toBe(true);
    expect(canDelete({ ...accountRecord, userId: 1 }, owner)).toBe(false);
    expect(canDelete(accountRecord, linked)).toBe(false);
    expect(canDelete(relativeRecord, creator)).toBe(true);
    expect(canDelete(relativeRecord, other)).toBe(false);
  });
});
