import type { CategoryKey } from '../../taxonomy/categories';

export type ConceptKind =
  | 'interest'
  | 'brand'
  | 'activity'
  | 'style'
  | 'life_event'
  | 'behaviour'
  | 'demographic';

export interface ConceptDef {
  /** kebab-case, unique across the vocabulary, e.g. 'hiking', 'lego', 'board-games' */
  key: string;
  /** what a parent reads, e.g. 'Hiking', 'LEGO', 'Board games' */
  label: string;
  kind: ConceptKind;
  /** 0-3 taxonomy keys, most relevant first ('other' only when nothing fits); behaviours/demographics may have none */
  categories: CategoryKey[];
  /** lower-case phrases that mean this concept: plurals, spellings, the wording Meta's "Your topics"/"Ad interests" exports and ad targeting use, and a few common non-English forms (Spanish, French, German, Portuguese, Italian, Dutch, Turkish) for the most common interests */
  synonyms: string[];
}
