import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { familyMemberSchema, memberParamsSchema, memberPictureSchema } from '../../../common/members';
import { currentUser, requireUser } from '../../plugins/sessions';
import type { FamilyAccess } from '../families/families.service';
import { bothForms } from './members.paths';
import { createMemberPhotosService } from './members.photos';
import type { MembersRepository } from './members.repository';

/**
 * A 5 MB photo is ~6.7 MB as base64; the limit leaves room so a somewhat larger one gets
 * the friendly 413 from the service rather than Fastify's generic one.
 */
const PICTURE_BODY_LIMIT = 12 * 1024 * 1024;
const PHOTO_CACHE = 'private, max-age=86400';

export async function memberPhotoRoutes(
  app: FastifyInstance,
  opts: { repo: MembersRepository; families: FamilyAccess },
) {
  const service = createMemberPhotosService(opts.repo, opts.families);
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const url of bothForms('/profile-picture')) {
    r.patch(
      url,
      {
        onRequest: requireUser,
        bodyLimit: PICTURE_BODY_LIMIT,
        schema: {
          params: memberParamsSchema,
          body: memberPictureSchema,
          response: { 200: familyMemberSchema },
        },
      },
      async (request) =>
        service.changePicture(
          request.params.id,
          currentUser(request).id,
          request.params.familyId,
          request.body,
        ),
    );
  }

  // The URL carries ?v=<last change>, so the browser may keep the bytes for a day.
  for (const url of bothForms('/photo')) {
    r.get(url, { onRequest: requireUser, schema: { params: memberParamsSchema } }, async (request, reply) => {
      const photo = await service.photo(request.params.id, currentUser(request).id, request.params.familyId);
      return reply.type(photo.mime).header('cache-control', PHOTO_CACHE).send(photo.data);
    });
  }
}
