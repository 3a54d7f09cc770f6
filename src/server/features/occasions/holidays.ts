import Holidays from 'date-holidays';
import { type Day, daysBetween, parseIsoDay } from '#common/calendar';
import type { HolidayOption } from '#common/occasions';

/**
 * Family holidays from the date-holidays library (issue 21): a country's own holidays (public
 * ones and observances such as Mother's Day, on that country's dates) and religious or cultural
 * ones from the library's calendar rules. No date table is written here: every date comes from
 * the library, reckoned for the year asked.
 *
 * A holiday's key is stable across years and languages: `country:<CC>:<rule>` for a country's
 * holiday (the library's rule, such as "2nd sunday in May"), `religious:<name>` for the others.
 */

/** Religious and cultural holidays any family may switch on, as the library's rules or country data. */
const RELIGIOUS: ReadonlyArray<{ key: string; name: string; rule?: string; fromCountry?: [string, RegExp] }> =
  [
    { key: 'religious:hanukkah', name: 'Hanukkah', rule: '25 Kislev' },
    { key: 'religious:rosh-hashanah', name: 'Rosh Hashanah', rule: '1 Tishrei' },
    { key: 'religious:passover', name: 'Passover', rule: '15 Nisan' },
    { key: 'religious:eid-al-fitr', name: 'Eid al-Fitr', rule: '1 Shawwal' },
    { key: 'religious:eid-al-adha', name: 'Eid al-Adha', rule: '10 Dhu al-Hijjah' },
    { key: 'religious:ramadan', name: 'Start of Ramadan', rule: '1 Ramadan' },
    { key: 'religious:diwali', name: 'Diwali', fromCountry: ['SG', /^Deepavali$/] },
    { key: 'religious:lunar-new-year', name: 'Lunar New Year', rule: 'chinese 01-0-01' },
    { key: 'religious:easter', name: 'Easter', rule: 'easter' },
    { key: 'religious:orthodox-easter', name: 'Orthodox Easter', rule: 'orthodox' },
    { key: 'religious:christmas', name: 'Christmas', rule: '12-25' },
    { key: 'religious:valentines', name: "Valentine's Day", rule: '02-14' },
  ];

/** Holidays that are days off from school or work only (bank, school) are left out. */
const KEPT_TYPES = new Set(['public', 'observance', 'optional']);

/**
 * The observances people give presents on (issue 36), by their English names in the library:
 * a country's other observances (Tax Day, Administrative Professionals Day, Ash Wednesday,
 * remembrance days) are left out. Public holidays are kept: they are days off families plan around.
 */
const GIFT_OBSERVANCE =
  /^(valentine's day|lovers' day|mother's day|father's day|grandmother's day|grandfather's day|grandparents' day|children's day|easter sunday|christmas eve|christmas day|st\.? nicholas'? eve|saint nicholas|international women's day)$/i;

