/**
 * How much each kind of evidence counts, in one place (docs: signals.md). What someone chose
 * themselves counts more than what an advertiser guessed; a topic Meta lists counts more than
 * an ad seen once; negative evidence pushes a concept down. Changing a figure here changes
 * every consumer at once, so measure it with `node bench/gift-eval.mjs` when that exists.
 */
export const SIGNAL_SOURCES = [
  'questionnaire',
  'profile',
  'tracked_ad',
  'ad_insight',
  'import',
  'feed',
  'gift_feedback',
  'browsing',
  'occasion',
  'wishlist',
] as const;
export type SignalSource = (typeof SIGNAL_SOURCES)[number];

export const SIGNAL_WEIGHTS = {
  // Chosen by the member (or their guardian) in the questionnaire or on the profile.
  'questionnaire.hobby': 3,
  'questionnaire.activity': 3,
  'questionnaire.interest': 3,
  'questionnaire.brand': 3,
  'questionnaire.category': 2,
  'questionnaire.focus': 2,
  'questionnaire.style': 1.5,
  'questionnaire.value': 1,
  'questionnaire.wishlist': 3,
  'profile.interest': 3,
  // From a data export: what they saved or wished for over what merely reached them.
  'import.wishlist': 3,
  'import.saved': 1.5,
  'import.topic': 1.5,
  'import.like': 1.2,
  'import.follow': 1.2,
  'import.search': 1,
  'import.ad_clicked': 0.8,
  'import.advertiser': 0.5,
  'import.ad_viewed': 0.4,
  'import.behaviour': 0.4,
  'import.not_interested': -2,
  'import.hidden_ad': -1.5,
  // Ads the family logged, and what the "Why am I seeing this ad?" panel said.
  'tracked_ad.mention': 1,
  'tracked_ad.category': 0.8,
  'ad_insight.interest': 1.2,
  'ad_insight.behaviour': 0.5,
  'ad_insight.demographic': 0.3,
  // Reactions inside GiftLens.
  'feed.liked': 1,
  'feed.disliked': -1.5,
  'gift_feedback.purchased': 2.5,
  'gift_feedback.up': 1.5,
  'gift_feedback.down': -1.5,
  'gift_feedback.deleted': -1,
  'browsing.viewed': 0.3,
  // What the family's calendar says: an anniversary, a milestone birthday, a custom date's words.
  'occasion.anniversary': 1.5,
  'occasion.birthday': 1,
  'occasion.custom': 1,
  // What the member put on their own wishlist: the strongest evidence there is.
  'wishlist.item': 4,
} as const;
export type SignalReason = keyof typeof SIGNAL_WEIGHTS;

export const sourceOf = (reason: SignalReason) => reason.split('.')[0] as SignalSource;

/**
 * One source cannot drown the rest: its contribution to a concept saturates towards this cap
 * (ten ads for the same brand are strong evidence, not ten times the evidence of one).
 */
export const SOURCE_CAP: Record<SignalSource, number> = {
  questionnaire: 4,
  profile: 4,
  import: 4,
  tracked_ad: 3,
  ad_insight: 2.5,
  feed: 2.5,
  gift_feedback: 3,
  browsing: 1,
  occasion: 2,
  wishlist: 6,
};

/** Evidence older than this counts half as much (and a quarter at twice the age). */
export const DEFAULT_HALF_LIFE_DAYS = 180;

/** What someone says about themselves stays true until they change it: it does not fade. */
export const FADES: Record<SignalSource, boolean> = {
  questionnaire: false,
  profile: false,
  import: true,
  tracked_ad: true,
  ad_insight: true,
  feed: true,
  gift_feedback: true,
  browsing: true,
  // A date on the calendar holds until someone changes it.
  occasion: false,
  // A wish holds while it is on the list.
  wishlist: false,
};
