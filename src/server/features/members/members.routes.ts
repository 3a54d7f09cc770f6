import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { familyIdParamSchema } from '../../../common/families';
import {
  createMemberSchema,
  createMemberWithFamilySchema,
  familyMemberSchema,
  memberBriefSchema,
  memberParamsSchema,
  memberPrivacyPatchSchema,
  memberPrivacySchema,
  memberProfileSchema,
  updateMemberSchema,
} from '../../../common/members';
import type { Db } from '../../db/client';
import { currentUser, requireUser } from '../../plugins/sessions';
import { familyAccessFor } from '../families/families.service';
import { bothForms } from './members.paths';
import { memberPhotoRoutes } from './members.photo.routes';
import { createMembersRepository } from './members.repository';
import { createMembersService } from './members.service';

// requireUser runs onRequest, before the body is parsed: anonymous callers always get 401.
export async function membersRoutes(app: FastifyInstance, opts: { db: Db }) {
  const repo = createMembersRepository(opts.db);
  const families = familyAccessFor(opts.db);
  const service = createMembersService(repo, families);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/families/:familyId/family-members',
    {
      onRequest: requireUser,
      schema: { params: familyIdParamSchema, response: { 200: z.array(familyMemberSchema) } },
    },
    async (request) => service.list(request.params.familyId, currentUser(request).id),
  );

  r.post(
    '/api/families/:familyId/family-members',
    {
      onRequest: requireUser,
      schema: {
        params: familyIdParamSchema,
        body: createMemberSchema,
        response: { 201: familyMemberSchema },
      },
    },
    async (request, reply) => {
      const member = await service.create(request.params.familyId, currentUser(request).id, request.body);
      return reply.status(201).send(member);
    },
  );

  r.get(
    '/api/family-members',
    { onRequest: requireUser, schema: { response: { 200: z.array(memberBriefSchema) } } },
    async (request) => service.listActive(currentUser(request).id),
  );

  r.post(
    '/api/family-members',
    {
      onRequest: requireUser,
      schema: { body: createMemberWithFamilySchema, response: { 201: familyMemberSchema } },
    },
    async (request, reply) => {
      const { familyAccountId, ...input } = request.body;
      const member = await service.create(familyAccountId, currentUser(request).id, input);
      return reply.status(201).send(member);
    },
  );

  for (const url of bothForms()) {
    r.get(
      url,
      {
        onRequest: requireUser,
        schema: { params: memberParamsSchema, response: { 200: familyMemberSchema } },
      },
      async (request) => service.get(request.params.id, currentUser(request).id, request.params.familyId),
    );

    r.put(
      url,
      {
        onRequest: requireUser,
        schema: {
          params: memberParamsSchema,
          body: updateMemberSchema,
          response: { 200: familyMemberSchema },
        },
      },
      async (request) =>
        service.update(request.params.id, currentUser(request).id, request.params.familyId, request.body),
    );

    r.delete(
      url,
      { onRequest: requireUser, schema: { params: memberParamsSchema } },
      async (request, reply) => {
        const { id, familyId } = request.params;
        await service.remove(id, currentUser(request).id, familyId);
        return reply.status(204).send();
      },
    );
  }

  for (const url of bothForms('/profile')) {
    r.put(
      url,
      {
        onRequest: requireUser,
        schema: {
          params: memberParamsSchema,
          body: memberProfileSchema,
          response: { 200: familyMemberSchema },
        },
      },
      async (request) =>
        service.updateProfile(
          request.params.id,
          currentUser(request).id,
          request.params.familyId,
          request.body,
        ),
    );
  }

  for (const url of bothForms('/privacy')) {
    r.get(
      url,
      {
        onRequest: requireUser,
        schema: { params: memberParamsSchema, response: { 200: memberPrivacySchema } },
      },
      async (request) =>
        service.getPrivacy(request.params.id, currentUser(request).id, request.params.familyId),
    );

    r.put(
      url,
      {
        onRequest: requireUser,
        schema: {
          params: memberParamsSchema,
          body: memberPrivacyPatchSchema,
          response: { 200: memberPrivacySchema },
        },
      },
      async (request) =>
        service.updatePrivacy(
          request.params.id,
          currentUser(request).id,
          request.params.familyId,
          request.body,
        ),
    );
  }

  await app.register(memberPhotoRoutes, { repo, families });
}
