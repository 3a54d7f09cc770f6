import { isoDay, localDay, utcDateOf } from '#common/calendar';
import type { GiftExchange } from '#common/gift-exchanges';
import { formatDollars } from '#common/money';

/**
 * How an exchange reads on screen. Budgets are integer cents in dollars (the set-up asks in
 * dollars: `centsFrom` of #common/money); reveal dates are calendar days ('YYYY-MM-DD'),
 * formatted as UTC days so no time zone moves them.
 */

/** "$25", "$12.50"; "No budget set" for 0. */
export const formatBudget = (cents: number, locale?: string): string =>
  cents === 0 ? 'No budget set' : formatDollars(cents, locale);

/** "24 December 2026" (in the reader's language). */
export const formatDay = (iso: string, locale?: string) =>
  utcDateOf(iso).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The viewer's own calendar day as 'YYYY-MM-DD'. */
export const isoToday = (now: Date = new Date()): string => isoDay(localDay(now));

/** "Ana ↔ Luis": an exclusion, either way round. */
export const pairLabel = (a: string, b: string) => `${a} ↔ ${b}`;

/**
 * Why an exchange needs its owner since someone left, in words for the owner or for anyone else
 * (decision 0033); null when it does not.
 */
export function attentionText(
  exchange: Pick<GiftExchange, 'attention' | 'participants'>,
  isOwner: boolean,
): { title: string; body: string } | null {
  const next = isOwner
    ? 'You can end the exchange, and start a new one with those still taking part.'
    : 'The family owner can end it.';
  if (exchange.attention === 'too_few') {
    const n = exchange.participants.length;
    const left =
      n === 2
        ? 'Only two are left taking part since others left the family: between two, the draw is no longer a secret.'
        : 'Only one is left taking part since others left the family: there is nobody to give to.';
    return { title: 'Too few left for a secret draw', body: `${left} ${next}` };
  }
  if (exchange.attention === 'unmatched')
    return {
      title: 'Someone has nobody to give to',
      body: `Someone taking part left the family, and whoever drew them could not take over without changing a match another had already opened. ${next}`,
    };
  return null;
}
