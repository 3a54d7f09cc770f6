import { describe, expect, it } from 'vitest';
import type { Evidence } from '../signals/evidence';
import type { InterestEntry } from '../signals/profile';
import { GIFT_CATALOGUE } from './catalogue';
import { giftReasonText } from './reason';
import { type RecommendInput, recommend, scoreCatalogue, titleKeyOf } from './recommender';

const NOW = new Date('2026-03-20T12:00:00Z');
const said = (reason: Evidence['reason']): Evidence => ({
  source: 'questionnaire',
  reason,
  params: {},
  count: 1,
  first: '2026-03-01T00:00:00.000Z',
  at: '2026-03-01T00:00:00.000Z',
});
const tracked = (count: number): Evidence => ({
  source: 'tracked_ad',
  reason: 'tracked_ad.mention',
  params: {},
  count,
  first: '2026-03-02T00:00:00.000Z',
  at: '2026-03-12T00:00:00.000Z',
});
const entry = (concept: string, label: string, score: number, categories: string[], evidence: Evidence[]) =>
  ({ concept, label, kind: 'interest', score, categories, evidence }) satisfies InterestEntry;
/** An idea's reason in words, as a reader sees it. */
const words = (idea: { reason: Parameters<typeof giftReasonText>[0] } | undefined) =>
  idea ? giftReasonText(idea.reason, NOW) : '';

const mia = { name: 'Mia', age: 7, relationship: 'Child', isChild: true };
const legoFan: InterestEntry[] = [
  entry('lego', 'LEGO', 80, ['toys'], [said('questionnaire.brand'), tracked(3)]),
  entry('building-toys', 'Building toys', 50, ['toys'], [said('questionnaire.hobby')]),
  entry('drawing', 'Drawing', 40, ['arts'], [said('questionnaire.hobby')]),
];
const base: RecommendInput = { member: mia, profile: legoFan, occasion: 'birthday' };

describe('offline recommender', () => {
  it('gives the same ideas in the same order for the same inputs', () => {
    expect(recommend(base).ideas.map((i) => i.gift.id)).toEqual(recommend(base).ideas.map((i) => i.gift.id));
  });

  it('puts ideas matching the strongest interests first and explains them from the evidence', () => {
    const [first] = recommend(base).ideas;
    expect(first?.gift.concepts).toContain('lego');
    expect(words(first)).toContain(
      "Mia's interest in LEGO (picked as a favourite brand; 3 LEGO ads tracked in March)",
    );
    expect(first?.matched[0]).toBe('lego');
    expect(first?.sources).toEqual(['questionnaire', 'tracked_ad']);
  });

  it('never suggests an idea outside the budget', () => {
    const ideas = recommend({ ...base, budget: { min: 20, max: 40 }, limit: 6 }).ideas;
    expect(ideas.length).toBeGreaterThan(0);
    expect(ideas.filter((i) => i.gift.priceCents < 2000 || i.gift.priceCents > 4000)).toEqual([]);
    expect(words(ideas[0])).toContain('inside the $20–$40 budget');
  });

  it('never suggests an idea unsuitable for the age, even when it matches an interest', () => {
    const cook = [entry('cooking', 'Cooking', 90, ['home', 'food'], [said('questionnaire.hobby')])];
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
      expect(words(idea)).toContain('GiftLens has no signals about Mia yet');
      expect(words(idea)).toContain('7-year-old');
      expect(idea.sources).toEqual([]);
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

  it('reads an age from the relationship when none is given, and says so when nothing matches', () => {
    const result = recommend({
      member: { name: 'Dad', age: null, relationship: 'Parent', isChild: false },
      profile: [entry('zzz-unknown', 'Something rare', 60, [], [said('questionnaire.interest')])],
      occasion: 'christmas',
    });
    expect(result.age).toEqual({ years: 55, from: 'relationship' });
    expect(words(result.ideas[0])).toContain("None of Dad's signals point at this one directly");
    expect(words(result.ideas[0])).toContain('a parent (no age given)');
    const stranger = recommend({
      member: { name: 'Sam', age: null, relationship: 'Friend', isChild: false },
      profile: [],
      occasion: 'christmas',
    });
    expect(stranger.age).toEqual({ years: 35, from: 'default' });
  });

  it('returns nothing rather than breaking the budget when nothing fits it', () => {
    expect(recommend({ ...base, budget: { min: 0, max: 1 } }).ideas).toEqual([]);
  });
});
