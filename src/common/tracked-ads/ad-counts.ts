/**
 * The counters /analytics reads, kept per member and updated in the same transaction as the
 * ad (docs/decisions/0014): counting 10,000 ads on every page view would not scale, adding
 * one to a few counters on each write does. Pure, so the server's writes and its tests agree.
 */
export const AD_COUNT_DIMENSIONS = [
  'category',
  'platform',
  'week',
  'advertiser',
  'behavior',
  'insights',
] as const;
export type AdCountDimension = (typeof AD_COUNT_DIMENSIONS)[number];

export interface AdCountKey {
  dimension: AdCountDimension;
  key: string;
  /** What to show for the key, when it is not the key itself (an advertiser as typed). */
  label: string | null;
}

const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the week `date` is in. */
export function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

export const weekKey = (date: Date) => weekStart(date).toISOString().slice(0, 10);

/** The last `weeks` week starts, oldest first, as YYYY-MM-DD. */
export function lastWeeks(now: Date, weeks: number): string[] {
  const current = weekStart(now).getTime();
  return Array.from({ length: weeks }, (_, i) =>
    new Date(current - (weeks - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

export interface CountedAd {
  categoryId: number;
  platform: string | null;
  advertiser: string | null;
  createdAt: Date;
  metadata: { targetingReasons: string[]; adInsights: { behaviors: string[] } } | null;
}

/** Every counter one ad adds one to (and takes one from when it is deleted). */
export function adCountKeys(ad: CountedAd): AdCountKey[] {
  const keys: AdCountKey[] = [
    { dimension: 'category', key: String(ad.categoryId), label: null },
    { dimension: 'platform', key: ad.platform ?? '', label: null },
    { dimension: 'week', key: weekKey(ad.createdAt), label: null },
  ];
  const advertiser = ad.advertiser?.trim();
  if (advertiser) keys.push({ dimension: 'advertiser', key: advertiser.toLowerCase(), label: advertiser });
  for (const behavior of new Set(ad.metadata?.adInsights.behaviors ?? [])) {
    keys.push({ dimension: 'behavior', key: behavior, label: null });
  }
  if ((ad.metadata?.targetingReasons.length ?? 0) > 0)
    keys.push({ dimension: 'insights', key: '1', label: null });
  return keys;
}
