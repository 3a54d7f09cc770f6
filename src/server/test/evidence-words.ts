import { type Evidence, evidenceText } from '#common/signals/evidence';

type Worded<E extends { evidence: Evidence[] }> = Omit<E, 'evidence'> & {
  evidence: Array<Evidence & { text: string }>;
};

/**
 * An interest profile as a parent reads it: each piece of evidence with its words beside its
 * data, rendered by the one renderer the app uses (#common/signals/evidence).
 */
export function withWords<E extends { label: string; evidence: Evidence[] }>(entries: E[]): Worded<E>[] {
  return entries.map((entry) => ({
    ...entry,
    evidence: entry.evidence.map((e) => ({ ...e, text: evidenceText(e, entry.label) })),
  }));
}
