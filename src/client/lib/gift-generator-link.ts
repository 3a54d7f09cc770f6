import type { UpcomingKind } from '#common/occasions';
import { OCCASIONS, type OccasionKey } from '#common/taxonomy/occasions';

/**
 * "Ideas for this occasion": the AI Gift Generator opens on the Gift Ideas page from
 * `?member={id}&generate=1`, and with these parameters its occasion comes filled in and the
 * ideas it saves belong to the occasion (`occasionId`). The occasions feature builds the link,
 * the gift-ideas feature reads it; features never import each other, so both come here.
 * No zod here: the dashboard's Coming up card is part of a first page load.
 */

export interface GeneratorPrefill {
  /** A key of the gift taxonomy's occasions, or 'custom' with `customOccasion`. */
  occasion: OccasionKey | 'custom';
  /** The custom occasion's words; '' for a taxonomy occasion. */
  customOccasion: string;
  /** The member's occasion the ideas are saved for; null for a holiday. */
  occasionId: number | null;
}

/** GIFT_LIMITS.customOccasion (in the zod schemas, which this file must not import). */
export const CUSTOM_OCCASION_MAX = 100;

/** The parameters the generator's prefill travels in. */
export const GENERATOR_PREFILL_PARAMS = ['occasion', 'customOccasion', 'occasionId'] as const;

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Holiday names (as the family's holiday list spells them) and titles that are a gift occasion. */
const KNOWN_NAMES = new Map<string, OccasionKey>([
  ...OCCASIONS.flatMap((o) => [[normalise(o.label), o.key] as const, [normalise(o.key), o.key] as const]),
  ['christmas day', 'christmas'],
  ['christmas eve', 'christmas'],
  ['xmas', 'christmas'],
  ['valentines', 'valentines'],
  ['st valentines day', 'valentines'],
  ['saint valentines day', 'valentines'],
]);

/**
 * The generator's occasion for one of the family's: a birthday or anniversary as such; a holiday
 * or custom date by its name when the gift taxonomy knows it (Christmas, Valentine's Day),
 * otherwise as a custom occasion named by its title.
 */
export function giftOccasionOf(o: {
  kind: UpcomingKind;
  title: string | null;
  id?: number | null;
}): GeneratorPrefill {
  const occasionId = o.kind === 'holiday' ? null : (o.id ?? null);
  if (o.kind === 'birthday' || o.kind === 'anniversary') {
    return { occasion: o.kind, customOccasion: '', occasionId };
  }
  const title = (o.title ?? '').trim();
  const known = KNOWN_NAMES.get(normalise(title));
  if (known) return { occasion: known, customOccasion: '', occasionId };
  return {
    occasion: 'custom',
    customOccasion: title.slice(0, CUSTOM_OCCASION_MAX) || 'Special occasion',
    occasionId,
  };
}

/** A budget in whole dollars. */
export interface GeneratorBudget {
  min: number;
  max: number;
}

/** The budget an occasion's ideas start from when the member gave none. */
export const DEFAULT_OCCASION_BUDGET: GeneratorBudget = { min: 25, max: 100 };

/** The member's own budget answer (the questionnaire's ranges) as a min and max. */
const BUDGET_RANGES: Record<string, GeneratorBudget> = {
  'under-50': { min: 0, max: 50 },
  '50-100': { min: 50, max: 100 },
  '100-250': { min: 100, max: 250 },
  '250-500': { min: 250, max: 500 },
  'over-500': { min: 500, max: 1000 },
};

/**
 * The budget "Ideas for this occasion" fills in: the member's own budget range when they gave
 * one (and the viewer may see it), otherwise a middling one the user can change.
 */
export const budgetForRange = (range: string | null | undefined): GeneratorBudget =>
  (range ? BUDGET_RANGES[range] : undefined) ?? DEFAULT_OCCASION_BUDGET;

/** The Gift Ideas page with the generator open for this member, its occasion filled in. */
export function giftGeneratorPath(memberId: number, prefill?: GeneratorPrefill): string {
  const params = new URLSearchParams({ member: String(memberId), generate: '1' });
  if (prefill) {
    params.set('occasion', prefill.occasion);
    if (prefill.occasion === 'custom') params.set('customOccasion', prefill.customOccasion);
    if (prefill.occasionId) params.set('occasionId', String(prefill.occasionId));
  }
  return `/gift-ideas?${params}`;
}

const positiveId = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

const OCCASION_VALUES = new Set<string>([...OCCASIONS.map((o) => o.key), 'custom']);

/** The prefill a Gift Ideas address carries, or undefined when it names no (valid) occasion. */
export function generatorPrefillFrom(params: URLSearchParams): GeneratorPrefill | undefined {
  const occasion = params.get('occasion');
  if (!occasion || !OCCASION_VALUES.has(occasion)) return undefined;
  const customOccasion =
    occasion === 'custom' ? (params.get('customOccasion') ?? '').trim().slice(0, CUSTOM_OCCASION_MAX) : '';
  return {
    occasion: occasion as GeneratorPrefill['occasion'],
    customOccasion,
    occasionId: positiveId(params.get('occasionId')),
  };
}
