import { ageFor } from '../gifts/age';
import type { CatalogueGift } from '../gifts/catalogue/types';
import { type Scored, scoreCatalogue } from '../gifts/recommender';
import { conceptByKey } from '../signals/concepts';
import { sourcesOf } from '../signals/evidence';
import type { InterestEntry } from '../signals/profile';
import type { SignalSource } from '../signals/weights';
import { categoryByKey } from '../taxonomy/categories';
import {
  CALLS_TO_ACTION,
  FEED_AD_FORMATS,
  FEED_PLATFORMS,
  type FeedAdFormat,
  type FeedPlatform,
} from './constants';
import type { FeedReason } from './reason';

/** Who the feed is for, as the generator needs them: a first name, an age, a relationship. */
export interface FeedMember {
  name: string;
  age: number | null;
  relationship: string;
  isChild: boolean;
}

export interface FeedGeneratorInput {
  member: FeedMember;
  /** The member's interest profile as the viewer may see it, ranked (signals.profileFor). */
  profile: readonly InterestEntry[];
  catalogue: readonly CatalogueGift[];
  count: number;
  /** Catalogue ids of the member's recent feed ads: not repeated while anything else fits. */
  recent: ReadonlySet<string>;
  /** Catalogue ids of ads someone disliked: never shown again. */
  disliked: ReadonlySet<string>;
  /** Varies the tie-breaks from one batch to the next (e.g. how many ads the member has had). */
  seed: number;
}

/** One generated ad before it is stored; `basis` says whether it came from the profile. */
export interface FeedAdDraft {
  giftId: string;
  title: string;
  description: string;
  brand: string | null;
  category: CatalogueGift['category'];
  priceCents: number;
  callToAction: string;
  platform: FeedPlatform;
  adFormat: FeedAdFormat;
  imageUrl: string;
  /** The concept it targets (null for the age/relationship fallback). */
  concept: string | null;
  /** Why it was shown, as data (./reason renders it), and the sources that reason rests on. */
  reason: FeedReason;
  sources: SignalSource[];
  shopUrl: string;
  basis: 'profile' | 'fallback';
}

export interface FeedBatch {
  ads: FeedAdDraft[];
  /** 'profile' when the member's signals chose at least one ad; 'fallback' when none could. */
  basis: 'profile' | 'fallback';
  /** Said to the user when the profile could not carry the batch (no signals, nothing fits). */
  notice: string | null;
}

/** The illustration GiftLens draws for a category and format (served by the feed routes). */
export const feedArtUrl = (category: string, format: FeedAdFormat) => `/api/feed-art/${category}/${format}`;

/** A shop search for the idea: GiftLens links to a search, never to a made-up product page. */
export const shopUrlFor = (gift: Pick<CatalogueGift, 'search'>) =>
  `https://www.google.com/search?tbm=shop&q=${encodeURIComponent(gift.search)}`;

/** A small stable hash (FNV-1a), so "random" choices are the same for the same input. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** "someone aged 9", "a grandparent", "a child", "an adult": who an unmatched ad suits. */
export function whoFor(member: FeedMember): string {
  const { years, from } = ageFor(member);
  if (from === 'age') return `someone aged ${years}`;
  if (from === 'child') return 'a child';
  if (from === 'relationship') return `a ${member.relationship.trim().toLowerCase()}`;
  return 'an adult';
}

interface Candidate {
  gift: CatalogueGift;
  score: number;
  entry: InterestEntry | null;
}

/** The ranker's best reason for an idea: its strongest matching concept, else its category. */
const reasonEntry = (s: Scored): InterestEntry | null => s.matches[0]?.entry ?? s.categoryEntry;

/**
 * Greedy pick with diversity: each pick's score is damped by how many of the same category
 * and the same reason are already in the batch, so ten LEGO sets never fill one batch.
 */
function pickDiverse(candidates: Candidate[], count: number, seed: number): Candidate[] {
  const picked: Candidate[] = [];
  const perCategory = new Map<string, number>();
  const perReason = new Map<string, number>();
  const pool = [...candidates];
  const tieBreak = (c: Candidate) => stableHash(`${seed}:${c.gift.id}`);
  while (picked.length < count && pool.length > 0) {
    let bestIndex = -1;
    let bestValue = -1;
    let bestTie = 0;
    pool.forEach((c, i) => {
      const value =
        c.score *
        0.55 ** (perCategory.get(c.gift.category) ?? 0) *
        0.7 ** (perReason.get(c.entry?.concept ?? '') ?? 0);
      const tie = tieBreak(c);
      if (value > bestValue || (value === bestValue && tie < bestTie)) {
        bestIndex = i;
        bestValue = value;
        bestTie = tie;
      }
    });
    const [chosen] = pool.splice(bestIndex, 1);
    if (!chosen) break;
    picked.push(chosen);
    perCategory.set(chosen.gift.category, (perCategory.get(chosen.gift.category) ?? 0) + 1);
    if (chosen.entry) perReason.set(chosen.entry.concept, (perReason.get(chosen.entry.concept) ?? 0) + 1);
  }
  return picked;
}