/** What a new family has switched on (issue 36): Christmas, Mother's and Father's Day, Valentine's Day. */
const ON_BY_DEFAULT = /^(christmas|christmas day|mother's day|father's day|valentine's day)$/i;

type Found = { key: string; name: string; date: string; english: string };

const byKey = new Map<string, Holidays>();
function calendarOf(country: string | null): Holidays {
  const key = country ?? '';
  let found = byKey.get(key);
  if (!found) {
    found = country ? new Holidays(country, { types: ['public', 'observance', 'optional'] }) : new Holidays();
    byKey.set(key, found);
  }
  return found;
}

/** The country's own English (en-us: "Labor Day", not "Labour Day"), else the library's English. */
function languageOf(hd: Holidays): string {
  return (hd.getLanguages() ?? []).find((lang) => lang.startsWith('en-')) ?? 'en';
}

const dayOf = (date: string) => date.slice(0, 10);

/** The country's holidays in a year, one entry per rule (a substitute day is not a second holiday). */
function countryHolidays(country: string, year: number): Found[] {
  const hd = calendarOf(country);
  const ownName = new Map(
    (hd.getHolidays(year, languageOf(hd)) ?? []).map((h) => [`${h.rule}|${dayOf(h.date)}`, h.name]),
  );
  const seen = new Set<string>();
  const found: Found[] = [];
  for (const h of hd.getHolidays(year, 'en') ?? []) {
    if (!KEPT_TYPES.has(h.type) || h.substitute) continue;
    if (h.type !== 'public' && !GIFT_OBSERVANCE.test(h.name)) continue;
    const key = `country:${country}:${h.rule}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const date = dayOf(h.date);
    found.push({ key, name: ownName.get(`${h.rule}|${date}`) ?? h.name, date, english: h.name });
  }
  return found;
}

const religiousCache = new Map<string, Found | null>();
function religiousHoliday(entry: (typeof RELIGIOUS)[number], year: number): Found | null {
  const cacheKey = `${entry.key}:${year}`;
  if (religiousCache.has(cacheKey)) return religiousCache.get(cacheKey) ?? null;
  let date: string | undefined;
  if (entry.rule) {
    const hd = new Holidays();
    hd.setHoliday(entry.rule, { name: { en: entry.name }, type: 'observance' });
    date = hd.getHolidays(year)?.[0]?.date;
  } else if (entry.fromCountry) {
    const [country, name] = entry.fromCountry;
    date = calendarOf(country)
      .getHolidays(year, 'en')
      ?.find((h) => name.test(h.name))?.date;
  }
  const found = date ? { key: entry.key, name: entry.name, date: dayOf(date), english: entry.name } : null;
  religiousCache.set(cacheKey, found);
  return found;
}

/** Every holiday a family in `country` may switch on, falling in `year`. */
function holidaysIn(country: string | null, year: number): Found[] {
  const national = country ? countryHolidays(country, year) : [];
  // One the country already keeps (Easter Sunday, Christmas Day) is listed once, as the country's.
  const keptByCountry = (h: Found) => {
    const word = h.english.toLowerCase().split(' ')[0] ?? '';
    return national.some((n) => n.date === h.date && n.english.toLowerCase().includes(word));
  };
  const religious = RELIGIOUS.map((entry) => religiousHoliday(entry, year)).filter(
    (h): h is Found => h !== null && !keptByCountry(h),
  );
  return [...national, ...religious];
}

export function isCountry(code: string): boolean {
  return Object.hasOwn(calendarOf(null).getCountries('en') ?? {}, code);
}

export function countries(): Array<{ code: string; name: string }> {
  const all = calendarOf(null).getCountries('en') ?? {};
  return Object.entries(all)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * What the family may switch on: each holiday once, with its next date on or after `today`
 * (looking into next year for those already past), soonest first.
 */
export function availableHolidays(country: string | null, today: Day): HolidayOption[] {
  const next = new Map<string, HolidayOption>();
  for (const year of [today.year, today.year + 1]) {
    for (const h of holidaysIn(country, year)) {
      if (next.has(h.key) || daysBetween(today, parseIsoDay(h.date)) < 0) continue;
      next.set(h.key, {
        key: h.key,
        name: h.name,
        nextDate: h.date,
        group: h.key.startsWith('religious:') ? 'religious' : 'country',
      });
    }
  }
  return [...next.values()].sort(
    (a, b) => a.nextDate.localeCompare(b.nextDate) || a.name.localeCompare(b.name),
  );
}

/** The switched-on holidays falling from `from` to `to` inclusive. */
export function holidaysBetween(
  country: string | null,
  enabled: readonly string[],
  from: Day,
  to: Day,
): Found[] {
  const wanted = new Set(enabled);
  const found: Found[] = [];
  for (let year = from.year; year <= to.year; year++) {
    for (const h of holidaysIn(country, year)) {
      if (!wanted.has(h.key)) continue;
      const day = parseIsoDay(h.date);
      if (daysBetween(from, day) >= 0 && daysBetween(day, to) >= 0) found.push(h);
    }
  }
  return found.sort((a, b) => a.date.localeCompare(b.date));
}

/** What a new family in `country` has switched on: its gift-giving days (ON_BY_DEFAULT). */
export function defaultHolidays(country: string | null, today: Day): string[] {
  const keys = new Set<string>();
  for (const year of [today.year, today.year + 1]) {
    for (const h of holidaysIn(country, year)) if (ON_BY_DEFAULT.test(h.english)) keys.add(h.key);
  }
  return [...keys].sort();
}

/** Keys the family may switch on (any year's), for checking what an owner sends. */
export function knownHolidayKeys(country: string | null, today: Day): Set<string> {
  return new Set(availableHolidays(country, today).map((h) => h.key));
}
