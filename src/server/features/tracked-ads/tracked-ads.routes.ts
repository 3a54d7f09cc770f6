import type { FastifyInstance } from 'fastify';
import { trackedAdsApi } from '#common/endpoints/tracked-ads';
import type { FeatureDeps } from '../../lib/feature';
import { UPLOAD_LIMIT } from '../../lib/limits';
import { route } from '../../lib/route';
import { trackedAdRecord } from './tracked-ads.record';
import { createTrackedAdsRepository } from './tracked-ads.repository';
import { screenshotRoutes } from './tracked-ads.screenshot';
import { createTrackedAdsService } from './tracked-ads.service';

/**
 * A 5 MB photo is ~6.7 MB as base64; the limit leaves room so a somewhat larger one gets the
 * friendly 413 from the image check rather than Fastify's generic one.
 */
export const AD_BODY_LIMIT = 8 * 1024 * 1024;
const PHOTO_CACHE = 'private, max-age=86400';

export async function trackedAdsRoutes(app: FastifyInstance, deps: FeatureDeps) {
  const service = createTrackedAdsService(
    createTrackedAdsRepository(deps.db),
    deps.access,
    deps.signals,
    trackedAdRecord(deps.db),
  );

  // Every new ad may carry a photo: it counts as an upload (limits, in-flight gate).
  route(app, trackedAdsApi.create, ({ user, body }) => service.create(user.id, body), {
    bodyLimit: AD_BODY_LIMIT,
    rateLimit: UPLOAD_LIMIT,
    onRequest: [deps.uploads.hook],
  });
  route(app, trackedAdsApi.list, ({ user, query }) => service.list(user.id, query));
  route(app, trackedAdsApi.forMember, ({ user, params, query }) =>
    service.forMember(user.id, params.id, query),
  );
  route(app, trackedAdsApi.update, ({ user, params, body }) => service.update(user.id, params.id, body));
  route(app, trackedAdsApi.remove, ({ user, params }) => service.remove(user.id, params.id));
  await screenshotRoutes(app, deps);
  // The URL carries ?v=<photo stored at>, so the browser may keep the bytes for a day.
  route(app, trackedAdsApi.photo, async ({ user, params, reply }) => {
    const photo = await service.photo(user.id, params.id);
    return reply.type(photo.mime).header('cache-control', PHOTO_CACHE).send(photo.data);
  });
}
