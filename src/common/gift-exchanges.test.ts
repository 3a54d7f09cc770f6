import { describe, expect, it } from 'vitest';
import { createExchangeSchema, drawMatches } from './gift-exchanges';

/** A seeded generator, so each case is repeatable. */
function seeded(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
}

describe('the draw', () => {
  it('gives everyone one person to give to and one giver, never themself and never an excluded pair', () => {
    const ids = [1, 2, 3, 4, 5, 6];
    const exclusions = [
      [1, 2],
      [3, 4],
    ] as const;
    for (let seed = 1; seed <= 200; seed++) {
      const draw = drawMatches(ids, exclusions, seeded(seed));
      expect(draw).not.toBeNull();
      const pairs = [...(draw as Map<number, number>)];
      expect(pairs.map(([giver]) => giver).sort()).toEqual(ids);
      expect(pairs.map(([, receiver]) => receiver).sort()).toEqual(ids);
      for (const [giver, receiver] of pairs) {
        expect(giver).not.toBe(receiver);
        for (const [a, b] of exclusions) expect([giver, receiver].sort()).not.toEqual([a, b]);
      }
    }
  });

  it('draws different matches over many draws (it is random, not a fixed rotation)', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 100; seed++)
      seen.add(JSON.stringify([...(drawMatches([1, 2, 3, 4], [], seeded(seed)) ?? [])].sort()));
    // Four people have nine derangements; a fair draw meets most of them in a hundred tries.
    expect(seen.size).toBeGreaterThanOrEqual(7);
  });

  it('says when no draw exists', () => {
    // 1 may give only to 2 and 2 only to 1, so 3 would have to give to themself.
    expect(
      drawMatches(
        [1, 2, 3],
        [
          [1, 3],
          [2, 3],
        ],
        seeded(1),
      ),
    ).toBeNull();
    expect(
      drawMatches(
        [1, 2, 3, 4],
        [
          [1, 2],
          [1, 3],
          [1, 4],
        ],
        seeded(1),
      ),
    ).toBeNull();
  });
});

describe('setting up an exchange', () => {
  const body = { title: 'Secret Santa', budgetCents: 2500, participantMemberIds: [1, 2, 3] };
  it('needs three different participants and exclusions between them', () => {
    expect(createExchangeSchema.safeParse(body).success).toBe(true);
    const issues = (value: object) =>
      createExchangeSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ ...body, participantMemberIds: [1, 2] })).toContain(
      'an exchange needs at least 3 participants',
    );
    expect(issues({ ...body, participantMemberIds: [1, 2, 2] })).toContain('lists a participant twice');
    expect(issues({ ...body, exclusions: [[1, 9]] })).toContain('names someone who does not take part');
    expect(issues({ ...body, revealDate: '2026-02-30' })).toContain('must be a real date');
  });
});
