import {
  type ConceptRef,
  conceptForPhrase,
  conceptsInText,
  knownConceptForPhrase,
} from '../signals/concepts';
import { categoryConcept, type DerivedSignal } from '../signals/derive';
import type { SignalReason } from '../signals/weights';
import type { Category } from '../taxonomy/categories';
import { analyzeTargeting, interestsInTargeting } from './insights';

/** Kinds that say what someone likes; behaviours and demographics say how an advertiser found them. */
const LIKES = new Set(['interest', 'brand', 'activity', 'style', 'life_event']);
/** An ad's own text rarely names more than a few things; beyond this it is a catalogue, not a signal. */
const MAX_MENTIONS = 12;
const MAX_SIGNALS = 40;

/** The targeting wording as evidence keeps it: one line, at most 120 characters. */
const wordingOf = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 120);

function unique(signals: DerivedSignal[]): DerivedSignal[] {
  const seen = new Set<string>();
  return signals
    .filter((s) => {
      const key = `${s.concept.key}|${s.reason}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_SIGNALS);
}

export interface AdFacts {
  title: string;
  description: string;
  advertiser?: string | null;
  category: Category | undefined;
}

/**
 * What a tracked ad itself says: the things its title, text and advertiser name (LEGO,
 * hiking boots), and its category. A brand-new advertiser nobody knows is left out: noise
 * never becomes a signal.
 */
export function signalsFromTrackedAd(ad: AdFacts): DerivedSignal[] {
  const advertiser = ad.advertiser?.trim();
  const mentioned: ConceptRef[] = [
    ...(advertiser ? [knownConceptForPhrase(advertiser), ...conceptsInText(advertiser)] : []),
    ...conceptsInText(`${ad.title}. ${ad.description}`),
  ].filter((c): c is ConceptRef => c !== null && LIKES.has(c.kind));
  const mentions = unique(
    mentioned.map((concept) => ({ concept, reason: 'tracked_ad.mention' as const })),
  ).slice(0, MAX_MENTIONS);
  const category =
    ad.category && ad.category.key !== 'other'
      ? [{ concept: categoryConcept(ad.category), reason: 'tracked_ad.category' as const }]
      : [];
  return unique([...mentions, ...category]);
}

const reasonFor = (concept: ConceptRef): SignalReason | null => {
  if (concept.kind === 'behaviour') return 'ad_insight.behaviour';
  if (concept.kind === 'demographic') return 'ad_insight.demographic';
  return LIKES.has(concept.kind) ? 'ad_insight.interest' : null;
};

/**
 * What the "Why am I seeing this ad?" panel says: the interests it lists (kept even when the
 * vocabulary does not know them, as the advertiser's own words), and the behaviours and
 * audiences its wording names, each with the targeting text as evidence
 * (`ad targeting: "Interests: Fashion"`).
 */
export function signalsFromTargeting(reasons: readonly string[]): DerivedSignal[] {
  const cleaned = reasons.map((r) => r.trim()).filter(Boolean);
  const listed: DerivedSignal[] = interestsInTargeting(cleaned).flatMap(({ label, cue }) => {
    const concept = conceptForPhrase(label);
    if (!concept) return [];
    const reason = reasonFor(concept) ?? 'ad_insight.interest';
    const wording = cue === 'Interests' ? `Interests: ${label}` : `${cue} ${label}`;
    return [{ concept, reason, params: { wording: wordingOf(wording) } }];
  });
  const worded: DerivedSignal[] = cleaned.flatMap((reason) => {
    const params = { wording: wordingOf(reason) };
    const concepts = [
      ...analyzeTargeting([reason]).behaviors.map((b) => knownConceptForPhrase(b)),
      knownConceptForPhrase(reason),
      ...conceptsInText(reason),
    ].filter((c): c is ConceptRef => c !== null);
    return concepts.flatMap((concept) => {
      const why = reasonFor(concept);
      return why ? [{ concept, reason: why, params }] : [];
    });
  });
  return unique([...listed, ...worded]);
}
