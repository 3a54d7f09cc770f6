/**
 * What a "Why am I seeing this ad?" sheet says, read from its text (issue 31). No zod here: the
 * parser runs in the browser on what OCR read from a screenshot; `schema.ts` builds the schema.
 */

export const AD_PLATFORMS = [
  'facebook',
  'instagram',
  'google',
  'youtube',
  'tiktok',
  'x',
  'pinterest',
] as const;
export type AdPlatform = (typeof AD_PLATFORMS)[number];

export const SHEET_LANGUAGES = ['en', 'es', 'de', 'fr', 'pt', 'nl', 'da', 'sv'] as const;
export type SheetLanguage = (typeof SHEET_LANGUAGES)[number];

export const REASON_KINDS = [
  'interest',
  'age',
  'location',
  'gender',
  'similar-audience',
  'customer-list',
  'website-or-app',
  'engagement',
  'page-like',
  'near-business',
  'data-provider',
  'audience-segment',
  'education',
  'activity-on-platform',
  'activity-off-platform',
  'friend-activity',
  'device-activity',
  'new-customers',
  'other',
] as const;
export type ReasonKind = (typeof REASON_KINDS)[number];

export const GENDERS = ['women', 'men', 'all'] as const;
export type SheetGender = (typeof GENDERS)[number];

export interface SheetReason {
  kind: ReasonKind;
  /** The line or sentence that states it, as it reads (OCR noise mended, spaces collapsed). */
  text: string;
}

export interface AdSheet {
  platform: AdPlatform | null;
  advertiser: string | null;
  ageMin: number | null;
  /** null for "and older" / "65+" (and when no age is named). */
  ageMax: number | null;
  /** As written: "United States", "Berlin, Germany". */
  location: string | null;
  gender: SheetGender | null;
  /** Interests, categories, topics and audiences the sheet names, as written, each once. */
  interests: string[];
  /**
   * One per stated reason. A sentence naming an age, a gender and a place states three
   * reasons and gives three entries with the same text.
   */
  reasons: SheetReason[];
  language: SheetLanguage | null;
  /** Everything read, whitespace collapsed, for the person to check. */
  text: string;
}
