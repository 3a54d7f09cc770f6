import { defineError } from '../errors';

/** What banner-ad impressions refuse (issue 30). */

export const ADS_FOR_CHILD = defineError('ads_for_child', 403, () => 'No ad data is kept about a child');

export const AD_IMPRESSION_NEEDS_CONSENT = defineError(
  'ad_impression_needs_consent',
  403,
  () => 'Marketing cookies are off, so no ad was shown',
);

export const AD_VIEW_NEEDS_CONSENT = defineError(
  'ad_view_needs_consent',
  403,
  () =>
    'Marketing cookies are off, so nothing more is kept about this ad: turn them on in Cookie settings to see ads',
);
