import { sourcesOf } from '../signals/evidence';
import type { InterestEntry } from '../signals/profile';
import type { SignalSource } from '../signals/weights';
import type { CategoryKey } from '../taxonomy/categories';
import { OCCASIONS, type OccasionKey } from '../taxonomy/occasions';
import { ageFor, describeAge } from './age';
import { GIFT_CATALOGUE } from './catalogue';
import type { CatalogueGift } from './catalogue/types';
import type { GiftReason, ReasonContext, ReasonInterest } from './reason';

/**
 * The catalogue ranker and the offline recommender (decision 0015): scores the curated
 * catalogue against the interest profile a viewer may see. Pure and deterministic: the same
 * profile, member, occasion, budget and exclusions give the same ideas in the same order.
 * Budget and age (one rule, ./age) are hard filters; occasion, concepts and categories rank;
 * no idea the member already has, bought or had deleted comes back; at most two ideas of one
 * category per batch. Every idea explains itself from the evidence, as data (./reason).
 * The feed ranks the same way (`scoreCatalogue` without an occasion).
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
  profile: readonly InterestEntry[];
  /** Null: no occasion (the feed); only ideas for any occasion then. */
  occasion: RecommendOccasion | null;
  customOccasion?: string | null;
  /** Whole dollars; both ends inclusive. */
  budget?: { min: number; max: number } | null;
  /**
   * The budget is the member's own answer, not the asker's: it bounds the ideas but is not
   * written into their reasons, which other relatives (who may not see the answers) read.
   */
  budgetFromProfile?: boolean;
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
  /** Why, as data (./reason renders it). */
  reason: GiftReason;
  /** The signal sources the reason rests on: a viewer must see all of them to read it. */
  sources: SignalSource[];
  /** The profile concepts that matched, strongest first. */
  matched: string[];
}

export interface RecommendResult {
  ideas: Recommendation[];
  /** The member's profile had no signal to go on: ideas come from age, relationship and occasion. */
  noSignals: boolean;
  /** The age the hard filter used, and where it came from. */
  age: ReturnType<typeof ageFor>;
}

/** "LEGO Classic set!" → "lego classic set": how ideas are compared for "never twice". */
export const titleKeyOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export type { ageFor, describeAge };

export function occasionLabel(occasion: RecommendOccasion | null, custom?: string | null): string {
  if (occasion === null) return 'any occasion';
  if (occasion === 'custom') return custom?.trim() || 'a special occasion';
  if (occasion === 'general') return 'general gift giving';
  return OCCASIONS.find((o) => o.key === occasion)?.label ?? occasion;
}

export interface Scored {
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
    if (gift.occasions !== 'any' && (occasion === null || !(gift.occasions as string[]).includes(occasion)))
      continue;
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

const reasonInterest = (entry: InterestEntry): ReasonInterest => ({
  label: entry.label,
  evidence: entry.evidence.slice(0, 2),
});

/** The explanation, from the evidence only: what matched and why, or plainly that nothing did. */
function explain(input: RecommendInput, s: Scored, noSignals: boolean): GiftReason {
  const name = input.member.name;
  const context: ReasonContext = {
    occasion: occasionLabel(input.occasion, input.customOccasion),
    occasionFit: s.occasionFit,
    priceCents: s.gift.priceCents,
    budget: input.budgetFromProfile ? null : (input.budget ?? null),
  };
  if (noSignals) {
    const who = describeAge(input.member);
    return { kind: 'no_signals', name, who, relationship: input.member.relationship, context };
  }
  if (s.matches.length > 0) {
    return {
      kind: 'fits',
      name,
      interests: s.matches.slice(0, 2).map((m) => reasonInterest(m.entry)),
      context,
    };
  }
  if (s.categoryEntry) {
    return {
      kind: 'category',
      name,
      category: s.gift.category,
      interest: reasonInterest(s.categoryEntry),
      context,
    };
  }
  return { kind: 'age_only', name, who: describeAge(input.member), context };
}

/** The sources a reason rests on. */
export function reasonSources(reason: GiftReason): SignalSource[] {
  if (reason.kind === 'fits') return sourcesOf(reason.interests.flatMap((i) => i.evidence));
  if (reason.kind === 'category') return sourcesOf(reason.interest.evidence);
  return [];
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
    ideas: picked.map((s) => {
      const reason = explain(input, s, noSignals);
      return {
        gift: s.gift,
        score: Math.round(s.score * 1000) / 1000,
        confidence: confidenceOf(s, noSignals),
        reason,
        sources: reasonSources(reason),
        matched: s.matches.map((m) => m.entry.concept),
      };
    }),
  };
}

/** The best candidates an AI model may choose from and improve on (more than a batch, still diverse). */
export function candidatesFor(input: RecommendInput, count = 15): Recommendation[] {
  return recommend({ ...input, limit: count }).ideas;
}

export type { CategoryKey };
