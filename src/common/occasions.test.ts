import { describe, expect, it } from 'vitest';
import { occasionInputSchema } from './occasions';

describe('the occasion a client sends', () => {
  const parse = (body: unknown) => occasionInputSchema.safeParse(body);
  it('accepts Feb 29 without a year or in a leap year, and refuses it in other years', () => {
    expect(parse({ kind: 'birthday', month: 2, day: 29 }).success).toBe(true);
    expect(parse({ kind: 'birthday', month: 2, day: 29, year: 2016 }).success).toBe(true);
    expect(parse({ kind: 'birthday', month: 2, day: 29, year: 2017 }).success).toBe(false);
  });

  it('lets a custom one-off date be planned in a future year, but no birthday', () => {
    const next = new Date().getUTCFullYear() + 1;
    expect(
      parse({ kind: 'custom', title: 'Graduation', month: 6, day: 1, year: next, recurring: false }).success,
    ).toBe(true);
    expect(parse({ kind: 'birthday', month: 6, day: 1, year: next }).success).toBe(false);
    expect(parse({ kind: 'birthday', month: 6, day: 1, recurring: false }).success).toBe(false);
  });
});
