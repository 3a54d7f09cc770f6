import type { CookieInsights } from '../consent';
import { categoryForWording } from '../taxonomy/categories';
import { conceptsInText, knownConceptForPhrase } from './concepts';
import { categoryConcept, type DerivedSignal } from './derive';

/**
 * What looking around inside GiftLens says (the consented in-app tracker): each category,
 * interest or brand viewed, and the concepts in what was searched. Only concepts the
 * vocabulary knows count: a stray word someone typed into a search box is not an interest.
 */
export function signalsFromBrowsing(insights: CookieInsights['insights']): DerivedSignal[] {
  const out = new Map<string, DerivedSignal>();
  const add = (signal: DerivedSignal | null) => {
    if (signal && !out.has(signal.concept.key)) out.set(signal.concept.key, signal);
  };
  for (const wording of insights.shoppingBehavior.categoriesViewed) {
    const category = categoryForWording(wording);
    add(
      category
        ? {
            concept: categoryConcept(category),
            reason: 'browsing.viewed',
          }
        : null,
    );
  }
  for (const phrase of [...insights.interests, ...insights.shoppingBehavior.brandPreferences]) {
    const concept = knownConceptForPhrase(phrase);
    add(concept ? { concept, reason: 'browsing.viewed' } : null);
  }
  for (const search of insights.shoppingBehavior.searchedProducts) {
    for (const concept of conceptsInText(search)) {
      add({ concept, reason: 'browsing.viewed', params: { search: search.slice(0, 60) } });
    }
  }
  return [...out.values()];
}
