import type { InterestEntry } from '../signals/profile';
import { type CategoryKey, categoryByKey } from '../taxonomy/categories';
import { ageBandFor, OCCASIONS, type OccasionKey } from '../taxonomy/occasions';
import { GIFT_CATALOGUE } from './catalogue';
import type { CatalogueGift } from './catalogue/types';

/**
 * The offline recommender (issue 10): scores the curated catalogue against a member's interest
 * profile. Pure and deterministic: the same profile, member, occasion, budget and exclusions
 * give the same ideas in the same order. Budget and age are hard filters; occasion, concepts
 * and categories rank; no idea the member already has, bought or had deleted comes back; at
 * most two ideas of one category per batch. Every idea explains itself from the evidence.
 */

/** How much each part of the score counts (measure a change with `node bench/gift-eval.mjs`). */
export const RECOMMENDER_WEIGHTS = {
  /** Per concept matched, times the profile's score (0-1) for it; later concepts of a gift count less. */
  concept: 3,
  /** A category the member shows interest in (directly or through their concepts). */
  category: 1,
  /** The idea is made for this occasion. */
  occasion: 0.4,
  /** Made for this age rather than merely allowed (a toddler toy for a toddler). */
  ageFit: 0.3,
  /** With no signals at all, age fit is most of what there is to go on. */
  ageFitWithoutSignals: 1.2,
  /** At most this many ideas of one category in a batch. */
  perCategory: 2,
} as const;

export type RecommendOccasion = OccasionKey | 'custom' | 'general';

export interface RecommendMember {
  /** First name or relationship: how the explanation names them. */
  name: string;
  age: number | null;
  relationship: string;
  isChild: boolean;
}

export interface RecommendInput {
  member: RecommendMember;
  profile: InterestEntry[];
  occasion: RecommendOccasion;
  customOccasion?: string | null;
  /** Whole dollars; both ends inclusive. */
  budget?: { min: number; max: number } | null;
  /** Catalogue ids and title keys the member already has, bought or had deleted. */
  exclude?: { catalogueIds?: Iterable<string>; titleKeys?: Iterable<string> };
  limit?: number;
  catalogue?: readonly CatalogueGift[];
}

export interface Recommendation {
  gift: CatalogueGift;
  score: number;
  /** Out of 10. */
  confidence: number;
  reasoning: string;
  /** The profile concepts that matched, strongest first. */
  matched: string[];
}

export interface RecommendResult {
  ideas: Recommendation[];
  /** The member's profile had no signal to go on: ideas come from age, relationship and occasion. */
  noSignals: boolean;
  /** The age the hard filter used, and whether it was given or assumed. */
  age: { years: number; assumed: boolean };
}

/** "LEGO Classic set!" → "lego classic set": how ideas are compared for "never twice". */
export const titleKeyOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Without an age: a child profile is taken as 8, anyone else as an adult of 35 (and said so). */
export function ageFor(member: Pick<RecommendMember, 'age' | 'isChild'>) {
  if (member.age !== null) return { years: member.age, assumed: false };
  return { years: member.isChild ? 8 : 35, assumed: true };
}

