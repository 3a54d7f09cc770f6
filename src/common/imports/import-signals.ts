import {
  type ConceptRef,
  conceptByKey,
  conceptForPhrase,
  conceptsInText,
  knownConceptForPhrase,
} from '../signals/concepts';
import type { DerivedSignal } from '../signals/derive';
import type { EvidenceParams } from '../signals/evidence';
import { normalizePhrase } from '../signals/normalize';
import { SIGNAL_WEIGHTS, type SignalReason } from '../signals/weights';
import type { ImportPlatform } from './files';
import type { ExtractedItem, ItemKind } from './items';
import { META_WORDING } from './meta-wording';

/** A signal from an import, observed when the export says it happened. */
export interface ImportSignal extends DerivedSignal {
  observedAt?: Date;
}

/** Why each kind of item counts (the figures live in signals/weights). */
export const REASON_OF: Record<ItemKind, SignalReason> = {
  topic: 'import.topic',
  advertiser: 'import.advertiser',
  ad_clicked: 'import.ad_clicked',
  ad_viewed: 'import.ad_viewed',
  behaviour: 'import.behaviour',
  like: 'import.like',
  follow: 'import.follow',
  saved: 'import.saved',
  search: 'import.search',
  wishlist: 'import.wishlist',
  not_interested: 'import.not_interested',
  hidden_ad: 'import.hidden_ad',
};

/** Signals one import may write: the strongest first, so a member's profile stays hundreds of rows. */
export const MAX_SIGNALS_PER_FILE = 300;

const META_BY_PHRASE = new Map(Object.entries(META_WORDING).map(([p, key]) => [normalizePhrase(p), key]));

const asRef = (key: string): ConceptRef | null => {
  const def = conceptByKey(key);
  return def ? { key: def.key, label: def.label, kind: def.kind, categories: [...def.categories] } : null;
};

/** Meta's wording first, then the vocabulary; `free` keeps an unknown phrase as its own concept. */
function conceptOf(phrase: string, free: ConceptRef['kind'] | null): ConceptRef | null {
  const meta = META_BY_PHRASE.get(normalizePhrase(phrase));
  if (meta) return asRef(meta);
  if (free) return conceptForPhrase(phrase, free);
  return knownConceptForPhrase(phrase);
}

/**
 * An account handle ("lego", "patagonia_official", "natgeo"): a concept only when it names one
 * the vocabulary knows. A handle is as often a friend as a brand, and a friend's name is not
 * an interest. A page name with spaces ("Lonely Planet") is kept as its own concept.
 */
function accountConcept(text: string): ConceptRef | null {
  const spaced = text
    .replace(/[._]+/g, ' ')
    .replace(/\b(official|shop|store|hq|app|inc|global|us|uk)\b/gi, '')
    .trim();
  const known = conceptOf(text, null) ?? (spaced ? conceptOf(spaced, null) : null);
  if (known) return known;
  return /\s/.test(text.trim()) ? conceptForPhrase(text, 'interest') : null;
}

/** What the evidence's words need (evidence.ts renders them): the export's own words, kept short. */
function paramsFor(item: ExtractedItem, platform: ImportPlatform): EvidenceParams {
  return {
    platform,
    text: item.text.slice(0, 120),
    ...(item.kind === 'wishlist' && item.detail ? { from: item.detail.slice(0, 80) } : {}),
    ...(item.count > 1 ? { times: item.count } : {}),
  };
}

/** The concepts one item points to. */
function conceptsFor(item: ExtractedItem): ConceptRef[] {
  const one = (c: ConceptRef | null) => (c ? [c] : []);
  switch (item.kind) {
    case 'topic':
    case 'search':
      return one(conceptOf(item.text, 'interest'));
    case 'behaviour':
      return one(conceptOf(item.text, 'behaviour'));
    case 'advertiser':
    case 'hidden_ad':
      return one(conceptOf(item.text, 'brand'));
    case 'like':
    case 'follow':
    case 'saved':
    case 'ad_viewed':
    case 'not_interested':
      return one(accountConcept(item.text));
    case 'ad_clicked': {
      const found = conceptsInText(item.text).slice(0, 3);
      return found.length > 0
        ? found
        : one(item.text.split(/\s+/).length <= 4 ? conceptOf(item.text, 'brand') : null);
    }
    case 'wishlist': {
      const found = conceptsInText(item.text).slice(0, 3);
      const merchant = item.detail ? one(conceptOf(item.detail, null)) : [];
      return [...(found.length > 0 ? found : one(conceptOf(item.text, 'interest'))), ...merchant];
    }
  }
}

/** How much a signal says: its weight, a little more when it recurs. */
export const strengthOf = (reason: SignalReason, count: number) =>
  Math.abs(SIGNAL_WEIGHTS[reason]) * (1 + Math.log(Math.max(1, count)));

/**
 * What one export file teaches GiftLens: one signal per concept and reason, the evidence as
 * data, observed when the export says (so old likes fade), the strongest MAX_SIGNALS_PER_FILE.
 */
export function signalsFromImportItems(
  items: readonly ExtractedItem[],
  platform: ImportPlatform,
): ImportSignal[] {
  const found = new Map<string, ImportSignal & { count: number }>();
  for (const item of items) {
    const reason = REASON_OF[item.kind];
    for (const concept of conceptsFor(item)) {
      const key = `${concept.key}|${reason}`;
      const seen = found.get(key);
      if (seen) {
        seen.count += item.count;
        continue;
      }
      found.set(key, {
        concept,
        reason,
        params: paramsFor(item, platform),
        observedAt: item.time !== undefined ? new Date(item.time) : undefined,
        count: item.count,
      });
    }
  }
  return [...found.values()]
    .sort((a, b) => strengthOf(b.reason, b.count) - strengthOf(a.reason, a.count))
    .slice(0, MAX_SIGNALS_PER_FILE)
    .map(({ count: _count, ...signal }) => signal);
}
