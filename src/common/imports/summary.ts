import type { FileKind } from './files';
import { REASON_OF, strengthOf } from './import-signals';
import { type ExtractedItem, NEGATIVE_KINDS } from './items';
import type { ImportInsights, RankedInsight } from './schemas';

const CAP = { ranked: 200, interests: 60, behaviors: 30, advertisers: 100, notInterested: 30 } as const;

export const emptyInsights = (): ImportInsights => ({
  interests: [],
  behaviors: [],
  advertisers: [],
  notInterested: [],
  giftRecommendations: [],
  counts: {},
  files: [],
  ranked: [],
});

const uniqueBy = <T>(list: T[], key: (t: T) => string) => {
  const seen = new Set<string>();
  return list.filter((t) => {
    const k = key(t).toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

/**
 * The import's summary with one more file folded in: what it liked and how advertisers reached
 * it, strongest first; advertisers; what it said no to; counts per kind. Only words and
 * figures, never raw content.
 */
export function mergeInsights(
  previous: ImportInsights,
  file: { kind: FileKind; format: 'json' | 'html'; items: readonly ExtractedItem[]; fingerprint?: string },
): ImportInsights {
  const ranked: RankedInsight[] = [...previous.ranked];
  const counts = { ...previous.counts };
  const advertisers: Array<{ name: string; count: number }> = [];
  const notInterested: string[] = [];
  for (const item of file.items) {
    counts[item.kind] = (counts[item.kind] ?? 0) + 1;
    if (NEGATIVE_KINDS.includes(item.kind)) {
      notInterested.push(item.text);
      continue;
    }
    if (item.kind === 'advertiser' || item.kind === 'ad_viewed') {
      advertisers.push({ name: item.text, count: item.count });
      if (item.kind === 'advertiser') continue;
    }
    const score = strengthOf(REASON_OF[item.kind], item.count);
    ranked.push({ label: item.text, kind: item.kind === 'behaviour' ? 'behaviour' : 'interest', score });
  }
  const merged = new Map<string, RankedInsight>();
  for (const entry of ranked) {
    const key = `${entry.kind}|${entry.label.toLowerCase()}`;
    const seen = merged.get(key);
    if (seen) seen.score = Math.max(seen.score, entry.score) + 0.1;
    else merged.set(key, { ...entry });
  }
  const sorted = [...merged.values()].sort((a, b) => b.score - a.score).slice(0, CAP.ranked);
  return {
    interests: sorted
      .filter((r) => r.kind === 'interest')
      .map((r) => r.label)
      .slice(0, CAP.interests),
    behaviors: sorted
      .filter((r) => r.kind === 'behaviour')
      .map((r) => r.label)
      .slice(0, CAP.behaviors),
    advertisers: uniqueBy(
      [...previous.advertisers, ...advertisers.sort((a, b) => b.count - a.count).map((a) => a.name)],
      (a) => a,
    ).slice(0, CAP.advertisers),
    notInterested: uniqueBy([...previous.notInterested, ...notInterested], (a) => a).slice(
      0,
      CAP.notInterested,
    ),
    giftRecommendations: previous.giftRecommendations,
    counts,
    files: [
      ...previous.files,
      { kind: file.kind, format: file.format, items: file.items.length, fingerprint: file.fingerprint },
    ],
    ranked: sorted,
  };
}
