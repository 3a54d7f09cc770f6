import { adImpressions } from '../../db/schema';
import type { ServerFeature } from '../../lib/feature';
import { bannerAdsDeparture } from './banner-ads.departure';
import { adImpressionsSection } from './banner-ads.export';
import { mergeImpressions } from './banner-ads.merge';
import { bannerAdsRoutes } from './banner-ads.routes';

export const bannerAds: ServerFeature = {
  name: 'banner-ads',
  routes: bannerAdsRoutes,
  tables: [adImpressions],
  departure: () => bannerAdsDeparture(),
  merge: mergeImpressions,
  exportSections: [adImpressionsSection],
};
