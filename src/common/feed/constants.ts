import type { CategoryKey } from '../taxonomy/categories';

/** The feed's figures (15 per request, a sponsored slot after every 3rd item; decision 0019). */
export const FEED_LIMITS = {
  /** Ads one "Ads" press generates when the body names no count. */
  defaultCount: 15,
  /** The most one request may generate: more is a 400, not a silent trim. */
  maxCount: 30,
  /** Ads per page of the feed. */
  pageSize: 15,
  /** A new batch avoids the catalogue items of the member's latest this-many feed ads. */
  recentAvoided: 60,
} as const;

/** A sponsored slot (banner ad) after every this-many feed items. */
export const SPONSORED_EVERY = 3;

export const FEED_INTERACTIONS = ['liked', 'disliked', 'shown'] as const;
export type FeedInteraction = (typeof FEED_INTERACTIONS)[number];

/** The platform look a generated ad is drawn in (the card's frame, not where it ran). */
export const FEED_PLATFORMS = ['instagram', 'facebook', 'pinterest'] as const;
export type FeedPlatform = (typeof FEED_PLATFORMS)[number];

/** The ad format: the illustration's shape. */
export const FEED_AD_FORMATS = ['square', 'portrait', 'landscape'] as const;
export type FeedAdFormat = (typeof FEED_AD_FORMATS)[number];

export const FEED_PLATFORM_LABELS: Record<FeedPlatform, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
};

/** Width and height of each format's illustration (and the card's image box, so it never jumps). */
export const FEED_ART_SIZE: Record<FeedAdFormat, { width: number; height: number }> = {
  square: { width: 600, height: 600 },
  portrait: { width: 600, height: 750 },
  landscape: { width: 600, height: 400 },
};

export const CALLS_TO_ACTION: Record<Exclude<CategoryKey, 'other'>, string> = {
  electronics: 'Shop now',
  fashion: 'Shop the look',
  home: 'Shop now',
  beauty: 'Shop now',
  sports: 'Gear up',
  books: 'Start reading',
  toys: 'Shop toys',
  food: 'Order now',
  travel: 'Plan the trip',
  arts: 'Get creative',
  health: 'Shop now',
  pets: 'Treat them',
  music: 'Shop now',
};

export const GIFT_IDEAS_NOT_AVAILABLE =
  'Gift ideas are not part of this version of GiftLens yet, so Smart generated feed ads only';
