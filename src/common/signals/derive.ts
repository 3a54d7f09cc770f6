import { type Category, categoryForWording } from '../taxonomy/categories';
import { type ConceptRef, conceptForPhrase } from './concepts';
import type { SignalReason } from './weights';

/** A signal before it is stored: the concept, why it counts (its weight), and the evidence in words. */
export interface DerivedSignal {
  concept: ConceptRef;
  reason: SignalReason;
  detail: string;
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
  const make = (phrases: string[], reason: SignalReason, detail: string): DerivedSignal[] =>
    phrases.flatMap((phrase) => {
      const concept = conceptForPhrase(phrase, reason === 'questionnaire.brand' ? 'brand' : 'interest');
      return concept ? [{ concept, reason, detail }] : [];
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
      detail: 'a favourite shopping category',
    }));
  const questionnaire = [
    ...make(list(member.lifestyle?.hobbies), 'questionnaire.hobby', 'listed as a hobby'),
    ...make(list(member.lifestyle?.activities), 'questionnaire.hobby', 'listed as an activity'),
    ...make(
      list(member.shoppingPreferences?.preferredBrands),
      'questionnaire.brand',
      'picked as a favourite brand',
    ),
    ...categories,
    ...make(
      list(member.goals?.currentFocus, member.goals?.currentFocuses),
      'questionnaire.focus',
      'a current focus',
    ),
    ...make(list(member.goals?.wishlistItems), 'questionnaire.wishlist', 'on their wishlist'),
    ...make(list(member.personalityProfile?.stylePreferences), 'questionnaire.style', 'a style they like'),
    ...make(list(member.personalityProfile?.values), 'questionnaire.value', 'something they value'),
    ...make(list(member.personalityProfile?.interests), 'questionnaire.hobby', 'listed as an interest'),
  ];
  const profile = make(
    list(member.interests ?? undefined),
    'profile.interest',
    'listed as an interest on the profile',
  );
  return { profile: dedupe(profile), questionnaire: dedupe(questionnaire) };
}

/** The same concept for the same reason once: "Hiking" as a hobby and as an activity is one signal. */
function dedupe(signals: DerivedSignal[]): DerivedSignal[] {
  const seen = new Set<string>();
  return signals.filter((s) => {
    const key = `${s.concept.key}|${s.reason}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
