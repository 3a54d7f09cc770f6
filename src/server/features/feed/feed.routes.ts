import type { FastifyInstance } from 'fastify';
import { feedApi } from '#common/endpoints/feed';
import { feedArtSvg } from '#common/feed/art';
import { notFound } from '../../errors';
import type { FeatureDeps } from '../../lib/feature';
import { GENERATE_LIMIT, GIFT_GENERATION_LIMIT } from '../../lib/limits';
import { route } from '../../lib/route';
import { feedAdRecord } from './feed.record';
import { createFeedRepository } from './feed.repository';
import { createFeedService } from './feed.service';

const ART_CACHE = 'private, max-age=86400';
/** The SVG is GiftLens's own, but a browser opening it directly still gets no script. */
const ART_CSP = "default-src 'none'; style-src 'unsafe-inline'";

export async function feedRoutes(app: FastifyInstance, deps: FeatureDeps) {
  const service = createFeedService(
    createFeedRepository(deps.db),
    deps.access,
    deps.signals,
    feedAdRecord(deps.db),
    deps.ports.giftIdeas,
  );

  route(app, feedApi.list, ({ user, query }) => service.list(user.id, query.memberId, query.cursor));
  route(app, feedApi.generate, ({ user, params, body }) => service.generate(user.id, params.id, body.count), {
    rateLimit: GENERATE_LIMIT,
  });
  route(app, feedApi.smart, ({ user, params }) => service.smart(user.id, params.id), {
    // Smart makes gift ideas too: it counts against their budget.
    rateLimit: GIFT_GENERATION_LIMIT,
  });
  route(app, feedApi.interaction, ({ user, params, body }) =>
    service.interact(user.id, params.adId, body.interaction),
  );
  route(app, feedApi.art, async ({ params, reply }) => {
    const svg = feedArtSvg(params.category, params.format);
    if (!svg) throw notFound('Illustration');
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', ART_CACHE)
      .header('content-security-policy', ART_CSP)
      .send(svg);
  });
}
