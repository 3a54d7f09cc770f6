import { dataDeletionRequests } from '../../db/schema';
import type { ServerFeature } from '../../lib/feature';
import { accountRoutes } from './account.routes';

export const account: ServerFeature = {
  name: 'account',
  routes: accountRoutes,
  tables: [dataDeletionRequests],
};
