import { describe, expect, it } from 'vitest';
import { createExchangeSchema, type DrawnParticipant, drawMatches, mendDraw } from './gift-exchanges';

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

/** A draw as participants: giver → receiver, and who has opened theirs. */
const drawn = (pairs: Array<[number, number | null]>, opened: number[] = []): DrawnParticipant[] =>
  pairs.map(([memberId, receiverMemberId]) => ({
    memberId,
    receiverMemberId,
    opened: opened.includes(memberId),
  }));
const asPairs = (draw: Map<number, number> | null) => (draw ? [...draw].sort((a, b) => a[0] - b[0]) : null);

describe('mending a draw when someone leaves', () => {
  it("has whoever drew the leaver take over the leaver's match, everyone else keeping theirs", () => {
    // 1 → 2 → 3 → 4 → 1; 3 leaves: 2 now gives to 4.
    for (let seed = 1; seed <= 20; seed++) {
      const people = drawn(
        [
          [1, 2],
          [2, 3],
          [3, 4],
          [4, 1],
        ],
        [1, 2, 3, 4],
      );
      expect(asPairs(mendDraw(people, new Set([3]), [], seeded(seed)))).toEqual([
        [1, 2],
        [2, 4],
        [4, 1],
      ]);
    }
  });

  it('draws the sealed matches again when taking over would break a rule, never an opened one', () => {
    // 1 ↔ 2 and 3 → 4 → 5 → 3; 1 leaves, so 2 would give to themself. 4 and 5 opened theirs.
    const people = drawn(
      [
        [1, 2],
        [2, 1],
        [3, 4],
        [4, 5],
        [5, 3],
      ],
      [1, 2, 4, 5],
    );
    for (let seed = 1; seed <= 20; seed++) {
      const mended = mendDraw(people, new Set([1]), [], seeded(seed));
      // 3 had not looked: 3 now gives to 2, and 2 to 4.
      expect(asPairs(mended)).toEqual([
        [2, 4],
        [3, 2],
        [4, 5],
        [5, 3],
      ]);
    }
    // The leaver's receiver is kept from their giver: someone sealed gives to them instead.
    const kept = drawn(
      [
        [1, 2],
        [2, 3],
        [3, 4],
        [4, 5],
        [5, 1],
      ],
      [2],
    );
    for (let seed = 1; seed <= 20; seed++) {
      const mended = mendDraw(kept, new Set([3]), [[2, 4]], seeded(seed));
      expect(mended?.get(2)).not.toBe(4);
      expect(mended?.get(4)).not.toBe(2);
      expect([...(mended?.keys() ?? [])].sort()).toEqual([1, 2, 4, 5]);
      expect([...(mended?.values() ?? [])].sort()).toEqual([1, 2, 4, 5]);
      for (const [giver, receiver] of mended ?? []) expect(giver).not.toBe(receiver);
    }
  });

  it('says when it cannot be mended: a match opened by everyone would have to change, or one is left', () => {
    const everyoneLooked = drawn(
      [
        [1, 2],
        [2, 1],
        [3, 4],
        [4, 3],
      ],
      [1, 2, 3, 4],
    );
    expect(mendDraw(everyoneLooked, new Set([1]), [], seeded(1))).toBeNull();
    const three = drawn([
      [1, 2],
      [2, 3],
      [3, 1],
    ]);
    // Two left give to each other; one left has nobody.
    expect(asPairs(mendDraw(three, new Set([3]), [], seeded(1)))).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(mendDraw(three, new Set([2, 3]), [], seeded(1))).toBeNull();
    expect(mendDraw(three, new Set([3]), [[1, 2]], seeded(1))).toBeNull();
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
