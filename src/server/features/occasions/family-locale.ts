import { getCountry, getTimezone } from 'countries-and-timezones';
import { isTimeZone } from '#common/calendar';
import { isCountry } from './holidays';

/** Where a country spans several time zones, the one most of its people live in. */
const MAIN_ZONE: Readonly<Record<string, string>> = {
  US: 'America/New_York',
  CA: 'America/Toronto',
  MX: 'America/Mexico_City',
  BR: 'America/Sao_Paulo',
  AR: 'America/Argentina/Buenos_Aires',
  CL: 'America/Santiago',
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
  RU: 'Europe/Moscow',
  ES: 'Europe/Madrid',
  PT: 'Europe/Lisbon',
  DE: 'Europe/Berlin',
  FR: 'Europe/Paris',
  GB: 'Europe/London',
  NL: 'Europe/Amsterdam',
  ID: 'Asia/Jakarta',
  KZ: 'Asia/Almaty',
  CN: 'Asia/Shanghai',
  CD: 'Africa/Kinshasa',
  UA: 'Europe/Kyiv',
};

/** The region of the first language tag that names one ("de-AT,de;q=0.9" → "AT"). */
function regionOf(acceptLanguage: string): string | null {
  for (const part of acceptLanguage.split(',').slice(0, 8)) {
    const tag = part.split(';')[0]?.trim() ?? '';
    const region = tag.split('-').find((piece, i) => i > 0 && /^[A-Za-z]{2}$/.test(piece));
    if (region && isCountry(region.toUpperCase())) return region.toUpperCase();
  }
  return null;
}

/**
 * A new family's country, from its creator's browser (issue 36): the region of their preferred
 * language, else the country of their time zone, else none.
 */
export function countryFromBrowser(
  acceptLanguage: string | undefined,
  timeZone: string | null,
): string | null {
  const byLanguage = acceptLanguage ? regionOf(acceptLanguage.slice(0, 500)) : null;
  if (byLanguage) return byLanguage;
  if (!timeZone) return null;
  const byZone = getTimezone(timeZone)?.countries[0];
  return byZone && isCountry(byZone) ? byZone : null;
}

/**
 * A family's time zone: the creator's own when it is valid (and in the family's country, when it
 * has one), else the country's main one, else UTC.
 */
export function defaultTimeZone(country: string | null, browserTimeZone: string | null): string {
  const own = browserTimeZone && isTimeZone(browserTimeZone) ? browserTimeZone : null;
  if (!country) return own ?? 'UTC';
  const zones: readonly string[] = getCountry(country)?.timezones ?? [];
  if (own && (zones.length === 0 || zones.includes(own))) return own;
  const main = MAIN_ZONE[country] ?? zones[0];
  return main && isTimeZone(main) ? main : (own ?? 'UTC');
}
