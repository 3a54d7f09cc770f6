import {
  calendarTokens,
  familyOccasionSettings,
  occasionReminders,
  occasions,
  unsubscribeTokens,
} from '../../db/schema';
import type { ServerFeature } from '../../lib/feature';
import { occasionsDeparture } from './occasions.departure';
import { occasionsPort } from './occasions.port';
import { occasionRecord } from './occasions.record';
import { occasionsRoutes } from './occasions.routes';

export const occasionsFeature: ServerFeature = {
  name: 'occasions',
  routes: occasionsRoutes,
  tables: [occasions, familyOccasionSettings, calendarTokens, unsubscribeTokens, occasionReminders],
  records: (db) => [occasionRecord(db)],
  departure: () => occasionsDeparture(),
  ports: ({ db }) => ({ occasions: occasionsPort(db) }),
};
