import type { GiftExchange } from '#common/gift-exchanges';

/**
 * How an exchange reads on screen. Budgets are integer cents in dollars (the set-up asks in
 * dollars); reveal dates are calendar days ('YYYY-MM-DD'), formatted as UTC days so no time zone
 * moves them.
 */

/** "$25", "$12.50"; "No budget set" for 0. */
export function formatBudget(cents: number, locale?: string): string {
  if (cents === 0) return 'No budget set';
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** A price of a wishlist item: its own currency when it has one. */
export function formatPrice(cents: number, currency: string | null, locale?: string): string {
  const amount = cents / 100;
  try {
    if (currency) return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** A typed amount of dollars ("12.5", 12.5) as whole cents; null when empty or not a number. */
export function centsFromDollars(value: number | string): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
}

const utcDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
};

/** "24 December 2026" (in the reader's language). */
export const formatDay = (iso: string, locale?: string) =>
  utcDate(iso).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The viewer's own calendar day as 'YYYY-MM-DD'. */
export function isoToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

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
