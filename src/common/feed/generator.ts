import type { CatalogueGift } from '../gifts/catalogue/types';
import { conceptByKey } from '../signals/concepts';
import type { InterestEntry } from '../signals/profile';
import { categoryByKey } from '../taxonomy/categories';
import {
  CALLS_TO_ACTION,
  FEED_AD_FORMATS,
  FEED_PLATFORMS,
  type FeedAdFormat,
  type FeedPlatform,
} from './constants';

/** Who the feed is for, as the generator needs them: a first name, an age, a relationship. */
export interface FeedMember {
  name: string;
  age: number | null;
  relationship: string;
}

export interface FeedGeneratorInput {
  member: FeedMember;
  /** The member's interest profile, ranked (signals.profileFor). */
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
  targetingReason: string;
  adExplanation: string;
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

const RELATIONSHIP_AGES: Array<[RegExp, number]> = [
  [/grand(child|son|daughter)|^(child|son|daughter|kid)$/i, 8],
  [/grand(parent|ma|pa|mother|father)|granny|grandpa/i, 70],
  [/^(parent|mother|father|mom|mum|dad)$/i, 55],
  [/niece|nephew/i, 10],
];

/**
 * The age the catalogue is matched against: the member's own, else one read from the
 * relationship ("Grandparent" → 70), else none (every age-neutral adult idea fits).
 */
export function assumedAge(member: FeedMember): { age: number; from: 'age' | 'relationship' | 'default' } {
  if (member.age !== null) return { age: member.age, from: 'age' };
  const found = RELATIONSHIP_AGES.find(([pattern]) => pattern.test(member.relationship.trim()));
  return found ? { age: found[1], from: 'relationship' } : { age: 35, from: 'default' };
}

const EVIDENCE_PHRASES: Array<[RegExp, (name: string, label: string) => string]> = [
  [/^listed as a hobby/, (n, l) => `${n} listed ${l} as a hobby`],
  [/^listed as an activity/, (n, l) => `${n} listed ${l} as an activity`],
  [/^listed as an interest/, (n, l) => `${n} listed ${l} as an interest`],
  [/^picked as a favourite brand/, (n, l) => `${n} picked ${l} as a favourite brand`],
  [/^a favourite shopping category/, (n, l) => `${n} picked ${l} as a favourite shopping category`],
  [/^a current focus/, (n, l) => `${l} is one of ${n}'s current focuses`],
  [/^on their wishlist/, (n, l) => `${l} is on ${n}'s wishlist`],
  [/^a style they like/, (n, l) => `${n} likes the ${l} style`],
  [/^something they value/, (n, l) => `${n} values ${l}`],
];

/**
 * One piece of evidence as a sentence about the member, in the evidence's own words:
 * "Mia picked LEGO as a favourite brand", "the family tracked 3 LEGO ads in March for Mia".
 */
export function evidenceSentence(name: string, label: string, text: string): string {
  for (const [pattern, phrase] of EVIDENCE_PHRASES) if (pattern.test(text)) return phrase(name, label);
  if (/\btracked\b/.test(text)) return `the family tracked ${text.replace(' tracked', '')} for ${name}`;
  if (/^liked\b/.test(text)) return `someone ${text} for ${name}`;
  return `${name}'s profile shows ${label} (${text})`;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface Candidate {
  gift: CatalogueGift;
  score: number;
  entry: InterestEntry | null;
}

/** How well a catalogue item fits the profile, and the entry that fits it best (its reason). */
function scoreGift(
  gift: CatalogueGift,
  byConcept: Map<string, InterestEntry>,
  byCategory: Map<string, number>,
) {
  let score = 0;
  let best: { entry: InterestEntry; part: number } | null = null;
  gift.concepts.forEach((concept, i) => {
    const entry = byConcept.get(concept);
    if (!entry) return;
    const part = entry.score / (i + 1);
    score += part;
    if (!best || part > best.part) best = { entry, part };
  });
  const categoryEntry = byConcept.get(`category:${gift.category}`);
  const categoryScore = byCategory.get(gift.category) ?? 0;
  score += categoryScore * 0.25;
  const picked = best as { entry: InterestEntry; part: number } | null;
  const entry = picked?.entry ?? (categoryEntry && categoryScore > 0 ? categoryEntry : null);
  return { score, entry };
}

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

function draftFor(c: Candidate, input: FeedGeneratorInput, fallbackReason: string): FeedAdDraft {
  const { gift } = c;
  const name = input.member.name;
  const h = stableHash(`${input.seed}:${gift.id}:look`);
  const platform = FEED_PLATFORMS[h % FEED_PLATFORMS.length] ?? 'instagram';
  const adFormat = FEED_AD_FORMATS[(h >>> 8) % FEED_AD_FORMATS.length] ?? 'square';
  let targetingReason: string;
  let adExplanation: string;
  if (c.entry) {
    const [first, second] = c.entry.evidence;
    const label = c.entry.label;
    const kind = c.entry.kind === 'brand' ? 'Brand' : 'Interests';
    targetingReason = `${kind}: ${label}`;
    adExplanation = `Shown because ${evidenceSentence(name, label, first?.text ?? 'an interest')}.`;
    if (second) adExplanation += ` Also: ${evidenceSentence(name, label, second.text)}.`;
  } else {
    targetingReason = 'Age and relationship';
    adExplanation = fallbackReason;
  }
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
    targetingReason,
    adExplanation: capitalise(adExplanation),
    shopUrl: shopUrlFor(gift),
    basis: c.entry ? 'profile' : 'fallback',
  };
}

/**
 * The feed's ad generator (pure, deterministic): catalogue items matching the member's top
 * concepts, suitable for their age, in varied categories, not repeating their recent feed
 * ads, each explained in the words of its evidence. With no usable signals it says so and
 * falls back on what is known (age, relationship), never pretending to know more.
 */
export function generateFeedAds(input: FeedGeneratorInput): FeedBatch {
  const { member, catalogue, count, recent, disliked, seed } = input;
  const { age, from } = assumedAge(member);
  const positive = input.profile.filter((e) => e.score > 0);
  const byConcept = new Map(positive.map((e) => [e.concept, e]));
  const byCategory = new Map<string, number>();
  for (const entry of positive) {
    for (const category of entry.categories) {
      byCategory.set(category, Math.max(byCategory.get(category) ?? 0, entry.score));
    }
  }

  const suitable = catalogue.filter((g) => g.minAge <= age && g.maxAge >= age && !disliked.has(g.id));
  const fresh = suitable.filter((g) => !recent.has(g.id));
  const scored = (gifts: CatalogueGift[]) =>
    gifts.map((gift) => ({ gift, ...scoreGift(gift, byConcept, byCategory) }));

  const matches = scored(fresh).filter((c) => c.score > 0 && c.entry);
  const fromProfile = pickDiverse(matches, count, seed);

  const who =
    from === 'age'
      ? `someone aged ${age}`
      : from === 'relationship'
        ? `a ${member.relationship.trim().toLowerCase()}`
        : 'an adult';
  const fallbackReason =
    positive.length === 0
      ? `Shown because GiftLens knows nothing yet about what ${member.name} likes: this is a popular idea for ${who}. Complete their profile or track ads to make the feed theirs.`
      : `Shown because it suits ${who}: nothing else in the catalogue matches ${member.name}'s interests right now.`;

  const chosen = new Set(fromProfile.map((c) => c.gift.id));
  const rest = (gifts: CatalogueGift[]) =>
    gifts.filter((g) => !chosen.has(g.id)).map((gift) => ({ gift, score: 1, entry: null }));
  let fill = pickDiverse(rest(fresh), count - fromProfile.length, seed);
  // Everything suitable was shown recently: repeat the least recent rather than show nothing.
  if (fromProfile.length + fill.length < count) {
    for (const c of fill) chosen.add(c.gift.id);
    fill = [...fill, ...pickDiverse(rest(suitable), count - fromProfile.length - fill.length, seed)];
  }

  const ads = [...fromProfile, ...fill].map((c) => draftFor(c, input, fallbackReason));
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
