import { knownConceptForPhrase } from '../signals/concepts';
import { type CategoryKey, categoryByKey } from '../taxonomy/categories';
import { type AdSheet, parseAdSheet, type ReasonKind } from './ad-sheet/index';

/**
 * The insight analysis of a "Why am I seeing this ad?" panel (decision 0014), pure, so the
 * dialog shows it before saving and the server stores exactly the same result with the ad.
 */
export interface InsightAnalysis {
  interests: string[];
  demographics: string[];
  behaviors: string[];
  /** Names from the one taxonomy (src/common/taxonomy/categories.ts). */
  giftCategories: string[];
  /** min(90, 20 per interest + 15 per behaviour + 10 per demographic) */
  confidenceScore: number;
}

export const CONFIDENCE_CAP = 90;
/** Scores above this get the highlighted badge. */
export const HIGH_CONFIDENCE_ABOVE = 70;
export const SCORE_PER = { interest: 20, behavior: 15, demographic: 10 } as const;

/** How the targeting text named an interest, kept for the evidence GiftLens shows later. */
export type InterestCue = 'Interests' | 'Likes' | 'Follows';
export interface FoundInterest {
  label: string;
  cue: InterestCue;
}

const CUES: Array<{ cue: InterestCue; pattern: RegExp }> = [
  { cue: 'Interests', pattern: /\binterests?\s*:\s*([^.;:\n]+)/gi },
  { cue: 'Likes', pattern: /\blikes\b\s*:?\s*([^.;:\n]+)/gi },
  { cue: 'Follows', pattern: /\bfollows\b\s*:?\s*([^.;:\n]+)/gi },
];

/** Words that name the advertiser or the viewer, not an interest ("follows this business"). */
const NOT_AN_INTEREST =
  /^(this|that|these|your|their|our|the advertiser|the business|you|people|pages?|accounts?)\b/i;
const MAX_INTEREST_LENGTH = 60;