function draftFor(c: Candidate, input: FeedGeneratorInput, fallback: FeedReason): FeedAdDraft {
  const { gift } = c;
  const h = stableHash(`${input.seed}:${gift.id}:look`);
  const platform = FEED_PLATFORMS[h % FEED_PLATFORMS.length] ?? 'instagram';
  const adFormat = FEED_AD_FORMATS[(h >>> 8) % FEED_AD_FORMATS.length] ?? 'square';
  const reason: FeedReason = c.entry
    ? {
        kind: 'profile',
        name: input.member.name,
        label: c.entry.label,
        conceptKind: c.entry.kind,
        evidence: c.entry.evidence.slice(0, 2),
      }
    : fallback;
  return {
    giftId: gift.id,
    title: gift.title,
    description: gift.description,
    brand: gift.brand ?? null,
    category: gift.category,
    priceCents: gift.priceCents,
    callToAction: CALLS_TO_ACTION[gift.category],
    platform,
    adFormat,
    imageUrl: feedArtUrl(gift.category, adFormat),
    concept: c.entry?.concept ?? null,
    reason,
    sources: reason.kind === 'profile' ? sourcesOf(reason.evidence) : [],
    shopUrl: shopUrlFor(gift),
    basis: c.entry ? 'profile' : 'fallback',
  };
}

/**
 * The feed's ad generator (pure, deterministic): the catalogue ranked by the one ranker the gift
 * ideas use (same age rule, same scores, no occasion), then picked for variety, not repeating
 * the member's recent feed ads, each explained by its evidence. With no usable signals it says
 * so and falls back on what is known (age, relationship), never pretending to know more.
 */
export function generateFeedAds(input: FeedGeneratorInput): FeedBatch {
  const { member, catalogue, count, recent, disliked, seed } = input;
  const positive = input.profile.filter((e) => e.score > 0);
  const ranked = scoreCatalogue({
    member,
    profile: positive,
    occasion: null,
    catalogue,
    exclude: { catalogueIds: disliked },
  });
  const fresh = ranked.filter((s) => !recent.has(s.gift.id));
  const matches = fresh.flatMap((s) => {
    const entry = reasonEntry(s);
    return entry && s.score > 0 ? [{ gift: s.gift, score: s.score, entry }] : [];
  });
  const fromProfile = pickDiverse(matches, count, seed);

  const who = whoFor(member);
  const fallback: FeedReason = {
    kind: 'fallback',
    name: member.name,
    who,
    knowsInterests: positive.length > 0,
  };

  const chosen = new Set(fromProfile.map((c) => c.gift.id));
  const rest = (scored: Scored[]) =>
    scored.filter((s) => !chosen.has(s.gift.id)).map((s) => ({ gift: s.gift, score: 1, entry: null }));
  let fill = pickDiverse(rest(fresh), count - fromProfile.length, seed);
  // Everything suitable was shown recently: repeat the least recent rather than show nothing.
  if (fromProfile.length + fill.length < count) {
    for (const c of fill) chosen.add(c.gift.id);
    fill = [...fill, ...pickDiverse(rest(ranked), count - fromProfile.length - fill.length, seed)];
  }

  const ads = [...fromProfile, ...fill].map((c) => draftFor(c, input, fallback));
  const basis = fromProfile.length > 0 ? 'profile' : 'fallback';
  let notice: string | null = null;
  if (positive.length === 0) {
    notice = `GiftLens doesn't know ${member.name}'s interests yet, so these ads are picked for ${who}. Complete the profile or track a few ads to make the feed theirs.`;
  } else if (fromProfile.length < ads.length) {
    notice = `Only ${fromProfile.length} of these ${ads.length} ads match ${member.name}'s interests; the rest are picked for ${who}.`;
  }
  return { ads, basis, notice };
}

/** The concepts a reaction to an ad teaches: the catalogue item's concepts, with labels. */
export function conceptsOfGift(gift: Pick<CatalogueGift, 'concepts' | 'category'>) {
  return gift.concepts.flatMap((key) => {
    const def = conceptByKey(key);
    return def ? [{ key: def.key, label: def.label, kind: def.kind, categories: def.categories }] : [];
  });
}

export const categoryNameOf = (key: string) => categoryByKey(key)?.name ?? key;
