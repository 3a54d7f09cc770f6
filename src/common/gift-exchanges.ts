import { z } from 'zod';
import { bodyIdSchema, str } from './api/fields';

/** A Secret-Santa style gift exchange (issue 22). */

export const EXCHANGE_LIMITS = {
  title: 120,
  minParticipants: 3,
  maxParticipants: 60,
  maxBudgetCents: 10_000_000,
} as const;

const isoDateSchema = str('must be a date')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'must be a real date',
  );

export const createExchangeSchema = z
  .strictObject({
    title: str('must be text')
      .trim()
      .min(1, 'title is required')
      .max(EXCHANGE_LIMITS.title, `title must be at most ${EXCHANGE_LIMITS.title} characters`),
    occasionId: bodyIdSchema('must be an occasion id')
      .nullish()
      .transform((v) => v ?? null),
    budgetCents: z
      .number('budgetCents must be a number of cents')
      .int('budgetCents must be whole cents')
      .min(0, 'budgetCents must not be negative')
      .max(EXCHANGE_LIMITS.maxBudgetCents, `budgetCents must be at most ${EXCHANGE_LIMITS.maxBudgetCents}`),
    participantMemberIds: z
      .array(bodyIdSchema('must be member ids'), 'must be a list of member ids')
      .min(
        EXCHANGE_LIMITS.minParticipants,
        `an exchange needs at least ${EXCHANGE_LIMITS.minParticipants} participants`,
      )
      .max(
        EXCHANGE_LIMITS.maxParticipants,
        `an exchange takes at most ${EXCHANGE_LIMITS.maxParticipants} participants`,
      )
      .refine((ids) => new Set(ids).size === ids.length, 'lists a participant twice'),
    exclusions: z
      .array(
        z.tuple(
          [bodyIdSchema('must be member ids'), bodyIdSchema('must be member ids')],
          'each exclusion is a pair',
        ),
        'must be a list of pairs',
      )
      .max(200, 'must list at most 200 pairs')
      .optional()
      .transform((v) => v ?? []),
    revealDate: isoDateSchema.nullish().transform((v) => v ?? null),
  })
  .superRefine((body, ctx) => {
    const ids = new Set(body.participantMemberIds);
    body.exclusions.forEach(([a, b], i) => {
      if (a === b)
        ctx.addIssue({ code: 'custom', path: ['exclusions', i], message: 'pairs two different people' });
      else if (!ids.has(a) || !ids.has(b))
        ctx.addIssue({
          code: 'custom',
          path: ['exclusions', i],
          message: 'names someone who does not take part',
        });
    });
  });
export type CreateExchangeInput = z.input<typeof createExchangeSchema>;
export type CreateExchangeData = z.output<typeof createExchangeSchema>;

export const EXCHANGE_ATTENTION = ['too_few', 'unmatched'] as const;
export type ExchangeAttention = (typeof EXCHANGE_ATTENTION)[number];

export const exchangeSchema = z.object({
  id: z.number().int(),
  familyAccountId: z.number().int(),
  title: z.string(),
  occasionId: z.number().int().nullable(),
  budgetCents: z.number().int(),
  revealDate: z.string().nullable(),
  participants: z.array(
    z.object({ memberId: z.number().int(), name: z.string(), opened: z.boolean(), isMe: z.boolean() }),
  ),
  exclusions: z.array(z.tuple([z.number().int(), z.number().int()])),
  /** The reveal date has come: everyone sees the whole draw. */
  revealed: z.boolean(),
  /** Who gave to whom: only once revealed. */
  pairs: z.array(z.object({ giver: z.string(), receiver: z.string() })).nullable(),
  /** The owner may draw again while nobody has opened their match. */
  canRedraw: z.boolean(),
  /**
   * Before the reveal, what the owner should look at since someone left (decision 0033):
   * `too_few`, fewer than three are left taking part; `unmatched`, someone has nobody to give to
   * and no one could take over without changing a match another had already opened.
   */
  attention: z.enum(EXCHANGE_ATTENTION).nullable(),
  /** The owner may end the exchange (it goes, with its draw, for everyone). */
  canEnd: z.boolean(),
  /** The viewer takes part (and so has a match to open). */
  takingPart: z.boolean(),
  createdAt: z.string(),
});
export type GiftExchange = z.infer<typeof exchangeSchema>;

