import type { SignalReason, SignalSource } from './weights';

/**
 * Evidence as data (decision 0023): why a signal exists, stored as its reason code and the few
 * parameters its words need, never as prose. One renderer (below) turns it into words for the
 * member page, gift ideas, the feed and the AI prompt, so nothing ever parses prose back.
 */
export interface EvidenceParams {
  /** The "Why am I seeing this ad?" wording it came from ("Interests: Fashion"). */
  wording?: string;
  /** The export it came from. */
  platform?: 'instagram' | 'facebook';
  /** The export's own words for the item: a topic, an account, a search, an advertiser. */
  text?: string;
  /** Where a wished-for item is from (a shop). */
  from?: string;
  /** How often the export lists the item. */
  times?: number;
  /** The feed ad reacted to. */
  title?: string;
  /** What was searched inside GiftLens. */
  search?: string;
}

/** One piece of evidence behind an interest: signals of one reason and parameters, counted and dated. */
export interface Evidence {
  source: SignalSource;
  reason: SignalReason;
  params: EvidenceParams;
  /** The signals behind it (ads tracked, reactions…). */
  count: number;
  /** ISO times of the earliest and the latest of them. */
  first: string;
  at: string;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "in March", "in February and March", "from January to March" (the year when it is not this one). */
export function monthPhrase(firstIso: string, lastIso: string, now: Date): string {
  const first = new Date(firstIso);
  const last = new Date(lastIso);
  if (Number.isNaN(first.getTime()) || Number.isNaN(last.getTime())) return '';
  const name = (d: Date) =>
    `${MONTHS[d.getUTCMonth()]}${d.getUTCFullYear() === now.getUTCFullYear() ? '' : ` ${d.getUTCFullYear()}`}`;
  const sameMonth =
    first.getUTCFullYear() === last.getUTCFullYear() && first.getUTCMonth() === last.getUTCMonth();
  if (sameMonth) return `in ${name(first)}`;
  const monthsApart =
    (last.getUTCFullYear() - first.getUTCFullYear()) * 12 + (last.getUTCMonth() - first.getUTCMonth());
  return monthsApart === 1 ? `in ${name(first)} and ${name(last)}` : `from ${name(first)} to ${name(last)}`;
}

const quote = (text: string | undefined, max: number) => {
  const one = (text ?? '').replace(/\s+/g, ' ').trim();
  return `"${one.length > max ? `${one.slice(0, max - 1)}…` : one}"`;
};
/** Feed ads are quoted typographically, as their cards show titles. */
const curly = (text: string | undefined, max: number) => `“${quote(text, max).slice(1, -1)}”`;
const times = (n: number | undefined) => (n && n > 1 ? ` (${n} times)` : '');
const platformName = (p: EvidenceParams['platform']) => (p === 'facebook' ? 'Facebook' : 'Instagram');
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/**
 * A piece of evidence in a few words, as the member page lists it under an interest labelled
 * `label`: "listed as a hobby", "3 LEGO ads tracked in March", 'ad targeting: "Interests: Fashion"'.
 */
export function evidenceText(evidence: Evidence, label: string, now: Date = new Date()): string {
  const { params: p, count: n } = evidence;
  const p_ = platformName(p.platform);
  switch (evidence.reason) {
    case 'questionnaire.hobby':
      return 'listed as a hobby';
    case 'questionnaire.activity':
      return 'listed as an activity';
    case 'questionnaire.interest':
      return 'listed as an interest';
    case 'questionnaire.brand':
      return 'picked as a favourite brand';
    case 'questionnaire.category':
      return 'a favourite shopping category';
    case 'questionnaire.focus':
      return 'a current focus';
    case 'questionnaire.wishlist':
      return 'on their wishlist';
    case 'questionnaire.style':
      return 'a style they like';
    case 'questionnaire.value':
      return 'something they value';
    case 'profile.interest':
      return 'listed as an interest on the profile';
    case 'tracked_ad.mention':
    case 'tracked_ad.category': {
      const when = monthPhrase(evidence.first, evidence.at, now);
      return `${n === 1 ? article(label) : n} ${label} ad${n === 1 ? '' : 's'} tracked ${when}`.trim();
    }
    case 'ad_insight.interest':
    case 'ad_insight.behaviour':
    case 'ad_insight.demographic':
      return `ad targeting: ${quote(p.wording, 80)}${times(n)}`;
    case 'import.topic':
      return `${p_} lists ${quote(p.text, 60)} among their topics`;
    case 'import.advertiser':
      return `${quote(p.text, 60)} advertised to them on ${p_}`;
    case 'import.ad_clicked':
      return `clicked an ad on ${p_}: ${quote(p.text, 60)}${times(p.times)}`;
    case 'import.ad_viewed':
      return `saw ads from ${p.text ?? ''} on ${p_}${times(p.times)}`;
    case 'import.behaviour':
      return `${p_} reached them as ${quote(p.text, 60)}`;
    case 'import.like':
      return `liked ${p.text ?? ''} on ${p_}${times(p.times)}`;
    case 'import.follow':
      return `follows ${p.text ?? ''} on ${p_}`;
    case 'import.saved':
      return `saved posts by ${p.text ?? ''} on ${p_}${times(p.times)}`;
    case 'import.search':
      return `searched ${p_} for ${quote(p.text, 60)}${times(p.times)}`;
    case 'import.wishlist':
      return `on their ${p_} wishlist: ${quote(p.text, 60)}${p.from ? ` from ${p.from}` : ''}`;
    case 'import.not_interested':
      return `told ${p_} they are not interested in ${quote(p.text, 60)}`;
    case 'import.hidden_ad':
      return `hid an ad from ${quote(p.text, 60)} on ${p_}`;
    case 'feed.liked':
      return `liked ${curly(p.title, 60)} in the feed${times(n)}`;
    case 'feed.disliked':
      return `disliked ${curly(p.title, 60)} in the feed${times(n)}`;
    case 'gift_feedback.purchased':
    case 'gift_feedback.up':
    case 'gift_feedback.down':
    case 'gift_feedback.deleted':
      return `feedback on a gift idea${times(n)}`;
    case 'browsing.viewed':
      return p.search ? `searched GiftLens for ${quote(p.search, 60)}` : `looked at ${label} in GiftLens`;
    case 'occasion.anniversary':
      return p.text ? `${quote(p.text, 60)} on the family calendar` : 'an anniversary on the family calendar';
    case 'occasion.birthday':
      return 'a milestone birthday coming up';
    case 'occasion.custom':
      return `${quote(p.text, 60)} on the family calendar`;
    case 'wishlist.item':
      return `on their wishlist: ${quote(p.text, 60)}`;
  }
}

/**
 * The same evidence as a sentence about the member, for explanations ("Shown because Mia picked
 * LEGO as a favourite brand"): `name` is how the viewer calls them.
 */
export function evidenceSentence(name: string, label: string, evidence: Evidence, now = new Date()): string {
  switch (evidence.reason) {
    case 'questionnaire.hobby':
      return `${name} listed ${label} as a hobby`;
    case 'questionnaire.activity':
      return `${name} listed ${label} as an activity`;
    case 'questionnaire.interest':
    case 'profile.interest':
      return `${name} listed ${label} as an interest`;
    case 'questionnaire.brand':
      return `${name} picked ${label} as a favourite brand`;
    case 'questionnaire.category':
      return `${name} picked ${label} as a favourite shopping category`;
    case 'questionnaire.focus':
      return `${label} is one of ${name}'s current focuses`;
    case 'questionnaire.wishlist':
      return `${label} is on ${name}'s wishlist`;
    case 'wishlist.item':
      return `${quote(evidence.params.text, 60)} is on ${name}'s wishlist`;
    case 'questionnaire.style':
      return `${name} likes the ${label} style`;
    case 'questionnaire.value':
      return `${name} values ${label}`;
    case 'tracked_ad.mention':
    case 'tracked_ad.category':
      return `the family tracked ${evidenceText(evidence, label, now).replace(' tracked', '')} for ${name}`;
    case 'feed.liked':
      return `someone ${evidenceText(evidence, label, now)} for ${name}`;
    default:
      return `${name}'s profile shows ${label} (${evidenceText(evidence, label, now)})`;
  }
}

/** The sources a set of evidence rests on: what a viewer must be allowed to see to read it. */
export const sourcesOf = (evidence: readonly Pick<Evidence, 'source'>[]) => [
  ...new Set(evidence.map((e) => e.source)),
];
