import { conceptForPhrase, conceptsInText } from './concepts';
import type { DerivedSignal } from './derive';

/** Short titles name a thing ("Roller skates"); longer ones are product names read for concepts. */
const PHRASE_WORDS = 4;

/**
 * What a wishlist item says about the member who wants it (issue 22): the concepts its title
 * and notes name ("LEGO Technic set" → LEGO), or, for a short title the vocabulary does not
 * know, the title itself, so a wish is never lost. Evidence: "on Mia's wishlist".
 */
export function wishlistSignals(item: { title: string; notes: string | null }): DerivedSignal[] {
  const params = { text: item.title };
  const found = conceptsInText(`${item.title} ${item.notes ?? ''}`);
  if (found.length === 0 && item.title.trim().split(/\s+/).length <= PHRASE_WORDS) {
    const own = conceptForPhrase(item.title);
    if (own) found.push(own);
  }
  return found.map((concept) => ({ concept, reason: 'wishlist.item' as const, params }));
}
