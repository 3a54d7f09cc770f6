import type { FastifyInstance } from 'fastify';
import { invitesApi } from '#common/endpoints/invites';
import type { FeatureDeps } from '../../lib/feature';
import { perUser } from '../../lib/limits';
import { createMailPreferences } from '../../lib/mail-preferences';
import { route } from '../../lib/route';
import { createInvitesRepository } from './invites.repository';
import { createInvitesService } from './invites.service';

/** Invites send e-mail to any address: enough for a family, too few for a spammer. */
const INVITE_RATE_LIMIT = perUser({ max: 30, timeWindow: '1 hour', groupId: 'invites' });

export async function invitesRoutes(app: FastifyInstance, deps: FeatureDeps) {
  const service = createInvitesService(createInvitesRepository(deps.db), {
    access: deps.access,
    mailer: deps.mailer,
    mailPreferences: createMailPreferences(deps.db),
    publicUrl: deps.config.publicUrl,
  });

  route(app, invitesApi.listPending, ({ user, params }) => service.listPending(params.familyId, user.id));
  route(app, invitesApi.cancel, ({ user, params }) => service.cancel(params.familyId, params.id, user.id));
  route(app, invitesApi.send, ({ user, body, request }) => service.send(user.id, body, request.log), {
    rateLimit: INVITE_RATE_LIMIT,
  });
  route(
    app,
    invitesApi.resend,
    ({ user, params, request }) => service.resend(params.familyId, params.id, user.id, request.log),
    { rateLimit: INVITE_RATE_LIMIT },
  );
}
