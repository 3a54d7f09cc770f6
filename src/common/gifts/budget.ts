import { GIFT_LIMITS } from './schemas';

/** A budget in whole dollars, both ends inclusive. */
export interface DollarBudget {
  min: number;
  max: number;
}

const KEYED: Record<string, DollarBudget> = {
  'under-50': { min: 0, max: 50 },
  '50-100': { min: 50, max: 100 },
  '100-250': { min: 100, max: 250 },
  '250-500': { min: 250, max: 500 },
  'over-500': { min: 500, max: GIFT_LIMITS.maxBudgetDollars },
};

const amounts = (text: string) =>
  [...text.replace(/[,\s](?=\d{3}\b)/g, '').matchAll(/\d+(?:\.\d+)?/g)].map((m) => Math.round(Number(m[0])));

/**
 * The budget a member's own answer names ("Under $50" in the questionnaire, stored as
 * `under-50`; older free text such as "$50 - $100" or "over 500"), or null when it names none.
 * When a generation is asked without a budget, this one bounds the ideas (issue 29).
 */
export function budgetFromRange(range: string | null | undefined): DollarBudget | null {
  if (!range) return null;
  const text = range.trim().toLowerCase();
  if (Object.hasOwn(KEYED, text)) return KEYED[text] ?? null;
  const found = amounts(text).filter((n) => n >= 0 && n <= GIFT_LIMITS.maxBudgetDollars);
  const [first, second] = found;
  if (first === undefined) return null;
  if (second !== undefined) return { min: Math.min(first, second), max: Math.max(first, second) };
  if (/under|below|less|up to|<|max/.test(text)) return { min: 0, max: first };
  if (/over|above|more|\+|>|min|at least/.test(text))
    return { min: first, max: GIFT_LIMITS.maxBudgetDollars };
  return null;
}
