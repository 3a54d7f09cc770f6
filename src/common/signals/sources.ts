import type {
  EvidenceWords,
  ReasonDeclaration,
  SentenceWords,
  SourceDeclaration,
} from './source-declaration';

// Words that several reasons of one source share.
const trackedAds = ({ count: n, label, article, months }: EvidenceWords) =>
  `${n === 1 ? article(label) : n} ${label} ad${n === 1 ? '' : 's'} tracked ${months()}`.trim();
const trackedAdsSentence = ({ name, text }: SentenceWords) =>
  `the family tracked ${text.replace(' tracked', '')} for ${name}`;
const adTargeting = ({ params, quote, times, count }: EvidenceWords) =>
  `ad targeting: ${quote(params.wording, 80)}${times(count)}`;
const giftFeedback = ({ times, count }: EvidenceWords) => `feedback on a gift idea${times(count)}`;

/**
 * Every signal source, declared once (issue 30): its reason codes with their weight and words, its
 * cap and fading, the member record kind whose rows teach it, and who may see it. Adding a source
 * is one entry here: the weights (weights.ts), the one renderer (evidence.ts), the access rules
 * (`canSeeSignalSource`), the API schemas and the member records (common/records.ts) read it.
 *
 * Weights (docs: signals.md): what someone chose themselves counts more than what an advertiser
 * guessed; a topic Meta lists counts more than an ad seen once; negative evidence pushes a concept
 * down. Changing a figure changes every consumer at once: measure it with `node bench/gift-eval.mjs`.
 */
