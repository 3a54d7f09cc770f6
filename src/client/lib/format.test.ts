import { describe, expect, it } from 'vitest';
import { initials } from './format';

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('Demo User')).toBe('DU');
    expect(initials('  ann   marie lee ')).toBe('AM');
  });
  it('takes two letters of a single name, or of the fallback when the name is empty', () => {
    expect(initials('Grandma')).toBe('GR');
    expect(initials(' ', 'zoe@example.com')).toBe('ZO');
  });
});
