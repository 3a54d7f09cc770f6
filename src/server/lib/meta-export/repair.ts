const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Characters of one field read at most: names are kept to 120 (extract.ts), and a file may be
 * one 20 MB string, which would cost seconds of cleaning for nothing.
 */
export const MAX_FIELD_CHARS = 4096;

/** The text cut to MAX_FIELD_CHARS, never between the two halves of a surrogate pair. */
export function atMostField(text: string): string {
  if (text.length <= MAX_FIELD_CHARS) return text;
  const end = /[\uD800-\uDBFF]/.test(text[MAX_FIELD_CHARS - 1] ?? '') ? MAX_FIELD_CHARS - 1 : MAX_FIELD_CHARS;
  return text.slice(0, end);
}

const HIGH_BYTE = /[\u0080-\u00ff]/;
const ABOVE_BYTE = /[\u0100-\u{10ffff}]/u;

/**
 * Meta's JSON exports write every non-ASCII character as its UTF-8 bytes, one `\u00XX` per
 * byte ("Tr\u00c3\u00a8s" for "Très"). A string whose code points are all bytes and that has
 * one of 0x80 or above is taken as bytes (Latin-1, not Windows-1252: 0x80-0x9F occur inside
 * emoji) and decoded as UTF-8 with a fatal decoder; when that fails the original is kept.
 * U+FFFD left by exports that were already broken is dropped; the result is NFC. JSON only:
 * HTML exports are clean UTF-8 and must never go through this.
 */
export function repairJsonText(whole: string): string {
  const value = atMostField(whole);
  if (!HIGH_BYTE.test(value)) return cleanText(value);
  // The same names, reactions and labels recur on every record: decode each distinct one once.
  const cached = REPAIRED.get(value);
  if (cached !== undefined) return cached;
  const repaired = repair(value);
  if (REPAIRED.size > 10_000) REPAIRED.clear();
  REPAIRED.set(value, repaired);
  return repaired;
}

const REPAIRED = new Map<string, string>();

function repair(value: string): string {
  let text = value;
  if (!ABOVE_BYTE.test(text)) {
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    try {
      text = UTF8.decode(bytes);
    } catch {
      // Not UTF-8 bytes after all (a genuine "café" written correctly): keep it.
    }
  }
  return cleanText(text);
}

/**
 * Anything but printable ASCII words between single spaces. Tested as a search for what is not
 * plain, not as a pattern the whole text must match: a pattern with a repeated group backtracks
 * per word, and a 20 MB text of words overflowed the regular-expression stack.
 */
const NOT_PLAIN = /[^\x20-\x7e]|\x20\x20|^\x20|\x20$/;

/** What every extracted string goes through: no U+FFFD, NFC, whitespace collapsed. */
export function cleanText(value: string): string {
  if (value.length === 0) return value;
  if (!NOT_PLAIN.test(value)) return value; // printable ASCII, single spaces, trimmed: nothing to do
  const text = value.includes('\uFFFD') ? value.replaceAll('\uFFFD', '') : value;
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}
