import type { FastifyInstance } from 'fastify';
import { membersApi } from '#common/endpoints/members';
import type { FeatureDeps } from '../../lib/feature';
import { UPLOAD_LIMIT } from '../../lib/limits';
import { route } from '../../lib/route';
import { familyIdOf } from './members.params';
import { createMemberPhotosService } from './members.photos';
import type { MembersRepository } from './members.repository';

/**
 * A 5 MB photo is ~6.7 MB as base64; the limit leaves room so a somewhat larger one gets
 * the friendly 413 from the service rather than Fastify's generic one.
 */
export const PICTURE_BODY_LIMIT = 8 * 1024 * 1024;
const PHOTO_CACHE = 'private, max-age=86400';

export function memberPhotoRoutes(app: FastifyInstance, repo: MembersRepository, deps: FeatureDeps) {
  const service = createMemberPhotosService(repo, deps.access);

  for (const form of ['byId', 'inFamily'] as const) {
    route(
      app,
      membersApi.changePicture[form],
      ({ user, params, body }) => service.changePicture(params.id, user.id, familyIdOf(params), body),
      { bodyLimit: PICTURE_BODY_LIMIT, rateLimit: UPLOAD_LIMIT, onRequest: [deps.uploads.hook] },
    );

    // The URL carries ?v=<last change>, so the browser may keep the bytes for a day.
    route(app, membersApi.photo[form], async ({ user, params, reply }) => {
      const photo = await service.photo(params.id, user.id, familyIdOf(params));
      return reply.type(photo.mime).header('cache-control', PHOTO_CACHE).send(photo.data);
    });
  }
}
