import { z } from 'zod';
import { endpoint } from '../api/contract';
import { idSchema } from '../api/fields';
import {
  adImpressionSchema,
  adImpressionViewSchema,
  adsConfigSchema,
  impressionViewSchema,
  recentImpressionsQuerySchema,
} from '../banner-ads';
import { AD_IMPRESSION_NEEDS_CONSENT, AD_VIEW_NEEDS_CONSENT, ADS_FOR_CHILD } from './banner-ads.errors';
import { memberIdParamsSchema } from './members';
import { TRACKED_ADS_PRIVATE } from './tracked-ads.errors';

const tags = ['Banner ads'];

export const bannerAdsApi = {
  config: endpoint({
    method: 'GET',
    reads: ['consent'],
    path: '/api/google-ads/config',
    summary:
      'Whether banner ads are on for you, with the AdSense publisher id and named slots only under your current marketing consent',
    tags,
    response: adsConfigSchema,
  }),
  recordImpression: endpoint({
    method: 'POST',
    affects: ['bannerAds'],
    path: '/api/ad-impressions',
    summary: 'Record one banner ad shown (needs marketing consent; never about a child)',
    tags,
    body: adImpressionSchema,
    status: 201,
    response: adImpressionViewSchema,
    errors: [ADS_FOR_CHILD, AD_IMPRESSION_NEEDS_CONSENT],
  }),
  recordView: endpoint({
    method: 'PATCH',
    affects: ['bannerAds'],
    path: '/api/ad-impressions/:id',
    summary: 'How long your banner ad was in view, and whether you clicked it (needs marketing consent)',
    tags,
    params: z.object({ id: idSchema }),
    body: impressionViewSchema,
    status: 204,
    errors: [AD_VIEW_NEEDS_CONSENT],
  }),
  recent: endpoint({
    method: 'GET',
    reads: ['bannerAds'],
    path: '/api/ad-impressions/recent',
    summary: "The current family's banner ad impressions the caller may see, newest first",
    tags,
    query: recentImpressionsQuerySchema,
    response: z.array(adImpressionViewSchema),
    familyScoped: true,
  }),
  forMember: endpoint({
    method: 'GET',
    reads: ['bannerAds', 'members'],
    path: '/api/ad-impressions/member/:id',
    summary: "One member's banner ad impressions, newest first",
    tags,
    params: memberIdParamsSchema,
    query: recentImpressionsQuerySchema,
    response: z.array(adImpressionViewSchema),
    errors: [TRACKED_ADS_PRIVATE],
  }),
};
