import type { CategoryKey } from '../taxonomy/categories';
import { freeConceptKey, freeConceptLabel, normalizePhrase } from './normalize';
import { VOCABULARY } from './vocabulary';
import type { ConceptDef, ConceptKind } from './vocabulary/types';

export type { ConceptDef, ConceptKind } from './vocabulary/types';

/** A concept as signals carry it: from the vocabulary, or a free phrase kept as its own. */
export interface ConceptRef {
  key: string;
  label: string;
  kind: ConceptKind;
  categories: CategoryKey[];
}

const BY_KEY = new Map<string, ConceptDef>(VOCABULARY.map((c) => [c.key, c]));
const BY_PHRASE = new Map<string, ConceptDef>();
for (const concept of VOCABULARY) {
  for (const phrase of [concept.key.replaceAll('-', ' '), concept.label, ...concept.synonyms]) {
    const normalized = normalizePhrase(phrase);
    if (normalized && !BY_PHRASE.has(normalized)) BY_PHRASE.set(normalized, concept);
  }
}
const LONGEST = Math.min(8, Math.max(...[...BY_PHRASE.keys()].map((p) => p.split(' ').length)));

/**
 * Everyday words that are also a brand or topic ("target", "coach", "style"): in running text
 * they mean something else far more often, so free text never matches them alone. A whole
 * phrase (a chip someone picked, a topic Meta listed) still does.
 */
const AMBIGUOUS_IN_TEXT = new Set(
  [
    'coach',
    'target',
    'gap',
    'mac',
    'pixel',
    'nest',
    'magic',
    'records',
    'country',
    'pop',
    'rock',
    'soul',
    'design',
    'style',
    'apple',
    'amazon',
    'games',
    'game',
    'art',
    'music',
    'sports',
    'travel',
    'home',
    'family',
    'fashion',
    'shopping',
    'food',
    'health',
    'beauty',
    'news',
    'kids',
    'baby',
    'gifts',
    'deals',
    'sales',
    'sale',
    'shoppers',
    'books',
    'book',
    'pets',
    'tech',
    'technology',
    'fitness',
    'love',
    'life',
    'living',
    'work',
    'fun',
    'play',
    'time',
    'new',
    'free',
    'best',
    'shop',
    'store',
    'online',
    'outdoors',
    'hobbies',
    'presents',
    'hobby',
    'crafts',
    'entertainment',
    'people',
    'parents',
    'moms',
    'dads',
    'men',
    'women',
    'movies',
    'photos',
    'video',
    'videos',
    'events',
    'party',
    'cars',
    'gear',
    'tools',
  ].map(normalizePhrase),
);

export const conceptByKey = (key: string): ConceptDef | undefined => BY_KEY.get(key);

const asRef = (concept: ConceptDef): ConceptRef => ({
  key: concept.key,
  label: concept.label,
  kind: concept.kind,
  categories: [...concept.categories],
});

/**
 * A whole phrase someone chose or a platform listed ("Outdoor recreation", "LEGO", a hobby
 * chip): the concept it names, or, when no concept knows it, the phrase as its own concept,
 * so nothing a person typed is lost. Empty phrases give nothing.
 */
export function conceptForPhrase(phrase: string, fallbackKind: ConceptKind = 'interest'): ConceptRef | null {
  const normalized = normalizePhrase(phrase);
  if (!normalized) return null;
  const known = BY_PHRASE.get(normalized);
  if (known) return asRef(known);
  return { key: freeConceptKey(phrase), label: freeConceptLabel(phrase), kind: fallbackKind, categories: [] };
}

/** Only a concept the vocabulary knows, for phrases where a guess would be noise. */
export function knownConceptForPhrase(phrase: string): ConceptRef | null {
  const known = BY_PHRASE.get(normalizePhrase(phrase));
  return known ? asRef(known) : null;
}

/**
 * The concepts running text mentions ("Shop the new LEGO Technic car for fans of motorsport"):
 * the longest phrase at each position wins, each concept once, in order of appearance.
 */
export function conceptsInText(text: string): ConceptRef[] {
  const words = normalizePhrase(text).split(' ').filter(Boolean);
  const found = new Map<string, ConceptRef>();
  let i = 0;
  while (i < words.length) {
    let matched = 0;
    for (let n = Math.min(LONGEST, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      const concept = BY_PHRASE.get(phrase);
      // A lone style word names products far more often than a taste ("LEGO Classic", "Modern
      // Fit"): in running text a style needs its whole phrase ("classic style", "mid-century").
      if (!concept || (n === 1 && (AMBIGUOUS_IN_TEXT.has(phrase) || concept.kind === 'style'))) continue;
      if (!found.has(concept.key)) found.set(concept.key, asRef(concept));
      matched = n;
      break;
    }
    i += matched || 1;
  }
  return [...found.values()];
}
