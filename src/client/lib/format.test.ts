import { describe, expect, it } from 'vitest';
import { initials, relativeTime } from './format';

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

describe('relativeTime', () => {
  const now = new Date('2026-03-18T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it('says Just now under a minute, then minutes, then hours', () => {
    expect(relativeTime(ago(59_000), now)).toBe('Just now');
    expect(relativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * 60_000), now)).toBe('59 minutes ago');
    expect(relativeTime(ago(2 * 3_600_000), now)).toBe('2 hours ago');
  });
  it('gives a date from a day on, with the year only when it is not this one', () => {
    expect(relativeTime(ago(24 * 3_600_000), now)).not.toMatch(/ago|2026/);
    expect(relativeTime('2025-12-01T12:00:00Z', now)).toMatch(/2025/);
  });
});
