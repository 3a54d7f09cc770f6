import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { familyAccountIdParamSchema } from '../../../common/families';
import { familyInviteSchema, sendInviteResultSchema, sendInviteSchema } from '../../../common/members';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { currentUser, requireUser } from '../../plugins/sessions';
import { familyAccessFor } from '../families/families.service';
import { createInvitesRepository } from './invites.repository';
import { createInvitesService } from './invites.service';
import { createMailer } from './mailer';

/** Invites send e-mail to any address: enough for a family, too few for a spammer. */
const INVITE_RATE_LIMIT = {
  max: 30,
  timeWindow: '1 hour',
  keyGenerator: (request: { user: { id: number } | null; ip: string }) =>
    request.user ? `user:${request.user.id}` : request.ip,
};

export async function invitesRoutes(app: FastifyInstance, opts: { config: AppConfig; db: Db }) {
  const service = createInvitesService(createInvitesRepository(opts.db), {
    families: familyAccessFor(opts.db),
    mailer: createMailer(opts.config.mail),
    publicUrl: opts.config.publicUrl,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/families/:id/invites',
    {
      onRequest: requireUser,
      schema: { params: familyAccountIdParamSchema, response: { 200: z.array(familyInviteSchema) } },
    },
    async (request) => service.listPending(request.params.id, currentUser(request).id),
  );

  await app.register(async (scoped) => {
    await scoped.register(rateLimit, INVITE_RATE_LIMIT);
    scoped.withTypeProvider<ZodTypeProvider>().post(
      '/api/family-members/invite',
      {
        onRequest: requireUser,
        schema: { body: sendInviteSchema, response: { 201: sendInviteResultSchema } },
      },
      async (request, reply) => {
        const result = await service.send(currentUser(request).id, request.body, request.log);
        return reply.status(201).send(result);
      },
    );
  });
}
