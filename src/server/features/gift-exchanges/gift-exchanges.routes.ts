import type { FastifyInstance } from 'fastify';
import { giftExchangesApi } from '#common/endpoints/gift-exchanges';
import type { FeatureDeps } from '../../lib/feature';
import { route } from '../../lib/route';
import { createGiftExchangesRepository } from './gift-exchanges.repository';
import { createGiftExchangesService } from './gift-exchanges.service';

export async function giftExchangesRoutes(app: FastifyInstance, deps: FeatureDeps) {
  const service = createGiftExchangesService(
    createGiftExchangesRepository(deps.db),
    deps.access,
    deps.ports.occasions,
  );
  route(app, giftExchangesApi.list, ({ user, params }) => service.list(user.id, params.familyId));
  route(app, giftExchangesApi.create, ({ user, params, body }) =>
    service.create(user.id, params.familyId, body),
  );
  route(app, giftExchangesApi.get, ({ user, params }) => service.get(user.id, params.id));
  route(app, giftExchangesApi.myMatch, ({ user, params }) => service.myMatch(user.id, params.id));
  route(app, giftExchangesApi.redraw, ({ user, params }) => service.redraw(user.id, params.id));
  route(app, giftExchangesApi.end, ({ user, params }) => service.end(user.id, params.id));
}
