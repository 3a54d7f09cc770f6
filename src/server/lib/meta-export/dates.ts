import { normalizePhrase } from '#common/signals/normalize';

/** Month names (and their short forms) in the export languages, normalised. */
const MONTHS: string[][] = [
  [
    'jan',
    'january',
    'ene',
    'enero',
    'janv',
    'janvier',
    'januar',
    'jän',
    'janeiro',
    'gen',
    'gennaio',
    'januari',
    'oca',
    'ocak',
  ],
  [
    'feb',
    'february',
    'febrero',
    'fev',
    'fevr',
    'fevrier',
    'februar',
    'fevereiro',
    'febbraio',
    'februari',
    'sub',
    'subat',
  ],
  ['mar', 'march', 'marzo', 'mars', 'marz', 'marco', 'maart', 'mart'],
  ['apr', 'april', 'abr', 'abril', 'avr', 'avril', 'aprile', 'nis', 'nisan'],
  ['may', 'mayo', 'mai', 'maio', 'mag', 'maggio', 'mei', 'mayis'],
  ['jun', 'june', 'junio', 'juin', 'juni', 'junho', 'giu', 'giugno', 'haz', 'haziran'],
  ['jul', 'july', 'julio', 'juil', 'juillet', 'juli', 'julho', 'lug', 'luglio', 'tem', 'temmuz'],
  ['aug', 'august', 'ago', 'agosto', 'aout', 'agu', 'agustos', 'augustus'],
  ['sep', 'sept', 'september', 'septiembre', 'set', 'setembro', 'settembre', 'septembre', 'eyl', 'eylul'],
  [
    'oct',
    'october',
    'octubre',
    'octobre',
    'okt',
    'oktober',
    'out',
    'outubro',
    'ott',
    'ottobre',
    'eki',
    'ekim',
  ],
  ['nov', 'november', 'noviembre', 'novembre', 'novembro', 'kas', 'kasim'],
  [
    'dec',
    'december',
    'dic',
    'diciembre',
    'dec',
    'decembre',
    'dez',
    'dezember',
    'dezembro',
    'dicembre',
    'ara',
    'aralik',
  ],
];
const MONTH_OF = new Map<string, number>();
MONTHS.forEach((names, i) => {
  for (const name of names) if (!MONTH_OF.has(name)) MONTH_OF.set(name, i);
});

const valid = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => {
  if (y < 2004 || y > 2100 || m < 0 || m > 11 || d < 1 || d > 31) return undefined;
  return Date.UTC(y, m, d, h, min, s);
};

/**
 * A display date from an HTML export ("Sep 02, 2025 4:21 am", "2 sept. 2025 16:21",
 * "02.09.2025 16:21", "2025-09-02"), in any export language. The account's time zone is not
 * in the file, so the wall-clock time is read as UTC: a date range needs the day, not the
 * minute. Unreadable: undefined.
 */
export function parseDisplayDate(text: string): number | undefined {
  if (!text) return undefined;
  if (CACHE.has(text)) return CACHE.get(text);
  const value = readDate(text);
  if (CACHE.size > 2000) CACHE.clear();
  CACHE.set(text, value);
  return value;
}

/** Exports repeat the same minute many times: each distinct display string is read once. */
const CACHE = new Map<string, number | undefined>();

function readDate(text: string): number | undefined {
  const iso = /(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{1,2}):(\d{2}))?/.exec(text);
  const n = (m: RegExpExecArray, i: number) => Number(m[i] ?? 0);
  if (iso) return valid(n(iso, 1), n(iso, 2) - 1, n(iso, 3), n(iso, 4), n(iso, 5));
  const numeric = /(\d{1,2})[./](\d{1,2})[./](\d{4})/.exec(text);
  const rest = (numeric ? text.replace(numeric[0], ' ') : text).replace(/\d{4}/, ' ');
  // Newer pages give seconds too ("Mar 02, 2026 4:57:45 pm").
  const time = /(\d{1,2})[:.h](\d{2})(?:[:.](\d{2}))?\s*([ap]\.?\s?m\.?)?/i.exec(rest);
  let hours = time ? n(time, 1) : 0;
  const minutes = time ? n(time, 2) : 0;
  const seconds = time ? n(time, 3) : 0;
  if (time?.[4]) hours = (hours % 12) + (/^p/i.test(time[4]) ? 12 : 0);
  if (numeric) {
    // Day first in every export language but English; English pages name the month.
    return valid(n(numeric, 3), n(numeric, 2) - 1, n(numeric, 1), hours, minutes, seconds);
  }
  const words = normalizePhrase(text).split(' ');
  const year = words.find((w) => /^\d{4}$/.test(w));
  const month = words.map((w) => MONTH_OF.get(w)).find((m) => m !== undefined);
  const day = words.find((w) => /^\d{1,2}$/.test(w));
  if (!year || month === undefined || !day) return undefined;
  return valid(+year, month, +day, hours, minutes, seconds);
}
