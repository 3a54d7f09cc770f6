/** The dashboard's figures, without zod so the first page load stays small. */
/**
 * The real week-over-week change of tracked ads (never a made-up figure such as '+12% this
 * week'): this week against the one before, as a whole percentage; null when the week before
 * had no ads, so there is nothing honest to compare with.
 */
export function weekOverWeek(byWeek: ReadonlyArray<{ adCount: number }>): number | null {
  const thisWeek = byWeek.at(-1)?.adCount;
  const previous = byWeek.at(-2)?.adCount;
  if (thisWeek === undefined || !previous) return null;
  return Math.round(((thisWeek - previous) / previous) * 100);
}

/** Success rate: purchased / total as a percentage, one decimal, 0 with no ideas. */
export const successRate = (purchased: number, total: number) =>
  total === 0 ? 0 : Math.round((purchased / total) * 1000) / 10;
