/** The occasions gift ideas can be asked for, plus 'custom' for the typed text. No zod here. */
export const OCCASIONS = [
  { key: 'birthday', label: 'Birthday' },
  { key: 'christmas', label: 'Christmas' },
  { key: 'anniversary', label: 'Anniversary' },
  { key: 'valentines', label: "Valentine's Day" },
  { key: 'graduation', label: 'Graduation' },
  { key: 'wedding', label: 'Wedding' },
  { key: 'baby_shower', label: 'Baby shower' },
  { key: 'housewarming', label: 'Housewarming' },
  { key: 'just_because', label: 'Just because' },
] as const;

export type OccasionKey = (typeof OCCASIONS)[number]['key'];
export const OCCASION_KEYS = OCCASIONS.map((o) => o.key) as OccasionKey[];

/** Age bands the gift catalogue and the AI prompt speak in (inclusive years). */
export const AGE_BANDS = [
  { key: 'toddler', label: 'toddler', min: 1, max: 3 },
  { key: 'child', label: 'child', min: 4, max: 8 },
  { key: 'tween', label: 'tween', min: 9, max: 12 },
  { key: 'teen', label: 'teenager', min: 13, max: 17 },
  { key: 'young-adult', label: 'young adult', min: 18, max: 25 },
  { key: 'adult', label: 'adult', min: 26, max: 64 },
  { key: 'retiree', label: 'retiree', min: 65, max: 120 },
] as const;

export type AgeBandKey = (typeof AGE_BANDS)[number]['key'];

export function ageBandFor(age: number): (typeof AGE_BANDS)[number] | undefined {
  return AGE_BANDS.find((band) => age >= band.min && age <= band.max);
}
