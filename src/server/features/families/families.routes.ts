import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../common/api';
import {
  activeFamilySchema,
  createFamilySchema,
  familyAccountIdParamSchema,
  familyMembershipSchema,
  familyMembershipsQuerySchema,
  familySchema,
  inviteCodeParamSchema,
  joinFamilyResultSchema,
  joinFamilySchema,
  joinLookupSchema,
  setActiveFamilySchema,
  updateFamilySchema,
  userFamilySchema,
} from '../../../common/families';
import type { Db } from '../../db/client';
import { forbidden } from '../../errors';
import { currentUser, requireUser } from '../../plugins/sessions';
import { createFamiliesRepository } from './families.repository';
import { createFamiliesService, type FamiliesService } from './families.service';

/** Enough for people typing a code; slow enough that guessing one of 32^9 codes is hopeless. */
const JOIN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

// Every route checks the session onRequest, before the body is parsed or validated, so an
// anonymous caller always gets 401 rather than feedback on their input.
export async function familiesRoutes(app: FastifyInstance, opts: { db: Db }) {
  const service = createFamiliesService(createFamiliesRepository(opts.db));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/family-accounts',
    { onRequest: requireUser, schema: { response: { 200: z.array(familySchema) } } },
    async (request) => service.listFamilies(currentUser(request).id),
  );

  r.post(
    '/api/family-accounts',
    { onRequest: requireUser, schema: { body: createFamilySchema, response: { 201: familySchema } } },
    async (request, reply) => {
      const family = await service.createFamily(currentUser(request), request.body);
      return reply.status(201).send(family);
    },
  );

  r.get(
    '/api/family-accounts/:id',
    {
      onRequest: requireUser,
      schema: { params: familyAccountIdParamSchema, response: { 200: familySchema } },
    },
    async (request) => service.getFamily(request.params.id, currentUser(request).id),
  );

  r.put(
    '/api/family-accounts/:id',
    {
      onRequest: requireUser,
      schema: {
        params: familyAccountIdParamSchema,
        body: updateFamilySchema,
        response: { 200: familySchema },
      },
    },
    async (request) => service.updateFamily(request.params.id, currentUser(request).id, request.body),
  );

  r.post(
    '/api/family-accounts/:id/generate-invite-code',
    {
      onRequest: requireUser,
      schema: { params: familyAccountIdParamSchema, response: { 200: familySchema } },
    },
    async (request) => service.regenerateInviteCode(request.params.id, currentUser(request).id),
  );

  await app.register(joinRoutes, { service });

  r.get(
    '/api/user/families',
    { onRequest: requireUser, schema: { response: { 200: z.array(userFamilySchema) } } },
    async (request) => service.listUserFamilies(currentUser(request).id),
  );

  r.get(
    '/api/user/active-family',
    { onRequest: requireUser, schema: { response: { 200: activeFamilySchema } } },
    async (request) => service.getActiveFamily(currentUser(request).id),
  );

  r.post(
    '/api/user/active-family',
    {
      onRequest: requireUser,
      schema: { body: setActiveFamilySchema, response: { 200: activeFamilySchema } },
    },
    async (request) => service.setActiveFamily(currentUser(request).id, request.body.familyId),
  );

  r.get(
    '/api/family-memberships',
    {
      onRequest: requireUser,
      schema: {
        querystring: familyMembershipsQuerySchema,
        response: { 200: z.array(familyMembershipSchema) },
      },
    },
    async (request) => service.listMemberships(currentUser(request).id, request.query.familyAccountId),
  );

  // Adding a membership by family id would let anyone into any family: joining needs the code.
  r.post(
    '/api/family-memberships',
    { onRequest: requireUser, schema: { response: { 403: messageSchema } } },
    async () => {
      throw forbidden('Memberships are created by joining with an invite code.');
    },
  );
}

/** The two routes that take an invite code, in their own scope so only they are rate limited. */
async function joinRoutes(app: FastifyInstance, opts: { service: FamiliesService }) {
  const { service } = opts;
  await app.register(rateLimit, JOIN_RATE_LIMIT);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/family-accounts/join/:code',
    {
      onRequest: requireUser,
      schema: { params: inviteCodeParamSchema, response: { 200: joinLookupSchema } },
    },
    async (request) => service.lookupInvite(request.params.code),
  );

  r.post(
    '/api/family-accounts/join/:code',
    {
      onRequest: requireUser,
      schema: {
        params: inviteCodeParamSchema,
        body: joinFamilySchema,
        response: { 201: joinFamilyResultSchema },
      },
    },
    async (request, reply) => {
      const result = await service.join(request.params.code, currentUser(request).id, request.body);
      return reply.status(201).send(result);
    },
  );
}
