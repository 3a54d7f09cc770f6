import type { ServerFeature } from '../../lib/feature';
import { healthRoutes } from './health.routes';

export const health: ServerFeature = { name: 'health', routes: healthRoutes, tables: [] };
