import { describe, expect, it } from 'vitest';
import { addInterest, uniqueInterests } from './list-entries';

describe('adding an interest', () => {
  it('trims it and appends it', () => {
    expect(addInterest(['Jazz'], '  Cooking ')).toEqual({ list: ['Jazz', 'Cooking'], error: null });
  });
  it('ignores an empty one', () => {
    expect(addInterest(['Jazz'], '   ')).toEqual({ list: ['Jazz'], error: null });
  });
  it('rejects a duplicate whatever its case', () => {
    expect(addInterest(['Jazz'], 'jazz').error).toBe('"jazz" is already in the list');
  });
  it('drops duplicates and blanks when the dialog opens, keeping the first spelling', () => {
    expect(uniqueInterests(['Jazz', 'jazz ', '', 'Golf', 'GOLF'])).toEqual(['Jazz', 'Golf']);
  });
});
