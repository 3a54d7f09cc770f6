import { userConsents } from '../../db/schema';
import type { ServerFeature } from '../../lib/feature';
import { cookieChoicesSection } from './consent.export';
import { consentRoutes } from './consent.routes';

export const consent: ServerFeature = {
  name: 'consent',
  routes: consentRoutes,
  tables: [userConsents],
  exportSections: [cookieChoicesSection],
};
