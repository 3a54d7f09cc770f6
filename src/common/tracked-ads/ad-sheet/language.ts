import { DA } from './phrases-da';
import { DE } from './phrases-de';
import { EN } from './phrases-en';
import { ES } from './phrases-es';
import { FR } from './phrases-fr';
import { NL } from './phrases-nl';
import { PT } from './phrases-pt';
import { SV } from './phrases-sv';
import type { Phrases } from './rx';
import { SHEET_LANGUAGES, type SheetLanguage } from './types';

/** Each language's table of what its sheets say. */
export const PHRASES: Readonly<Record<SheetLanguage, Phrases>> = {
  en: EN,
  es: ES,
  de: DE,
  fr: FR,
  pt: PT,
  nl: NL,
  da: DA,
  sv: SV,
};

/** How many tables list each word: a word several languages share counts for each the less. */
const SHARED = new Map<string, number>();
for (const lang of SHEET_LANGUAGES) {
  for (const word of new Set(PHRASES[lang].words.map((w) => w.toLowerCase()))) {
    SHARED.set(word, (SHARED.get(word) ?? 0) + 1);
  }
}
const WORD_SETS = Object.fromEntries(
  SHEET_LANGUAGES.map((lang) => [lang, new Set(PHRASES[lang].words.map((w) => w.toLowerCase()))]),
) as Record<SheetLanguage, Set<string>>;

/** Words of the text, lower case, with and without their apostrophe ("you're", "youre"). */
function wordsOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(/\p{L}+(?:['’]\p{L}+)*/gu)) {
    out.push(m[0]);
    if (m[0].includes("'") || m[0].includes('’')) out.push(m[0].replace(/['’]/g, ''));
  }
  return out;
}

/**
 * The language whose frequent words the text uses most (a word shared by n tables counts 1/n).
 * The hint breaks ties; null when no table's words occur at all.
 */
export function detectLanguage(text: string, hint?: SheetLanguage): SheetLanguage | null {
  const scores = new Map<SheetLanguage, number>();
  for (const word of wordsOf(text)) {
    const shared = SHARED.get(word);
    if (!shared) continue;
    for (const lang of SHEET_LANGUAGES) {
      if (WORD_SETS[lang].has(word)) scores.set(lang, (scores.get(lang) ?? 0) + 1 / shared);
    }
  }
  let best: SheetLanguage | null = null;
  let bestScore = 0;
  for (const lang of SHEET_LANGUAGES) {
    const score = scores.get(lang) ?? 0;
    if (score > bestScore + 1e-9) {
      best = lang;
      bestScore = score;
    } else if (hint === lang && score > 0 && Math.abs(score - bestScore) <= 1e-9) {
      best = lang;
    }
  }
  return best ?? null;
}
