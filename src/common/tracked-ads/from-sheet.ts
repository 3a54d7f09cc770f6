import { conceptsInText } from '../signals/concepts';
import { type Category, categoryByKey } from '../taxonomy/categories';
import type { AdSheet } from './ad-sheet/index';
import { AD_LIMITS, type Platform } from './constants';

/** What a read "Why am I seeing this ad?" sheet fills in of the Track Ad forms (issue 31). */
export interface AdFieldsFromSheet {
  platform: Platform | null;
  advertiser: string | null;
  /** The reasons as the sheet words them, one per line, within the form's limits. */
  targetingReasons: string[];
  /** "Ad from Patagonia (Hiking)": a start the person corrects. */
  description: string;
  /** The category its interests point at, when the vocabulary knows one. */
  category: Category | null;
}

const SHEET_PLATFORMS: Record<NonNullable<AdSheet['platform']>, Platform> = {
  facebook: 'facebook',
  instagram: 'instagram',
  google: 'google',
  youtube: 'youtube',
  tiktok: 'tiktok',
  x: 'twitter',
  pinterest: 'pinterest',
};

/** The fields a sheet gives the forms, from its parsed parts only (nothing re-read from prose). */
export function adFieldsFromSheet(sheet: AdSheet): AdFieldsFromSheet {
  const advertiser = sheet.advertiser?.slice(0, AD_LIMITS.advertiser) ?? null;
  // A sentence stating an age, a gender and a place is three reasons of one text: kept once.
  const targetingReasons = [
    ...new Set(sheet.reasons.map((r) => r.text.trim().slice(0, AD_LIMITS.targetingReason)).filter(Boolean)),
  ].slice(0, AD_LIMITS.targetingReasons);
  const about = sheet.interests.slice(0, 3).join(', ');
  const description = [advertiser ? `Ad from ${advertiser}` : 'Ad', about ? `(${about})` : '']
    .filter(Boolean)
    .join(' ')
    .slice(0, AD_LIMITS.description);
  const concept = conceptsInText(sheet.interests.join(', ')).find((c) => c.categories.length > 0);
  const category = concept?.categories[0] ? (categoryByKey(concept.categories[0]) ?? null) : null;
  return {
    platform: sheet.platform ? SHEET_PLATFORMS[sheet.platform] : null,
    advertiser,
    targetingReasons,
    description,
    category,
  };
}
