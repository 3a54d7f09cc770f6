import type { FastifyInstance } from 'fastify';
import { analyticsApi } from '#common/endpoints/analytics';
import type { FeatureDeps } from '../../lib/feature';
import { route } from '../../lib/route';
import { createAnalyticsService } from './analytics.service';

/** Counts for the dashboard, the member page and /analytics, scoped to the current family. */
export async function analyticsRoutes(app: FastifyInstance, deps: FeatureDeps) {
  const service = createAnalyticsService(deps.ports.trackedAds, deps.access, deps.ports.giftIdeas);
  route(app, analyticsApi.stats, ({ user }) => service.stats(user.id));
  route(app, analyticsApi.memberAdCounts, ({ user }) => service.memberAdCounts(user.id));
  route(app, analyticsApi.categoryAdCounts, ({ user, query }) =>
    service.categoryAdCounts(user.id, query.memberId),
  );
  route(app, analyticsApi.breakdown, ({ user, query }) => service.breakdown(user.id, query.memberId));
}
