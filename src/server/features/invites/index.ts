import type { ServerFeature } from '../../lib/feature';
import { invitesRoutes } from './invites.routes';

/** E-mail invites: family_invites is part of how memberships form (the tenant's, lib/access). */
export const invites: ServerFeature = { name: 'invites', routes: invitesRoutes, tables: [] };
