import { monthName } from '../calendar';
import type { EvidenceParams, EvidenceWords } from './source-declaration';
import { SIGNAL_REASONS } from './sources';
import type { SignalReason, SignalSource } from './weights';

export type { EvidenceParams } from './source-declaration';

/**
 * Evidence as data (decision 0023): why a signal exists, stored as its reason code and the few
 * parameters its words need, never as prose. One renderer (below) turns it into words for the
 * member page, gift ideas, the feed and the AI prompt, so nothing ever parses prose back; each
 * reason's words are declared with its source in the signal sources table (sources.ts).
 */

/** One piece of evidence behind an interest: signals of one reason and parameters, counted and dated. */
export interface Evidence {
  source: SignalSource;
  reason: SignalReason;
  params: EvidenceParams;
  /** The signals behind it (ads tracked, reactions…). */
  count: number;
  /** ISO times of the earliest and the latest of them. */
  first: string;
  at: string;
}

/** "in March", "in February and March", "from January to March" (the year when it is not this one). */
export function monthPhrase(firstIso: string, lastIso: string, now: Date): string {
  const first = new Date(firstIso);
  const last = new Date(lastIso);
  if (Number.isNaN(first.getTime()) || Number.isNaN(last.getTime())) return '';
  const name = (d: Date) =>
    `${monthName(d.getUTCMonth() + 1)}${d.getUTCFullYear() === now.getUTCFullYear() ? '' : ` ${d.getUTCFullYear()}`}`;
  const sameMonth =
    first.getUTCFullYear() === last.getUTCFullYear() && first.getUTCMonth() === last.getUTCMonth();
  if (sameMonth) return `in ${name(first)}`;
  const monthsApart =
    (last.getUTCFullYear() - first.getUTCFullYear()) * 12 + (last.getUTCMonth() - first.getUTCMonth());
  return monthsApart === 1 ? `in ${name(first)} and ${name(last)}` : `from ${name(first)} to ${name(last)}`;
}

const quote = (text: string | undefined, max: number) => {
  const one = (text ?? '').replace(/\s+/g, ' ').trim();
  return `"${one.length > max ? `${one.slice(0, max - 1)}…` : one}"`;
};
/** Feed ads are quoted typographically, as their cards show titles. */
const curly = (text: string | undefined, max: number) => `“${quote(text, max).slice(1, -1)}”`;
const times = (n: number | undefined) => (n && n > 1 ? ` (${n} times)` : '');
const platformName = (p: EvidenceParams['platform']) => (p === 'facebook' ? 'Facebook' : 'Instagram');
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** The evidence and the ways of saying it that a reason's words are made of. */
const wordsOf = (evidence: Evidence, label: string, now: Date): EvidenceWords => ({
  label,
  params: evidence.params,
  count: evidence.count,
  platform: platformName(evidence.params.platform),
  months: () => monthPhrase(evidence.first, evidence.at, now),
  quote,
  curly,
  times,
  article,
});

/**
 * A piece of evidence in a few words, as the member page lists it under an interest labelled
 * `label`: "listed as a hobby", "3 LEGO ads tracked in March", 'ad targeting: "Interests: Fashion"'.
 * A reason this build does not know (a newer server's) has no words.
 */
export function evidenceText(evidence: Evidence, label: string, now: Date = new Date()): string {
  return SIGNAL_REASONS[evidence.reason]?.text(wordsOf(evidence, label, now)) ?? '';
}

/**
 * The same evidence as a sentence about the member, for explanations ("Shown because Mia picked
 * LEGO as a favourite brand"): `name` is how the viewer calls them. A reason that declares no
 * sentence of its own says what the profile shows.
 */
export function evidenceSentence(name: string, label: string, evidence: Evidence, now = new Date()): string {
  const declared = SIGNAL_REASONS[evidence.reason];
  const words = wordsOf(evidence, label, now);
  const text = declared?.text(words) ?? '';
  return declared?.sentence
    ? declared.sentence({ ...words, name, text })
    : `${name}'s profile shows ${label} (${text})`;
}

/** The sources a set of evidence rests on: what a viewer must be allowed to see to read it. */
export const sourcesOf = (evidence: readonly Pick<Evidence, 'source'>[]) => [
  ...new Set(evidence.map((e) => e.source)),
];
