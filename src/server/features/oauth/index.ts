import type { ServerFeature } from '../../lib/feature';
import { oauthRoutes } from './oauth.routes';

export const oauth: ServerFeature = { name: 'oauth', routes: oauthRoutes, tables: [] };