export const myMatchSchema = z.object({
  exchangeId: z.number().int(),
  title: z.string(),
  budgetCents: z.number().int(),
  revealDate: z.string().nullable(),
  /** The member you give to; null when they left the family after the draw. */
  receiverMemberId: z.number().int().nullable(),
  receiverName: z.string().nullable(),
  /** When the match changed after you had opened it, because someone taking part left. */
  changedAt: z.string().nullable(),
});
export type MyMatch = z.infer<typeof myMatchSchema>;

/**
 * A random assignment of givers to receivers where nobody draws themself and no excluded pair
 * draws each other (either way round), or null when none exists. `random(n)` answers an integer
 * in [0, n): crypto.randomInt on the server, a seeded generator in tests. Backtracking over a
 * shuffled order finds one whenever one exists; families are small, so it is quick.
 */
export function drawMatches(
  ids: readonly number[],
  exclusions: ReadonlyArray<readonly [number, number]>,
  random: (n: number) => number,
): Map<number, number> | null {
  return completeDraw(ids, exclusions, new Map(), random);
}

/**
 * A draw in which the `fixed` givers keep their receivers and everyone else gets one, under the
 * same rules as `drawMatches`; null when none exists.
 */
export function completeDraw(
  ids: readonly number[],
  exclusions: ReadonlyArray<readonly [number, number]>,
  fixed: ReadonlyMap<number, number>,
  random: (n: number) => number,
): Map<number, number> | null {
  const banned = new Set(exclusions.flatMap(([a, b]) => [`${a}:${b}`, `${b}:${a}`]));
  const allowed = (giver: number, receiver: number) =>
    giver !== receiver && !banned.has(`${giver}:${receiver}`);
  const shuffle = <T>(items: readonly T[]) => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = random(i + 1);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  const taken = new Set<number>(fixed.values());
  const open = ids.filter((id) => !taken.has(id));
  // The most constrained givers first: a dead end shows early.
  const givers = shuffle(ids.filter((id) => !fixed.has(id))).sort(
    (a, b) => open.filter((r) => allowed(a, r)).length - open.filter((r) => allowed(b, r)).length,
  );
  const result = new Map<number, number>(fixed);
  let steps = 0;
  const place = (index: number): boolean => {
    if (index === givers.length) return true;
    if (++steps > 200_000) return false;
    const giver = givers[index] as number;
    for (const receiver of shuffle(open)) {
      if (taken.has(receiver) || !allowed(giver, receiver)) continue;
      taken.add(receiver);
      result.set(giver, receiver);
      if (place(index + 1)) return true;
      taken.delete(receiver);
      result.delete(giver);
    }
    return false;
  };
  return place(0) ? result : null;
}

/** A participant's part of a draw, as the repair after a departure reads it. */
export interface DrawnParticipant {
  memberId: number;
  receiverMemberId: number | null;
  /** They have seen their match: it is theirs to keep. */
  opened: boolean;
}

/**
 * The draw once `leaving` are gone (decision 0033), or null when it cannot be mended. First
 * everyone keeps the match they still have, so only whoever drew a leaver takes over (the
 * leaver's receiver, when the rules allow it); failing that, only the matches already opened
 * are kept and the sealed ones are drawn again, which nobody can notice. No match anyone has
 * opened changes, but the one whose receiver left. Two left may give to each other; one cannot.
 */
export function mendDraw(
  people: readonly DrawnParticipant[],
  leaving: ReadonlySet<number>,
  exclusions: ReadonlyArray<readonly [number, number]>,
  random: (n: number) => number,
): Map<number, number> | null {
  const staying = people.filter((p) => !leaving.has(p.memberId));
  const ids = staying.map((p) => p.memberId);
  if (ids.length < 2) return null;
  const rules = exclusions.filter(([a, b]) => ids.includes(a) && ids.includes(b));
  const still = (p: DrawnParticipant) => p.receiverMemberId !== null && ids.includes(p.receiverMemberId);
  for (const keep of [still, (p: DrawnParticipant) => still(p) && p.opened]) {
    const fixed = new Map(staying.filter(keep).map((p) => [p.memberId, p.receiverMemberId as number]));
    const draw = completeDraw(ids, rules, fixed, random);
    if (draw) return draw;
  }
  return null;
}
