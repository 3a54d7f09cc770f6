import { describe, expect, it } from 'vitest';
import { idFrom } from './url-state';

describe('an id from the address', () => {
  it('reads a positive whole number', () => {
    expect(idFrom('12')).toBe(12);
  });
  it('ignores anything else: missing, zero, negative, fractional or words', () => {
    for (const value of [null, '', '0', '-3', '1.5', 'abc', '1e400']) expect(idFrom(value)).toBeUndefined();
  });
});
