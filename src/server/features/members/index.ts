import { memberMergeRequests } from '../../db/schema';
import type { ServerFeature } from '../../lib/feature';
import { membersPort } from './members.port';
import { membersRoutes } from './members.routes';

export const members: ServerFeature = {
  name: 'members',
  routes: membersRoutes,
  tables: [memberMergeRequests],
  ports: ({ db }) => ({ members: membersPort(db) }),
};
