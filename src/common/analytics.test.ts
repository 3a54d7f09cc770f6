import { describe, expect, it } from 'vitest';
import { successRate, weekOverWeek } from './dashboard';

describe('dashboard figures', () => {
  it('compares this week with the week before, and says nothing without a week before', () => {
    expect(weekOverWeek([{ adCount: 4 }, { adCount: 5 }])).toBe(25);
    expect(weekOverWeek([{ adCount: 4 }, { adCount: 1 }])).toBe(-75);
    expect(weekOverWeek([{ adCount: 0 }, { adCount: 3 }])).toBeNull();
    expect(weekOverWeek([{ adCount: 3 }])).toBeNull();
  });

  it('gives the success rate as purchased over total with one decimal, 0 with no ideas', () => {
    expect(successRate(1, 3)).toBe(33.3);
    expect(successRate(2, 3)).toBe(66.7);
    expect(successRate(0, 0)).toBe(0);
  });
});