export const SIGNAL_SOURCE_TABLE = {
  // Chosen by the member (or their guardian) in the questionnaire or on the profile.
  questionnaire: {
    visibility: 'answers',
    record: null,
    cap: 4,
    fades: false,
    reasons: {
      'questionnaire.hobby': {
        weight: 3,
        text: () => 'listed as a hobby',
        sentence: ({ name, label }) => `${name} listed ${label} as a hobby`,
      },
      'questionnaire.activity': {
        weight: 3,
        text: () => 'listed as an activity',
        sentence: ({ name, label }) => `${name} listed ${label} as an activity`,
      },
      'questionnaire.interest': {
        weight: 3,
        text: () => 'listed as an interest',
        sentence: ({ name, label }) => `${name} listed ${label} as an interest`,
      },
      'questionnaire.brand': {
        weight: 3,
        text: () => 'picked as a favourite brand',
        sentence: ({ name, label }) => `${name} picked ${label} as a favourite brand`,
      },
      'questionnaire.category': {
        weight: 2,
        text: () => 'a favourite shopping category',
        sentence: ({ name, label }) => `${name} picked ${label} as a favourite shopping category`,
      },
      'questionnaire.focus': {
        weight: 2,
        text: () => 'a current focus',
        sentence: ({ name, label }) => `${label} is one of ${name}'s current focuses`,
      },
      'questionnaire.style': {
        weight: 1.5,
        text: () => 'a style they like',
        sentence: ({ name, label }) => `${name} likes the ${label} style`,
      },
      'questionnaire.value': {
        weight: 1,
        text: () => 'something they value',
        sentence: ({ name, label }) => `${name} values ${label}`,
      },
      'questionnaire.wishlist': {
        weight: 3,
        text: () => 'on their wishlist',
        sentence: ({ name, label }) => `${label} is on ${name}'s wishlist`,
      },
    },
  },
  profile: {
    visibility: 'interests',
    record: null,
    cap: 4,
    fades: false,
    reasons: {
      'profile.interest': {
        weight: 3,
        text: () => 'listed as an interest on the profile',
        sentence: ({ name, label }) => `${name} listed ${label} as an interest`,
      },
    },
  },
  // Ads the family logged, and what the "Why am I seeing this ad?" panel said.
  tracked_ad: {
    visibility: 'tracked-ads',
    record: 'trackedAd',
    cap: 3,
    fades: true,
    reasons: {
      'tracked_ad.mention': { weight: 1, text: trackedAds, sentence: trackedAdsSentence },
      'tracked_ad.category': { weight: 0.8, text: trackedAds, sentence: trackedAdsSentence },
    },
  },
  ad_insight: {
    visibility: 'tracked-ads',
    record: 'trackedAd',
    cap: 2.5,
    fades: true,
    reasons: {
      'ad_insight.interest': { weight: 1.2, text: adTargeting },
      'ad_insight.behaviour': { weight: 0.5, text: adTargeting },
      'ad_insight.demographic': { weight: 0.3, text: adTargeting },
    },
  },
  // From a data export: what they saved or wished for over what merely reached them.
  import: {
    visibility: 'profile-signals',
    record: 'dataImport',
    cap: 4,
    fades: true,
    reasons: {
      'import.wishlist': {
        weight: 3,
        text: ({ platform, params: p, quote }) =>
          `on their ${platform} wishlist: ${quote(p.text, 60)}${p.from ? ` from ${p.from}` : ''}`,
      },
      'import.saved': {
        weight: 1.5,
        text: ({ platform, params: p, times }) =>
          `saved posts by ${p.text ?? ''} on ${platform}${times(p.times)}`,
      },
      'import.topic': {
        weight: 1.5,
        text: ({ platform, params: p, quote }) => `${platform} lists ${quote(p.text, 60)} among their topics`,
      },
      'import.like': {
        weight: 1.2,
        text: ({ platform, params: p, times }) => `liked ${p.text ?? ''} on ${platform}${times(p.times)}`,
      },
      'import.follow': {
        weight: 1.2,
        text: ({ platform, params: p }) => `follows ${p.text ?? ''} on ${platform}`,
      },
      'import.search': {
        weight: 1,
        text: ({ platform, params: p, quote, times }) =>
          `searched ${platform} for ${quote(p.text, 60)}${times(p.times)}`,
      },
      'import.ad_clicked': {
        weight: 0.8,
        text: ({ platform, params: p, quote, times }) =>
          `clicked an ad on ${platform}: ${quote(p.text, 60)}${times(p.times)}`,
      },
      'import.advertiser': {
        weight: 0.5,
        text: ({ platform, params: p, quote }) => `${quote(p.text, 60)} advertised to them on ${platform}`,
      },
      'import.ad_viewed': {
        weight: 0.4,
        text: ({ platform, params: p, times }) =>
          `saw ads from ${p.text ?? ''} on ${platform}${times(p.times)}`,
      },
      'import.behaviour': {
        weight: 0.4,
        text: ({ platform, params: p, quote }) => `${platform} reached them as ${quote(p.text, 60)}`,
      },
      'import.not_interested': {
        weight: -2,
        text: ({ platform, params: p, quote }) =>
          `told ${platform} they are not interested in ${quote(p.text, 60)}`,
      },
      'import.hidden_ad': {
        weight: -1.5,
        text: ({ platform, params: p, quote }) => `hid an ad from ${quote(p.text, 60)} on ${platform}`,
      },
    },
  },
  // Reactions inside GiftLens.
  feed: {
    visibility: 'profile-signals',
    record: 'feedAd',
    cap: 2.5,
    fades: true,
    reasons: {
      'feed.liked': {
        weight: 1,
        text: ({ params: p, curly, times, count }) =>
          `liked ${curly(p.title, 60)} in the feed${times(count)}`,
        sentence: ({ name, text }) => `someone ${text} for ${name}`,
      },
      'feed.disliked': {
        weight: -1.5,
        text: ({ params: p, curly, times, count }) =>
          `disliked ${curly(p.title, 60)} in the feed${times(count)}`,
      },
    },
  },
  // What others did about gifts for the member, said in neutral words.
  gift_feedback: {
    visibility: 'gift-feedback',
    record: 'giftIdea',
    cap: 3,
    fades: true,
    reasons: {
      'gift_feedback.purchased': { weight: 2.5, text: giftFeedback },
      'gift_feedback.up': { weight: 1.5, text: giftFeedback },
      'gift_feedback.down': { weight: -1.5, text: giftFeedback },
      'gift_feedback.deleted': { weight: -1, text: giftFeedback },
    },
  },
  // What the consented in-app tracker saw (signals/browsing.ts).
  browsing: {
    visibility: 'own-account-only',
    record: null,
    cap: 1,
    fades: true,
    reasons: {
      'browsing.viewed': {
        weight: 0.3,
        text: ({ params: p, label, quote }) =>
          p.search ? `searched GiftLens for ${quote(p.search, 60)}` : `looked at ${label} in GiftLens`,
      },
    },
  },
  // What the family's calendar says: an anniversary, a milestone birthday, a custom date's words.
  // A date holds until someone changes it.
  occasion: {
    visibility: 'whoever-sees-member',
    record: 'occasion',
    cap: 2,
    fades: false,
    reasons: {
      'occasion.anniversary': {
        weight: 1.5,
        text: ({ params: p, quote }) =>
          p.text ? `${quote(p.text, 60)} on the family calendar` : 'an anniversary on the family calendar',
      },
      // No age: the evidence is read by whoever sees the member, the age only by some.
      'occasion.birthday': { weight: 1, text: () => 'a milestone birthday coming up' },
      'occasion.custom': {
        weight: 1,
        text: ({ params: p, quote }) => `${quote(p.text, 60)} on the family calendar`,
      },
    },
  },
  // What the member put on their own wishlist: the strongest evidence there is; it holds while listed.
  wishlist: {
    visibility: 'whoever-sees-member',
    record: 'wishlistItem',
    cap: 6,
    fades: false,
    reasons: {
      'wishlist.item': {
        weight: 4,
        text: ({ params: p, quote }) => `on their wishlist: ${quote(p.text, 60)}`,
        sentence: ({ name, params: p, quote }) => `${quote(p.text, 60)} is on ${name}'s wishlist`,
      },
    },
  },
} as const satisfies Record<string, SourceDeclaration>;

type Table = typeof SIGNAL_SOURCE_TABLE;
export type SignalSource = keyof Table;
export type SignalReason = { [S in SignalSource]: keyof Table[S]['reasons'] }[SignalSource];
/** The member record kinds that teach a source. */
export type SignalRecordKind = NonNullable<Table[SignalSource]['record']>;

export const SIGNAL_SOURCES = Object.keys(SIGNAL_SOURCE_TABLE) as [SignalSource, ...SignalSource[]];

/** Every reason code with its weight and words, whatever its source. */
export const SIGNAL_REASONS = Object.fromEntries(
  Object.values(SIGNAL_SOURCE_TABLE).flatMap((source) => Object.entries(source.reasons)),
) as Record<SignalReason, ReasonDeclaration>;

/** The sources a member record kind teaches, forgotten with its rows. */
export const sourcesTaughtBy = (record: SignalRecordKind): readonly SignalSource[] =>
  SIGNAL_SOURCES.filter((source) => SIGNAL_SOURCE_TABLE[source].record === record);
