/**
 * What the track-ad dialogs offer. No zod here: the client imports these
 * on its own without the schema library.
 */

/** Stored as the key; shown as the label. */
export const PRICE_RANGES = [
  { key: 'under-25', label: 'Under $25' },
  { key: '25-50', label: '$25 - $50' },
  { key: '50-100', label: '$50 - $100' },
  { key: '100-200', label: '$100 - $200' },
  { key: 'over-200', label: 'Over $200' },
] as const;
export type PriceRange = (typeof PRICE_RANGES)[number]['key'];
export const PRICE_RANGE_KEYS = PRICE_RANGES.map((p) => p.key) as [PriceRange, ...PriceRange[]];

/** Every platform an ad can come from; `icon` is a Tabler icon name. */
export const PLATFORMS = [
  { key: 'instagram', label: 'Instagram', icon: 'brand-instagram', hosts: ['instagram.com'] },
  { key: 'facebook', label: 'Facebook', icon: 'brand-facebook', hosts: ['facebook.com', 'fb.com', 'fb.me'] },
  { key: 'tiktok', label: 'TikTok', icon: 'brand-tiktok', hosts: ['tiktok.com'] },
  { key: 'youtube', label: 'YouTube', icon: 'brand-youtube', hosts: ['youtube.com', 'youtu.be'] },
  { key: 'twitter', label: 'Twitter/X', icon: 'brand-x', hosts: ['twitter.com', 'x.com', 't.co'] },
  { key: 'google', label: 'Google', icon: 'brand-google', hosts: ['google.com'] },
  { key: 'amazon', label: 'Amazon', icon: 'brand-amazon', hosts: ['amazon.com', 'amzn.to', 'a.co'] },
  { key: 'pinterest', label: 'Pinterest', icon: 'brand-pinterest', hosts: ['pinterest.com', 'pin.it'] },
  { key: 'snapchat', label: 'Snapchat', icon: 'brand-snapchat', hosts: ['snapchat.com'] },
  { key: 'linkedin', label: 'LinkedIn', icon: 'brand-linkedin', hosts: ['linkedin.com', 'lnkd.in'] },
  { key: 'other', label: 'Other', icon: 'dots', hosts: [] },
] as const;
export type Platform = (typeof PLATFORMS)[number]['key'];
export const PLATFORM_KEYS = PLATFORMS.map((p) => p.key) as [Platform, ...Platform[]];

/** Quick Track Ad: ten platforms, the first nine as buttons. */
export const QUICK_PLATFORMS: readonly Platform[] = [
  'instagram',
  'facebook',
  'tiktok',
  'youtube',
  'twitter',
  'google',
  'amazon',
  'pinterest',
  'snapchat',
  'other',
];
/** The insights form: the same without Other, plus LinkedIn. */
export const INSIGHT_PLATFORMS: readonly Platform[] = [
  'instagram',
  'facebook',
  'tiktok',
  'youtube',
  'twitter',
  'google',
  'amazon',
  'pinterest',
  'snapchat',
  'linkedin',
];

export const platformByKey = (key: string | null | undefined) => PLATFORMS.find((p) => p.key === key);
export const priceRangeByKey = (key: string | null | undefined) => PRICE_RANGES.find((p) => p.key === key);

/** The platform a shared link comes from ("https://www.instagram.com/p/…" is Instagram). */
export function platformForUrl(url: string | null | undefined): Platform | null {
  if (!url) return null;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  const match = PLATFORMS.find((p) =>
    (p.hosts as readonly string[]).some((h) => host === h || host.endsWith(`.${h}`)),
  );
  return match?.key ?? null;
}

/** The reasons Ad Insights Data offers to pick, in the order it shows them. */
export const COMMON_TARGETING_REASONS = [
  'Based on your activity',
  'Similar to people who follow this business',
  'Interests: Fashion, Beauty, Shopping',
  'Age and location',
  'Previous website visits',
  'Custom audience from email list',
  'Lookalike audience',
  'Retargeting campaign',
] as const;

export const AD_LIMITS = {
  title: 200,
  description: 1000,
  advertiser: 120,
  targetingReasons: 20,
  targetingReason: 300,
  additionalDetails: 2000,
  url: 2000,
  /** Ads per page of a list. */
  pageSize: 20,
  maxPageSize: 100,
} as const;

/** Ad History's time filter. */
export const AD_PERIOD_DAYS = [1, 7, 30] as const;
export type AdPeriodDays = (typeof AD_PERIOD_DAYS)[number];

export const TRACK_AD_FAILED = 'Failed to track ad';
export const TRACK_INSIGHTS_FAILED = 'Failed to track ad insights';
