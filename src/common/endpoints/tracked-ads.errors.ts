import { defineError } from '../errors';

/** What tracked ads refuse (issue 30); reading a screenshot has its own (screenshots.errors.ts). */

/** The member keeps their tracked ads from this viewer (analytics and banner ads ask the same). */
export const TRACKED_ADS_PRIVATE = defineError('tracked_ads_private', 403, () => 'Tracked ads kept private');

export const AD_CATEGORY_UNKNOWN = defineError<{ field: 'categoryId'; categoryId: number }>(
  'ad_category_unknown',
  400,
  () => 'categoryId is not a known ad category',
);

export const TRACKED_AD_EDIT_FORBIDDEN = defineError(
  'tracked_ad_edit_forbidden',
  403,
  () => 'Only the person who tracked this ad, the member it is about or the family owner can edit it.',
);

export const TRACKED_AD_DELETE_FORBIDDEN = defineError(
  'tracked_ad_delete_forbidden',
  403,
  () => 'Only the person who tracked this ad, the member it is about or the family owner can delete it.',
);
