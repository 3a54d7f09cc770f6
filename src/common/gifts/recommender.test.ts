import { describe, expect, it } from 'vitest';
import type { InterestEntry } from '../signals/profile';
import { GIFT_CATALOGUE } from './catalogue';
import { type RecommendInput, recommend, scoreCatalogue, titleKeyOf } from './recommender';

const entry = (concept: string, label: string, score: number, categories: string[], evidence: string[]) =>
  ({
    concept,
    label,
    kind: 'interest',
    score,
    categories,
    evidence: evidence.map((text) => ({
      source: 'questionnaire' as const,
      text,
      at: '2026-03-01T00:00:00.000Z',
    })),
  }) satisfies InterestEntry;

const mia = { name: 'Mia', age: 7, relationship: 'Child', isChild: true };
const legoFan: InterestEntry[] = [
  entry('lego', 'LEGO', 80, ['toys'], ['picked as a favourite brand', '3 LEGO ads tracked in March']),
  entry('building-toys', 'Building toys', 50, ['toys'], ['listed as a hobby']),
  entry('drawing', 'Drawing', 40, ['arts'], ['listed as a hobby']),
];
const base: RecommendInput = { member: mia, profile: legoFan, occasion: 'birthday' };

describe('offline recommender', () => {
  it('gives the same ideas in the same order for the same inputs', () => {
    expect(recommend(base).ideas.map((i) => i.gift.id)).toEqual(recommend(base).ideas.map((i) => i.gift.id));
  });

  it('puts ideas matching the strongest interests first and explains them from the evidence', () => {
    const [first] = recommend(base).ideas;
    expect(first?.gift.concepts).toContain('lego');
    expect(first?.reasoning).toContain(
      "Mia's interest in LEGO (picked as a favourite brand; 3 LEGO ads tracked in March)",
    );
    expect(first?.matched[0]).toBe('lego');
  });

  it('never suggests an idea outside the budget', () => {
    const ideas = recommend({ ...base, budget: { min: 20, max: 40 }, limit: 6 }).ideas;
    expect(ideas.length).toBeGreaterThan(0);
    expect(ideas.filter((i) => i.gift.priceCents < 2000 || i.gift.priceCents > 4000)).toEqual([]);
    expect(ideas[0]?.reasoning).toContain('inside the $20–$40 budget');
  });

  it('never suggests an idea unsuitable for the age, even when it matches an interest', () => {
    const cook = [entry('cooking', 'Cooking', 90, ['home', 'food'], ['listed as a hobby'])];
    const ideas = scoreCatalogue({ member: { ...mia, age: 6 }, profile: cook, occasion: 'birthday' });
    expect(ideas.filter((s) => s.gift.minAge > 6 || s.gift.maxAge < 6)).toEqual([]);
    expect(ideas.some((s) => /knife/i.test(s.gift.title))).toBe(false);
    const adult = scoreCatalogue({
      member: { ...mia, age: 40, isChild: false },
      profile: cook,
      occasion: 'birthday',
    });
    expect(adult.filter((s) => s.gift.maxAge < 40)).toEqual([]);
  });

  it('keeps at most two ideas of one category in a batch', () => {
    const ideas = recommend({ ...base, limit: 8 }).ideas;
    const perCategory = new Map<string, number>();
    for (const idea of ideas)
      perCategory.set(idea.gift.category, (perCategory.get(idea.gift.category) ?? 0) + 1);
    expect(Math.max(...perCategory.values())).toBeLessThanOrEqual(2);
    expect(ideas).toHaveLength(8);
  });

  it('never repeats an idea the member already has, bought or had deleted', () => {
    const first = recommend(base).ideas;
    const again = recommend({
      ...base,
      exclude: {
        catalogueIds: first.map((i) => i.gift.id).slice(0, 3),
        titleKeys: first.slice(3).map((i) => titleKeyOf(i.gift.title)),
      },
    }).ideas;
    const firstIds = new Set(first.map((i) => i.gift.id));
    expect(again.filter((i) => firstIds.has(i.gift.id))).toEqual([]);
    expect(again.length).toBe(first.length);
  });

  it('offers occasion-only ideas only for their occasion', () => {
    const specific = GIFT_CATALOGUE.filter((g) => g.occasions !== 'any' && !g.occasions.includes('birthday'));
    expect(specific.length).toBeGreaterThan(0);
    const ids = new Set(
      scoreCatalogue({ ...base, member: { ...mia, age: 35, isChild: false } }).map((s) => s.gift.id),
    );
    expect(specific.filter((g) => ids.has(g.id))).toEqual([]);
  });

  it('says plainly when there are no signals and falls back on age, relationship and occasion', () => {
    const result = recommend({ ...base, profile: [] });
    expect(result.noSignals).toBe(true);
    expect(result.ideas.length).toBe(6);
    for (const idea of result.ideas) {
      expect(idea.reasoning).toContain('GiftLens has no signals about Mia yet');
      expect(idea.reasoning).toContain('7-year-old');
      expect(idea.confidence).toBeLessThanOrEqual(3);
      expect(idea.gift.minAge).toBeLessThanOrEqual(7);
      expect(idea.gift.maxAge).toBeGreaterThanOrEqual(7);
    }
  });

  it('rates confidence out of 10, higher for ideas with stronger evidence', () => {
    const ideas = recommend({ ...base, limit: 8 }).ideas;
    for (const idea of ideas) {
      expect(idea.confidence).toBeGreaterThanOrEqual(1);
      expect(idea.confidence).toBeLessThanOrEqual(10);
    }
    const first = ideas[0];
    const last = ideas.at(-1);
    expect(first && last && first.confidence > last.confidence).toBe(true);
  });

  it('assumes an adult when no age is given and says so when nothing matches', () => {
    const result = recommend({
      member: { name: 'Dad', age: null, relationship: 'Parent', isChild: false },
      profile: [entry('zzz-unknown', 'Something rare', 60, [], ['listed as an interest'])],
      occasion: 'christmas',
    });
    expect(result.age).toEqual({ years: 35, assumed: true });
    expect(result.ideas[0]?.reasoning).toContain("None of Dad's signals point at this one directly");
  });

  it('returns nothing rather than breaking the budget when nothing fits it', () => {
    expect(recommend({ ...base, budget: { min: 0, max: 1 } }).ideas).toEqual([]);
  });
});
