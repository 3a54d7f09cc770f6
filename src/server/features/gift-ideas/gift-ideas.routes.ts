import type { FastifyInstance } from 'fastify';
import { giftIdeasApi } from '#common/endpoints/gift-ideas';
import type { FeatureDeps } from '../../lib/feature';
import { GIFT_GENERATION_LIMIT } from '../../lib/limits';
import { previewOf } from '../../lib/link-preview';
import { route } from '../../lib/route';
import { createGiftAi } from './gift-ai';
import { giftIdeaRecord } from './gift-ideas.record';
import { createGiftIdeasRepository } from './gift-ideas.repository';
import { createGiftIdeasService } from './gift-ideas.service';

export async function giftIdeasRoutes(app: FastifyInstance, deps: FeatureDeps) {
  const ai = createGiftAi(deps.config.ai, app.log, deps.shared.coolDown('ai'));
  const service = createGiftIdeasService(
    createGiftIdeasRepository(deps.db),
    deps.access,
    deps.signals,
    ai,
    deps.config.affiliate,
    giftIdeaRecord(deps.db),
    deps.ports,
    {
      preview: (url) => previewOf(url, { allowPrivate: deps.config.linkPreview.allowPrivate }),
      log: app.log,
    },
  );

  route(app, giftIdeasApi.generate, ({ user, params, body }) => service.generate(user.id, params.id, body), {
    rateLimit: GIFT_GENERATION_LIMIT,
  });
  route(
    app,
    giftIdeasApi.masterProfile,
    ({ user, params, body }) =>
      service.generate(user.id, params.id, { occasion: body.occasion, budget: body.budget }),
    { rateLimit: GIFT_GENERATION_LIMIT },
  );
  route(app, giftIdeasApi.list, ({ user, query }) => service.list(user.id, query));
  route(app, giftIdeasApi.forMember, ({ user, params }) => service.forMember(user.id, params.id));
  route(app, giftIdeasApi.update, ({ user, params, body }) => service.update(user.id, params.id, body));
  route(app, giftIdeasApi.approvePurchase, ({ user, params }) => service.approvePurchase(user.id, params.id));
  route(app, giftIdeasApi.rate, ({ user, params, body }) => service.rate(user.id, params.id, body.rating));
  route(app, giftIdeasApi.remove, ({ user, params }) => service.remove(user.id, params.id));
  route(app, giftIdeasApi.saveFromLink, ({ user, body }) => service.saveFromLink(user.id, body));
  route(app, giftIdeasApi.affiliateClick, ({ user, body }) => service.click(user.id, body));
}
