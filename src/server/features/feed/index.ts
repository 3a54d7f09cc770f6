import { feedAds } from '../../db/schema';
import type { ServerFeature } from '../../lib/feature';
import { feedAdRecord } from './feed.record';
import { feedRoutes } from './feed.routes';

export const feed: ServerFeature = {
  name: 'feed',
  routes: feedRoutes,
  tables: [feedAds],
  records: (db) => [feedAdRecord(db)],
};
