import type { ServerFeature } from '../../lib/feature';
import { familiesRoutes } from './families.routes';

/** Families, memberships and joining: the tenant's own tables (lib/access). */
export const families: ServerFeature = { name: 'families', routes: familiesRoutes, tables: [] };
