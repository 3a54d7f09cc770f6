import type { OccasionKind } from '../occasions';
import { type ConceptRef, conceptByKey, conceptsInText } from './concepts';
import type { DerivedSignal } from './derive';

/** Birthdays people plan big for. */
const MILESTONES = new Set([1, 16, 18, 21, 30, 40, 50, 60, 65, 70, 75, 80, 90, 100]);

const ref = (key: string): ConceptRef[] => {
  const concept = conceptByKey(key);
  return concept
    ? [{ key: concept.key, label: concept.label, kind: concept.kind, categories: [...concept.categories] }]
    : [];
};

/**
 * What an occasion says about the member it is for (issue 21, through the one signals pipeline):
 * an anniversary suggests couples' gifts and experiences, a milestone birthday is planned as one,
 * and a custom date's own words may name a life event ("Graduation", "Housewarming"). A plain
 * birthday says nothing beyond the age it keeps current.
 */
export function occasionSignals(occasion: {
  kind: OccasionKind;
  title: string | null;
  /** The age a birthday turns next, when its year is known. */
  turning?: number;
}): DerivedSignal[] {
  if (occasion.kind === 'anniversary') {
    const params = occasion.title ? { text: occasion.title } : {};
    return ['anniversary', 'couples', 'romantic'].flatMap(ref).map((concept) => ({
      concept,
      reason: 'occasion.anniversary' as const,
      params,
    }));
  }
  if (occasion.kind === 'birthday') {
    if (occasion.turning === undefined || !MILESTONES.has(occasion.turning)) return [];
    // No age in the evidence: whoever sees the member reads it, the age only some may see.
    return ref('milestone-birthday').map((concept) => ({
      concept,
      reason: 'occasion.birthday' as const,
      params: {},
    }));
  }
  return conceptsInText(occasion.title ?? '').map((concept) => ({
    concept,
    reason: 'occasion.custom' as const,
    params: { text: occasion.title ?? '' },
  }));
}
