import type { CategoryKey } from '../../taxonomy/categories';
import type { ConceptDef, ConceptKind } from './types';

/** One concept; the lower-cased label is always among the synonyms so the wording a parent sees matches itself. */
export function c(
  key: string,
  label: string,
  kind: ConceptKind,
  categories: CategoryKey[],
  synonyms: string[],
): ConceptDef {
  const own = label.toLowerCase();
  return { key, label, kind, categories, synonyms: synonyms.includes(own) ? synonyms : [own, ...synonyms] };
}