const tidy = (text: string) =>
  text
    .trim()
    .replace(/^["'“”‘’]+|["'“”‘’.!?]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Fashion, Beauty and Shopping" → three; "Food and drink" stays one (a topic the vocabulary knows). */
function splitList(list: string): string[] {
  return list.split(/,|\s\/\s/).flatMap((item) => {
    const cleaned = tidy(item.replace(/^\s*(and|or|&)\s+/i, ''));
    if (!/\s(and|&)\s/i.test(cleaned) || knownConceptForPhrase(cleaned)) return [cleaned];
    return cleaned.split(/\s(?:and|&)\s/i).map(tidy);
  });
}

/**
 * The reasons read as the platform's own sheet (issue 31): a screenshot's reasons, or its text
 * pasted, say "Patagonia wants to reach people interested in Hiking" rather than "Interests:
 * Hiking". Read once per list of reasons (common/tracked-ads/ad-sheet).
 */
const sheetOf = (reasons: readonly string[]): AdSheet => parseAdSheet(reasons.join('\n'));

/**
 * Interests the text names after "Interests:", "likes" or "follows", and those the sheet's own
 * wording names (never its advertiser), each once, in order.
 */
export function interestsInTargeting(reasons: readonly string[], sheet = sheetOf(reasons)): FoundInterest[] {
  const found = new Map<string, FoundInterest>();
  for (const reason of reasons) {
    for (const { cue, pattern } of CUES) {
      for (const match of reason.matchAll(pattern)) {
        for (const item of splitList(match[1] ?? '')) {
          if (!item || item.length > MAX_INTEREST_LENGTH || NOT_AN_INTEREST.test(item)) continue;
          const key = item.toLowerCase();
          if (!found.has(key)) found.set(key, { label: capitalised(item), cue });
        }
      }
    }
  }
  // The sheet's list, less what a label above already holds whole ("Food and drink" is one
  // topic to the vocabulary, where the sheet's reader splits "Food" and "drink").
  const words = (text: string) =>
    ` ${text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()} `;
  const held = [...found.keys()].map(words);
  for (const interest of sheet.interests) {
    const item = tidy(interest);
    const key = item.toLowerCase();
    if (!item || item.length > MAX_INTEREST_LENGTH || found.has(key)) continue;
    if (held.some((label) => label.includes(words(item)))) continue;
    found.set(key, { label: capitalised(item), cue: 'Interests' });
  }
  return [...found.values()];
}

const DEMOGRAPHICS: Array<[string, RegExp]> = [
  ['Age', /\bage[sd]?\b/],
  ['Location', /\blocat(?:ion|ions|ed)\b/],
  ['Gender', /\bgender\b/],
];

/**
 * The four behaviours. "Lookalike" is read as "similar to": the dialog's own common reason
 * "Lookalike audience" (COMMON_TARGETING_REASONS) would otherwise say nothing.
 */
const BEHAVIOURS: Array<[string, RegExp]> = [
  ['Website visitor', /website visit|visited (?:their|the advertiser'?s?|our) (?:web)?site/],
  ['Lookalike audience', /similar to|lookalike/],
  ['Email list member', /custom audience|email list|customer list/],
  ['Retargeted user', /retarget/],
];

const GIFT_CATEGORIES: Array<[CategoryKey, RegExp]> = [
  ['fashion', /fashion|clothing/],
  ['electronics', /\btech|electronic/],
  ['beauty', /beauty|cosmetic/],
  ['sports', /fitness|\bsports?\b/],
];

const matching = <T>(text: string, rules: Array<[T, RegExp]>): T[] =>
  rules.filter(([, pattern]) => pattern.test(text)).map(([value]) => value);

/** What a kind of reason the sheet states counts as, in the analysis's own words. */
const SHEET_DEMOGRAPHICS: Partial<Record<ReasonKind, string>> = {
  age: 'Age',
  location: 'Location',
  gender: 'Gender',
};
const SHEET_BEHAVIOURS: Partial<Record<ReasonKind, string>> = {
  'website-or-app': 'Website visitor',
  'similar-audience': 'Lookalike audience',
  'customer-list': 'Email list member',
};

/** Adds what the sheet states to what the words matched, keeping the rules' order. */
const withSheet = (
  found: string[],
  kinds: Set<ReasonKind>,
  map: Partial<Record<ReasonKind, string>>,
  order: string[],
) => {
  const all = new Set(found);
  for (const [kind, label] of Object.entries(map)) if (kinds.has(kind as ReasonKind)) all.add(label);
  return order.filter((label) => all.has(label));
};

/**
 * The analysis of targeting reasons: the common ones picked, the free text, and the
 * platform's own wording read by the sheet parser (a screenshot's reasons, or the sheet pasted).
 */
export function analyzeTargeting(reasons: readonly string[]): InsightAnalysis {
  const cleaned = reasons.map((r) => r.trim()).filter(Boolean);
  const text = cleaned.join('\n').toLowerCase();
  const sheet = sheetOf(cleaned);
  const kinds = new Set(sheet.reasons.map((r) => r.kind));
  const interests = interestsInTargeting(cleaned, sheet).map((i) => i.label);
  const demographics = withSheet(
    matching(text, DEMOGRAPHICS),
    kinds,
    SHEET_DEMOGRAPHICS,
    DEMOGRAPHICS.map(([label]) => label),
  );
  const behaviors = withSheet(
    matching(text, BEHAVIOURS),
    kinds,
    SHEET_BEHAVIOURS,
    BEHAVIOURS.map(([label]) => label),
  );
  const giftCategories = matching(text, GIFT_CATEGORIES).map((key) => categoryByKey(key)?.name ?? key);
  const confidenceScore = Math.min(
    CONFIDENCE_CAP,
    interests.length * SCORE_PER.interest +
      behaviors.length * SCORE_PER.behavior +
      demographics.length * SCORE_PER.demographic,
  );
  return { interests, demographics, behaviors, giftCategories, confidenceScore };
}

export const isHighConfidence = (score: number) => score > HIGH_CONFIDENCE_ABOVE;

/**
 * How the advertiser ran the campaign, from the behaviours: the most specific wins (someone
 * who was on their site or list over an audience built to look like their customers).
 */
export function campaignTypeOf(analysis: Pick<InsightAnalysis, 'behaviors' | 'interests' | 'demographics'>) {
  const has = (b: string) => analysis.behaviors.includes(b);
  if (has('Retargeted user') || has('Website visitor')) return 'Retargeting';
  if (has('Email list member')) return 'Custom audience';
  if (has('Lookalike audience')) return 'Lookalike audience';
  if (analysis.interests.length > 0) return 'Interest targeting';
  if (analysis.demographics.length > 0) return 'Demographic targeting';
  return 'Broad targeting';
}
