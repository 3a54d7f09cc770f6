import { categoryForWording } from '../taxonomy/categories';
import { DEFAULT_HALF_LIFE_DAYS, FADES, type SignalSource, SOURCE_CAP } from './weights';

/** A stored signal, as the profile builder reads it. */
export interface SignalRecord {
  concept: string;
  label: string;
  kind: string;
  categories: string[];
  /** Signed: negative evidence pushes the concept down. */
  weight: number;
  source: SignalSource;
  /** The evidence in a few words ("listed as a hobby", "Instagram topic"). */
  detail: string;
  observedAt: Date;
}

export interface EvidenceItem {
  source: SignalSource;
  text: string;
  /** ISO time of the latest signal behind this piece of evidence. */
  at: string;
}

export interface InterestEntry {
  concept: string;
  label: string;
  kind: string;
  /** 0-100: how sure GiftLens is, for display and ranking. */
  score: number;
  categories: string[];
  /** The strongest few pieces of evidence, in words. */
  evidence: EvidenceItem[];
}

const DAY_MS = 86_400_000;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const saturate = (value: number, cap: number) =>
  Math.sign(value) * cap * (1 - Math.exp(-Math.abs(value) / cap));

/** "in March", "in February and March", "from January to March" (the year when it is not this one). */
function monthPhrase(dates: Date[], now: Date): string {
  const sorted = [...dates].sort((a, b) => a.getTime() - b.getTime());
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return '';
  const name = (d: Date) =>
    `${MONTHS[d.getUTCMonth()]}${d.getUTCFullYear() === now.getUTCFullYear() ? '' : ` ${d.getUTCFullYear()}`}`;
  const sameMonth =
    first.getUTCFullYear() === last.getUTCFullYear() && first.getUTCMonth() === last.getUTCMonth();
  if (sameMonth) return `in ${name(first)}`;
  const monthsApart =
    (last.getUTCFullYear() - first.getUTCFullYear()) * 12 + (last.getUTCMonth() - first.getUTCMonth());
  return monthsApart === 1 ? `in ${name(first)} and ${name(last)}` : `from ${name(first)} to ${name(last)}`;
}

/** One piece of evidence in words, from the signals of one source and detail. */
function evidenceText(source: SignalSource, label: string, group: SignalRecord[], now: Date): string {
  const n = group.length;
  const detail = group[0]?.detail ?? '';
  const when = monthPhrase(
    group.map((s) => s.observedAt),
    now,
  );
  switch (source) {
    case 'tracked_ad':
      return `${n === 1 ? (/^[aeiou]/i.test(label) ? 'an' : 'a') : n} ${label} ad${n === 1 ? '' : 's'} tracked ${when}`.trim();
    case 'feed':
      return `${detail}${n > 1 ? ` (${n} times)` : ''}`;
    case 'gift_feedback':
    case 'browsing':
    case 'import':
    case 'ad_insight':
      return n > 1 ? `${detail} (${n} times)` : detail;
    default:
      return detail;
  }
}

export interface ProfileOptions {
  now?: Date;
  halfLifeDays?: number;
  /** At most this many concepts (default: all with a positive score). */
  limit?: number;
}

/**
 * The interest profile (docs: signals.md): every concept with a positive score, ranked, each
 * with its categories and the strongest evidence in words. Per concept, each source's
 * (faded) weights are summed and saturated towards that source's cap, so evidence from
 * several places outweighs much of the same; negative evidence subtracts.
 */
export function buildInterestProfile(signals: SignalRecord[], options: ProfileOptions = {}): InterestEntry[] {
  const now = options.now ?? new Date();
  const halfLife = options.halfLifeDays ?? DEFAULT_HALF_LIFE_DAYS;
  const byConcept = new Map<string, SignalRecord[]>();
  for (const signal of signals) {
    const list = byConcept.get(signal.concept);
    if (list) list.push(signal);
    else byConcept.set(signal.concept, [signal]);
  }

  const entries: Array<InterestEntry & { raw: number }> = [];
  for (const [concept, list] of byConcept) {
    const faded = (s: SignalRecord) =>
      FADES[s.source]
        ? s.weight * 0.5 ** (Math.max(0, now.getTime() - s.observedAt.getTime()) / DAY_MS / halfLife)
        : s.weight;
    const bySource = new Map<SignalSource, SignalRecord[]>();
    for (const s of list) bySource.set(s.source, [...(bySource.get(s.source) ?? []), s]);
    let raw = 0;
    for (const [source, group] of bySource) {
      const positive = group.filter((s) => s.weight > 0).reduce((sum, s) => sum + faded(s), 0);
      const negative = group.filter((s) => s.weight < 0).reduce((sum, s) => sum + faded(s), 0);
      raw += saturate(positive, SOURCE_CAP[source]) + saturate(negative, SOURCE_CAP[source]);
    }
    if (raw <= 0.05) continue;

    const strongest = [...list].sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight))[0] ?? list[0];
    if (!strongest) continue;
    const label = strongest.label;
    const groups = new Map<string, SignalRecord[]>();
    for (const s of list.filter((x) => x.weight > 0)) {
      const key = `${s.source}\u0000${s.source === 'tracked_ad' ? '' : s.detail}`;
      groups.set(key, [...(groups.get(key) ?? []), s]);
    }
    const evidence = [...groups.values()]
      .map((group) => ({
        weight: group.reduce((sum, s) => sum + faded(s), 0),
        item: {
          source: group[0]?.source as SignalSource,
          text: evidenceText(group[0]?.source as SignalSource, label, group, now),
          at: new Date(Math.max(...group.map((s) => s.observedAt.getTime()))).toISOString(),
        },
      }))
      .sort((a, b) => b.weight - a.weight)
      .slice(0, 3)
      .map((e) => e.item);
    const categories = strongest.categories.length
      ? strongest.categories
      : [categoryForWording(label)?.key].filter((c): c is NonNullable<typeof c> => Boolean(c));
    entries.push({
      concept,
      label,
      kind: strongest.kind,
      score: Math.round(100 * (1 - Math.exp(-raw / 4))),
      categories,
      evidence,
      raw,
    });
  }
  entries.sort((a, b) => b.raw - a.raw || a.label.localeCompare(b.label));
  return entries.slice(0, options.limit ?? entries.length).map(({ raw: _raw, ...entry }) => entry);
}
