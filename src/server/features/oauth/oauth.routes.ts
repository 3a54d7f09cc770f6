import type { FastifyInstance } from 'fastify';
import { oauthApi } from '#common/endpoints/oauth';
import type { FeatureDeps } from '../../lib/feature';
import { route } from '../../lib/route';
import { createSignInStatus } from '../../lib/sign-in-status';
import { createDiagnosticsService } from './oauth.service';

export async function oauthRoutes(app: FastifyInstance, { config, db }: FeatureDeps) {
  const service = createDiagnosticsService(config, db, createSignInStatus(db));

  route(app, oauthApi.access, ({ user }) => service.access(user.id));
  route(app, oauthApi.diagnostics, ({ user, request }) => {
    const origin = `${request.protocol}://${request.host}`;
    return service.diagnostics(user.id, URL.canParse(origin) ? new URL(origin).origin : origin);
  });
}
