import { type Category, categoryForWording } from '../taxonomy/categories';
import { type ConceptRef, conceptForPhrase } from './concepts';
import type { EvidenceParams } from './evidence';
import type { SignalReason } from './weights';

/**
 * A signal before it is stored: the concept, why it counts (its reason, which sets its weight),
 * and what the evidence's words need (evidence.ts).
 */
export interface DerivedSignal {
  concept: ConceptRef;
  reason: SignalReason;
  params?: EvidenceParams;
}

/** The concept standing for a whole category ("Toys & Games"), e.g. from a tracked ad. */
export const categoryConcept = (category: Category): ConceptRef => ({
  key: `category:${category.key}`,
  label: category.name,
  kind: 'interest',
  categories: [category.key],
});

interface MemberAnswers {
  interests?: string[] | null;
  lifestyle?: { hobbies?: string[]; activities?: string[] } | null;
  shoppingPreferences?: {
    preferredBrands?: string[];
    categories?: string[];
    favoriteCategories?: string[];
  } | null;
  personalityProfile?: { stylePreferences?: string[]; values?: string[]; interests?: string[] } | null;
  goals?: { currentFocus?: string[]; currentFocuses?: string[]; wishlistItems?: string[] } | null;
}

const list = (...lists: Array<string[] | undefined>) => lists.flatMap((l) => l ?? []);

/**
 * What a member's own answers say (questionnaire and profile): hobbies, brands, favourite
 * categories, focus, style, values, wishlist items, interests. Replaced whenever the record
 * is saved, so editing an answer changes what GiftLens believes.
 */
export function signalsFromAnswers(member: MemberAnswers): {
  profile: DerivedSignal[];
  questionnaire: DerivedSignal[];
} {
  const make = (phrases: string[], reason: SignalReason): DerivedSignal[] =>
    phrases.flatMap((phrase) => {
      const concept = conceptForPhrase(phrase, reason === 'questionnaire.brand' ? 'brand' : 'interest');
      return concept ? [{ concept, reason }] : [];
    });
  const categories = list(
    member.shoppingPreferences?.favoriteCategories,
    member.shoppingPreferences?.categories,
  )
    .map((wording) => categoryForWording(wording))
    .filter((c): c is Category => Boolean(c))
    .map((category) => ({
      concept: categoryConcept(category),
      reason: 'questionnaire.category' as const,
    }));
  const questionnaire = [
    ...make(list(member.lifestyle?.hobbies), 'questionnaire.hobby'),
    ...make(list(member.lifestyle?.activities), 'questionnaire.activity'),
    ...make(list(member.shoppingPreferences?.preferredBrands), 'questionnaire.brand'),
    ...categories,
    ...make(list(member.goals?.currentFocus, member.goals?.currentFocuses), 'questionnaire.focus'),
    ...make(list(member.goals?.wishlistItems), 'questionnaire.wishlist'),
    ...make(list(member.personalityProfile?.stylePreferences), 'questionnaire.style'),
    ...make(list(member.personalityProfile?.values), 'questionnaire.value'),
    ...make(list(member.personalityProfile?.interests), 'questionnaire.interest'),
  ];
  const profile = make(list(member.interests ?? undefined), 'profile.interest');
  return { profile: dedupe(profile), questionnaire: dedupe(questionnaire) };
}

/** A hobby, an activity and an interest are the same kind of answer (and weight). */
const SAME_ANSWER: Partial<Record<SignalReason, SignalReason>> = {
  'questionnaire.activity': 'questionnaire.hobby',
  'questionnaire.interest': 'questionnaire.hobby',
};

/** The same concept for the same kind of answer once: "Hiking" as a hobby and as an activity is one signal. */
function dedupe(signals: DerivedSignal[]): DerivedSignal[] {
  const seen = new Set<string>();
  return signals.filter((s) => {
    const key = `${s.concept.key}|${SAME_ANSWER[s.reason] ?? s.reason}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
