import { categoryForWording } from '../taxonomy/categories';
import type { Evidence, EvidenceParams } from './evidence';
import { DEFAULT_HALF_LIFE_DAYS, FADES, type SignalReason, type SignalSource, SOURCE_CAP } from './weights';

/** A stored signal, as the profile builder reads it. */
export interface SignalRecord {
  concept: string;
  label: string;
  kind: string;
  categories: string[];
  /** Signed: negative evidence pushes the concept down. */
  weight: number;
  source: SignalSource;
  /** Why it counts, and what its words need (evidence.ts). */
  reason: SignalReason;
  params: EvidenceParams;
  observedAt: Date;
}

export interface InterestEntry {
  concept: string;
  label: string;
  kind: string;
  /** 0-100: how sure GiftLens is, for display and ranking. */
  score: number;
  categories: string[];
  /** The strongest few pieces of evidence, as data (evidence.ts renders them). */
  evidence: Evidence[];
}

const DAY_MS = 86_400_000;

const saturate = (value: number, cap: number) =>
  Math.sign(value) * cap * (1 - Math.exp(-Math.abs(value) / cap));

/** Signals that are one piece of evidence: all the ads tracked, else the same reason and parameters. */
function evidenceKey(s: SignalRecord): string {
  if (s.source === 'tracked_ad') return s.source;
  const params = Object.entries(s.params)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${s.reason}\u0000${JSON.stringify(params)}`;
}

/** One group of signals as a piece of evidence: the strongest signal's reason, counted and dated. */
function evidenceOf(group: SignalRecord[]): Evidence {
  const strongest = [...group].sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight))[0] ?? group[0];
  const times = group.map((s) => s.observedAt.getTime());
  return {
    source: strongest?.source as SignalSource,
    reason: strongest?.reason as SignalReason,
    params: strongest?.params ?? {},
    count: group.length,
    first: new Date(Math.min(...times)).toISOString(),
    at: new Date(Math.max(...times)).toISOString(),
  };
}

export interface ProfileOptions {
  now?: Date;
  halfLifeDays?: number;
  /** At most this many concepts (default: all with a positive score). */
  limit?: number;
}

/**
 * The interest profile (docs: signals.md): every concept with a positive score, ranked, each
 * with its categories and the strongest evidence, as data. The caller passes only the signals
 * the viewer may see (lib/signals' profileFor). Per concept, each source's
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
      const key = evidenceKey(s);
      groups.set(key, [...(groups.get(key) ?? []), s]);
    }
    const evidence = [...groups.values()]
      .map((group) => ({ weight: group.reduce((sum, s) => sum + faded(s), 0), item: evidenceOf(group) }))
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
