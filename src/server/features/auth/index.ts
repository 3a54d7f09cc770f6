import type { ServerFeature } from '../../lib/feature';
import { authRoutes } from './auth.routes';

/** Sign-in: users, their sign-ins and sessions are the tenant's tables (lib/access). */
export const auth: ServerFeature = { name: 'auth', routes: authRoutes, tables: [] };
