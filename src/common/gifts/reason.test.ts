import { describe, expect, it } from 'vitest';
import { reasonWithoutAge } from './reason';

describe('a reason read without the age', () => {
  const context = { occasion: 'Birthday', occasionFit: false, priceCents: 4500, budget: null };
  const joe = { relationship: 'Grandparent', isChild: false };

  it('says who the idea is for from the relationship alone', () => {
    const reason = reasonWithoutAge(
      { kind: 'no_signals', name: 'Joe', who: 'a 77-year-old retiree', relationship: 'Grandparent', context },
      joe,
      'Joe',
    );
    expect(reason).toEqual({
      kind: 'no_signals',
      name: 'Joe',
      who: 'a grandparent (no age given)',
      relationship: 'Grandparent',
      context,
    });
  });

  it("gives way to a neutral reason for an AI model's words whose prompt carried the age, or may have", () => {
    expect(reasonWithoutAge({ kind: 'ai', text: 'For a retiree', fields: ['age'] }, joe, 'Joe').kind).toBe(
      'neutral',
    );
    expect(reasonWithoutAge({ kind: 'ai', text: 'Saved before fields were kept' }, joe, 'Joe').kind).toBe(
      'neutral',
    );
    expect(reasonWithoutAge({ kind: 'ai', text: 'No age was given', fields: [] }, joe, 'Joe')).toEqual({
      kind: 'ai',
      text: 'No age was given',
      fields: [],
    });
  });
});
