/**
 * The "Why am I seeing this ad?" sheet reader (issue 31), for the browser (pasted text) and the
 * server (text OCR read from a screenshot). No zod here: `schema.ts` holds the API's schema.
 */
export { detectLanguage, PHRASES } from './language';
export { type ParseAdSheetOptions, parseAdSheet } from './parse';
export { detectPlatform } from './platform';
export { type Phrases, rx } from './rx';
export {
  AD_PLATFORMS,
  type AdPlatform,
  type AdSheet,
  GENDERS,
  REASON_KINDS,
  type ReasonKind,
  SHEET_LANGUAGES,
  type SheetGender,
  type SheetLanguage,
  type SheetReason,
} from './types';
