import { trackedAdCounts, trackedAdPhotos, trackedAds } from '../../db/schema';
import type { ServerFeature } from '../../lib/feature';
import { trackedAdCounters } from './tracked-ads.counters';
import { trackedAdRecord } from './tracked-ads.record';
import { trackedAdsRoutes } from './tracked-ads.routes';

export const trackedAdsFeature: ServerFeature = {
  name: 'tracked-ads',
  routes: trackedAdsRoutes,
  tables: [trackedAds, trackedAdPhotos, trackedAdCounts],
  records: (db) => [trackedAdRecord(db)],
  ports: ({ db }) => ({ trackedAds: trackedAdCounters(db) }),
};
