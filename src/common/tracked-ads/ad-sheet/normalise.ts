/**
 * Mends what OCR (tesseract) and copying do to a sheet's text before it is read: curly quotes,
 * '|' read for 'I', stray bullets, words hyphenated over a line break, an age range split over
 * lines, " / " typed for a line break, and runs of spaces. Lines are kept: they are the 2023
 * layout's items.
 */

/** Bullets and dashes a list item or OCR puts before a line. */
const BULLET = /^(?:[•·▪●◦‣∙○■□►▸*]|[-–—](?=\s))\s*/u;
/**
 * What OCR reads for a radio button, an icon or an avatar before a line: "(O ", "©", "~ ", "(Cp) ",
 * before a capital. A bare "O " is also Portuguese's article ("O Boticário"): it goes only when
 * several lines start so (a list of radio buttons).
 */
const ICON = /^(?:\([O0o@©®]\)?|[@©®]|\([^)\s]{1,3}\)|[~^=_>»›°]+|[«‹<]+)\s+(?=["'(]?[\p{Lu}\d])/u;
const RADIO = /^[O0o]\s+(?=["'(]?[\p{Lu}\d])/u;
/** A phone's status bar: "9:41 5G 87%". */
const STATUS_BAR = /^\d{1,2}[:.]\d{2}(?:\s+\S{1,5}){0,4}$/u;

/** Words that may stand before or after the numbers of an age when a line break splits them. */
const AGE_JOIN_BEFORE =
  /(?:\d|\b(?:ages?|aged|age range|between|from|to|and|or|alter|im alter von|ab|von|zwischen|bis|und|oder|edad(?:es)?|entre|de|a|y|âge|âgées?|âgés|idade|leeftijd|tussen|tot|alder|ålder|mellem|mellan|til|till|och|og|en|e|à|et|ou))$/iu;
const AGE_JOIN_AFTER =
  /^(?:\d|[-–—+]\s*\d|(?:to|and|or|bis|und|oder|a|y|à|et|ou|e|tot|en|til|till|och|og)\s+(?:\d|older|over|up|älter|más|mais|plus|ouder|ældre|äldre))/iu;

function mendLine(line: string, radios: boolean): string {
  let out = line.replace(/[\t\u00a0\u2000-\u200b\u202f\u205f\u3000]/g, ' ').trim();
  out = out.replace(BULLET, '').replace(ICON, '').replace(BULLET, '');
  if (radios) out = out.replace(RADIO, '');
  // '|' read for a capital I: at the start of a word ("|nterests"), alone after "am" or at the start.
  out = out.replace(/^\|(?=\p{L})/u, 'I');
  out = out.replace(/^\|\s+(?=(?:am|was|have|m|'m|think)\b)/u, 'I ');
  out = out.replace(/\b(am|Am)\s+\|(?=\s)/gu, '$1 I');
  out = out.replace(/(?<=\s)\|(?=\p{Ll})/gu, 'I');
  out = out.replace(/^\|\s*/u, '');
  return out.replace(/ {2,}/g, ' ').trim();
}

/** Straight quotes and apostrophes for the typographic ones, \n for any line break, ... for …. */
export function mendCharacters(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2018\u2019\u201a\u201b\u2032\u00b4`]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb]/g, '"')
    .replace(/[\u2010\u2011]/g, '-')
    .replace(/\u2026/g, '...');
}

/** The sheet's lines, mended, without empty ones. */
export function normaliseLines(raw: string): string[] {
  const text = mendCharacters(raw)
    // " / " between phrases: a line break typed by someone pasting the sheet.
    .replace(/[ \t]+\/[ \t]+/g, '\n')
    // A word hyphenated over a line break: "inter-\nested".
    .replace(/(\p{Ll})-\n\s*(\p{Ll})/gu, '$1$2');
  const split = text.split(/\n|[ \t]+\|[ \t]+(?=\p{Lu})/u);
  const radios = split.filter((l) => /^\s*\(?[O0o]\)?\s+["'(]?[\p{Lu}\d]/u.test(l)).length >= 2;
  const lines = split.map((l) => mendLine(l, radios)).filter((l) => l.length > 0 && !STATUS_BAR.test(l));
  // An age split over lines: "ages 25 to" / "44", "Alter von" / "25 bis 44".
  const joined: string[] = [];
  for (const line of lines) {
    const prev = joined.at(-1);
    if (
      prev !== undefined &&
      AGE_JOIN_BEFORE.test(prev) &&
      AGE_JOIN_AFTER.test(line) &&
      hasAgeWord(prev, line)
    ) {
      joined[joined.length - 1] = `${prev} ${line}`;
    } else {
      joined.push(line);
    }
  }
  return joined;
}

/** Only join an age when one of the two lines speaks of an age or a number. */
function hasAgeWord(prev: string, next: string): boolean {
  return /\d/.test(prev) || /\d/.test(next.slice(0, 12));
}

/** The line as headings are matched: lower case, apostrophes gone, other punctuation a space. */
export function bare(line: string): string {
  return line
    .toLowerCase()
    .replace(/['’`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** All text read, whitespace collapsed. */
export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
