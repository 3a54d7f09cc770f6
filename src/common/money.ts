/**
 * Money as the app shows and asks for it: integer cents (hundredths of the currency, as the
 * contract stores them), written in the reader's language; typed amounts are whole units of the
 * currency ("12.50"). No zod here: wishlists and gift exchanges share it.
 */

/** The currency of the region a language tag names ("en-GB" → GBP); USD when it names none. */
const REGION_CURRENCY: Record<string, string> = {
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  CH: 'CHF',
  LI: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  IS: 'ISK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  RO: 'RON',
  RS: 'RSD',
  UA: 'UAH',
  TR: 'TRY',
  IL: 'ILS',
  AE: 'AED',
  SA: 'SAR',
  EG: 'EGP',
  ZA: 'ZAR',
  NG: 'NGN',
  KE: 'KES',
  IN: 'INR',
  PK: 'PKR',
  CN: 'CNY',
  HK: 'HKD',
  TW: 'TWD',
  JP: 'JPY',
  KR: 'KRW',
  SG: 'SGD',
  MY: 'MYR',
  TH: 'THB',
  ID: 'IDR',
  PH: 'PHP',
  VN: 'VND',
  BR: 'BRL',
  MX: 'MXN',
  AR: 'ARS',
  CL: 'CLP',
  CO: 'COP',
  PE: 'PEN',
};
const EURO_AREA = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PT',
  'SK',
  'SI',
  'ES',
];

export const FALLBACK_CURRENCY = 'USD';

/** The reader's currency from their language tag ("de-AT" → EUR, "en" → USD as its likely region). */
export function currencyForLocale(locale: string | undefined): string {
  try {
    const region = new Intl.Locale(locale ?? 'en-US').maximize().region ?? '';
    if (EURO_AREA.includes(region)) return 'EUR';
    return REGION_CURRENCY[region] ?? FALLBACK_CURRENCY;
  } catch {
    return FALLBACK_CURRENCY;
  }
}

/** The browser's first language's currency: the default of a new price. */
export const browserCurrency = () =>
  currencyForLocale(typeof navigator === 'undefined' ? undefined : navigator.language);

/** "$25.00", "25,00 €"; a price without a currency is written as a plain amount. */
export function formatMoney(cents: number, currency: string | null, locale?: string): string {
  const amount = cents / 100;
  try {
    if (currency) return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown code: the amount and the code as they are.
    return `${amount.toFixed(2)} ${currency}`;
  }
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** "$25", "$12.50": US dollars, with cents only when there are some (an exchange's budget). */
export const formatDollars = (cents: number, locale?: string): string =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);

/** A typed amount ("12.5", 12.5) as whole cents; null for empty or not a number. */
export function centsFrom(value: number | string): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
}

/** Cents as a form's amount (1250 → 12.5). */
export const amountOf = (cents: number | null | undefined): number | '' =>
  cents === null || cents === undefined ? '' : cents / 100;

/** Every currency the browser knows, as Select choices: "EUR — Euro". */
export function currencyOptions(locale?: string, keep?: string | null): { value: string; label: string }[] {
  let codes: string[];
  try {
    codes = Intl.supportedValuesOf('currency');
  } catch {
    codes = [...new Set([...Object.values(REGION_CURRENCY), 'EUR'])].sort();
  }
  if (keep && !codes.includes(keep)) codes = [...codes, keep].sort();
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'currency' });
  } catch {
    names = null;
  }
  return codes.map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} — ${name}` : code };
  });
}