export function occasionLabel(occasion: RecommendOccasion, custom?: string | null): string {
  if (occasion === 'custom') return custom?.trim() || 'a special occasion';
  if (occasion === 'general') return 'general gift giving';
  return OCCASIONS.find((o) => o.key === occasion)?.label ?? occasion;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;

interface Scored {
  gift: CatalogueGift;
  score: number;
  conceptStrength: number;
  matches: Array<{ entry: InterestEntry; contribution: number }>;
  categoryEntry: InterestEntry | null;
  occasionFit: boolean;
}

/** The gifts that pass the hard filters (budget, age, occasion, novelty), scored, best first. */
export function scoreCatalogue(input: RecommendInput): Scored[] {
  const catalogue = input.catalogue ?? GIFT_CATALOGUE;
  const { years } = ageFor(input.member);
  const excludedIds = new Set(input.exclude?.catalogueIds ?? []);
  const excludedTitles = new Set(input.exclude?.titleKeys ?? []);
  const byConcept = new Map(input.profile.map((e) => [e.concept, e]));
  const categoryAffinity = new Map<string, { value: number; entry: InterestEntry; best: number }>();
  for (const entry of input.profile) {
    // A whole-category concept ("Toys & Games" from ads) counts fully; a concept's own categories less.
    const direct = entry.concept.startsWith('category:');
    entry.categories.forEach((category, index) => {
      const value = (entry.score / 100) * (direct ? 1 : index === 0 ? 0.34 : 0.15);
      const current = categoryAffinity.get(category);
      const strongest = !current || value > current.best;
      categoryAffinity.set(category, {
        value: Math.min(1, (current?.value ?? 0) + value),
        entry: strongest ? entry : current.entry,
        best: strongest ? value : current.best,
      });
    });
  }
  const occasion = input.occasion;
  const noSignals = input.profile.length === 0;
  const minCents = input.budget ? input.budget.min * 100 : 0;
  const maxCents = input.budget ? input.budget.max * 100 : Number.POSITIVE_INFINITY;

  const scored: Scored[] = [];
  for (const gift of catalogue) {
    if (gift.priceCents < minCents || gift.priceCents > maxCents) continue;
    if (years < gift.minAge || years > gift.maxAge) continue;
    if (gift.occasions !== 'any' && !(gift.occasions as string[]).includes(occasion)) continue;
    if (excludedIds.has(gift.id) || excludedTitles.has(titleKeyOf(gift.title))) continue;

    const matches = gift.concepts.flatMap((key, index) => {
      const entry = byConcept.get(key);
      return entry ? [{ entry, contribution: entry.score / 100 / (1 + 0.3 * index) }] : [];
    });
    const conceptStrength = matches.reduce((sum, m) => sum + m.contribution, 0);
    const affinity = categoryAffinity.get(gift.category);
    const occasionFit = gift.occasions !== 'any';
    const span = gift.maxAge - gift.minAge;
    const ageFit = span <= 4 ? 1 : span <= 10 ? 0.6 : span <= 30 ? 0.3 : 0;
    const score =
      RECOMMENDER_WEIGHTS.concept * conceptStrength +
      RECOMMENDER_WEIGHTS.category * (affinity?.value ?? 0) +
      RECOMMENDER_WEIGHTS.occasion * (occasionFit ? 1 : 0) +
      (noSignals ? RECOMMENDER_WEIGHTS.ageFitWithoutSignals : RECOMMENDER_WEIGHTS.ageFit) * ageFit;
    scored.push({
      gift,
      score,
      conceptStrength,
      matches: matches.sort((a, b) => b.contribution - a.contribution),
      categoryEntry: affinity?.entry ?? null,
      occasionFit,
    });
  }
  return scored.sort((a, b) => b.score - a.score || a.gift.id.localeCompare(b.gift.id));
}

/** Takes the best in order, at most `perCategory` of one category. */
export function diversify<T extends { gift: Pick<CatalogueGift, 'category'> }>(
  ranked: T[],
  limit: number,
  perCategory: number = RECOMMENDER_WEIGHTS.perCategory,
): T[] {
  const taken: T[] = [];
  const count = new Map<string, number>();
  for (const item of ranked) {
    if (taken.length >= limit) break;
    const n = count.get(item.gift.category) ?? 0;
    if (n >= perCategory) continue;
    count.set(item.gift.category, n + 1);
    taken.push(item);
  }
  return taken;
}

const evidenceOf = (entry: InterestEntry, max = 2) =>
  entry.evidence
    .slice(0, max)
    .map((e) => e.text)
    .filter(Boolean)
    .join('; ');

const withEvidence = (entry: InterestEntry) => {
  const evidence = evidenceOf(entry);
  return evidence ? `${entry.label} (${evidence})` : entry.label;
};

function contextSentence(input: RecommendInput, gift: CatalogueGift, fit: boolean): string {
  const parts: string[] = [];
  const occasion = occasionLabel(input.occasion, input.customOccasion);
  if (fit) parts.push(`made for a ${occasion.toLowerCase()}`);
  if (input.budget) {
    parts.push(
      `about ${dollars(gift.priceCents)}, inside the $${input.budget.min}–$${input.budget.max} budget`,
    );
  } else parts.push(`about ${dollars(gift.priceCents)}`);
  return `${parts.join(', ')}.`.replace(/^./, (c) => c.toUpperCase());
}

function describeAge(input: RecommendInput) {
  const { years, assumed } = ageFor(input.member);
  const band = ageBandFor(years)?.label ?? 'adult';
  if (assumed) return input.member.isChild ? 'a child (no age given)' : 'an adult (no age given)';
  return `a ${years}-year-old ${band}`;
}

/** The explanation, from the evidence only: what matched and why, or plainly that nothing did. */
function explain(input: RecommendInput, s: Scored, noSignals: boolean): string {
  const name = input.member.name;
  const context = contextSentence(input, s.gift, s.occasionFit);
  const occasion = occasionLabel(input.occasion, input.customOccasion).toLowerCase();
  if (noSignals) {
    return `GiftLens has no signals about ${name} yet (no interests, answers or tracked ads), so this idea is chosen for ${describeAge(input)} (${input.member.relationship}) and ${occasion}, not from what they like. ${context}`;
  }
  if (s.matches.length > 0) {
    const top = s.matches.slice(0, 2).map((m) => withEvidence(m.entry));
    return `Fits ${name}'s interest in ${top.join(' and ')}. ${context}`;
  }
  const category = categoryByKey(s.gift.category)?.name ?? s.gift.category;
  if (s.categoryEntry) {
    return `In ${category}, a category ${name} shows interest in through ${withEvidence(s.categoryEntry)}. ${context}`;
  }
  return `None of ${name}'s signals point at this one directly: it is picked for ${describeAge(input)} and ${occasion}. ${context}`;
}

/** 1-10 from how strongly the evidence backs the idea; low without evidence. */
function confidenceOf(s: Scored, noSignals: boolean): number {
  if (noSignals) return s.occasionFit ? 3 : 2;
  const categoryPart = s.categoryEntry ? 0.35 * (s.categoryEntry.score / 100) : 0;
  const strength = s.conceptStrength + categoryPart;
  return Math.max(1, Math.min(10, Math.round(2 + 8 * (1 - Math.exp(-strength / 1.2)))));
}

export function recommend(input: RecommendInput): RecommendResult {
  const noSignals = input.profile.length === 0;
  const ranked = scoreCatalogue(input);
  const picked = diversify(ranked, input.limit ?? 6);
  return {
    noSignals,
    age: ageFor(input.member),
    ideas: picked.map((s) => ({
      gift: s.gift,
      score: Math.round(s.score * 1000) / 1000,
      confidence: confidenceOf(s, noSignals),
      reasoning: explain(input, s, noSignals),
      matched: s.matches.map((m) => m.entry.concept),
    })),
  };
}

/** The best candidates an AI model may choose from and improve on (more than a batch, still diverse). */
export function candidatesFor(input: RecommendInput, count = 15): Recommendation[] {
  return recommend({ ...input, limit: count }).ideas;
}

export type { CategoryKey };
