import type { FastifyInstance } from 'fastify';
import { BANNER_ADS } from '#common/banner-ads';
import { bannerAdsApi } from '#common/endpoints/banner-ads';
import type { FeatureDeps } from '../../lib/feature';
import { route } from '../../lib/route';
import { createBannerAdsRepository } from './banner-ads.repository';
import { createBannerAdsService } from './banner-ads.service';

/** AdSense configuration for the ad component, and the impressions it reports. */
export async function bannerAdsRoutes(app: FastifyInstance, { config, db, access }: FeatureDeps) {
  const service = createBannerAdsService(createBannerAdsRepository(db), access, {
    ads: config.ads,
    production: config.production,
  });

  route(app, bannerAdsApi.config, ({ user }) => service.config(user.id));
  route(app, bannerAdsApi.recordImpression, ({ user, body }) => service.record(user.id, body), {
    bodyLimit: BANNER_ADS.maxImpressionBytes,
  });
  route(
    app,
    bannerAdsApi.recordView,
    ({ user, params, body }) => service.recordView(user.id, params.id, body),
    {
      bodyLimit: 1024,
    },
  );
  route(app, bannerAdsApi.recent, ({ user, query }) => service.recent(user.id, query.limit));
  route(app, bannerAdsApi.forMember, ({ user, params, query }) =>
    service.forMember(user.id, params.id, query.limit),
  );
}
