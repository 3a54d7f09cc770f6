/** Letters NFKD does not take apart, written as their usual ASCII spelling. */
const FOLD: Record<string, string> = { ı: 'i', ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd', þ: 'th' };

/**
 * The form phrases are compared in: lower case, accents dropped (so "Randonnée" and
 * "randonnee" meet), '&' as 'and', anything but letters and digits as one space.
 */
export function normalizePhrase(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ıßøæœłđþ]/g, (c) => FOLD[c] ?? c)
    .replaceAll('&', ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A stable key for a phrase no concept knows: `x:` plus its normalised words joined by '-'. */
export const freeConceptKey = (phrase: string) =>
  `x:${normalizePhrase(phrase).replaceAll(' ', '-').slice(0, 60)}`;

/** The label of a free phrase as the person wrote it: trimmed, spaces collapsed, first letter up. */
export function freeConceptLabel(phrase: string): string {
  const text = phrase.trim().replace(/\s+/g, ' ').slice(0, 60);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
