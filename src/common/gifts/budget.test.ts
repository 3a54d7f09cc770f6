import { describe, expect, it } from 'vitest';
import { budgetFromRange } from './budget';

describe('the budget a member answer names', () => {
  it('reads the questionnaire choices and older free text', () => {
    expect(budgetFromRange('under-50')).toEqual({ min: 0, max: 50 });
    expect(budgetFromRange('100-250')).toEqual({ min: 100, max: 250 });
    expect(budgetFromRange('over-500')).toEqual({ min: 500, max: 100_000 });
    expect(budgetFromRange('Under $50')).toEqual({ min: 0, max: 50 });
    expect(budgetFromRange('$50 - $100')).toEqual({ min: 50, max: 100 });
    expect(budgetFromRange('over $1,000')).toEqual({ min: 1000, max: 100_000 });
  });

  it('names no budget for no answer or words without an amount', () => {
    expect(budgetFromRange(undefined)).toBeNull();
    expect(budgetFromRange('')).toBeNull();
    expect(budgetFromRange('whatever feels right')).toBeNull();
    expect(budgetFromRange('about 40')).toBeNull();
  });
});
