import { z } from 'zod';
import {
  adBreakdownSchema,
  analyticsQuerySchema,
  categoryAdCountSchema,
  memberAdCountSchema,
  statsSchema,
} from '../analytics';
import { endpoint } from '../api/contract';
import { TRACKED_ADS_PRIVATE } from './tracked-ads.errors';

const tags = ['Analytics'];

/** Everything here counts only the current family's ads the caller may see. */
export const analyticsApi = {
  stats: endpoint({
    method: 'GET',
    reads: ['trackedAds', 'members', 'giftIdeas'],
    path: '/api/analytics/stats',
    summary: 'Totals of the current family: ads, members, gift ideas, purchased gifts',
    tags,
    response: statsSchema,
    familyScoped: true,
  }),
  memberAdCounts: endpoint({
    method: 'GET',
    reads: ['trackedAds', 'members'],
    path: '/api/analytics/member-ad-counts',
    summary: 'Ads tracked per member whose ads the caller may see, most first',
    tags,
    response: z.array(memberAdCountSchema),
    familyScoped: true,
  }),
  categoryAdCounts: endpoint({
    method: 'GET',
    reads: ['trackedAds', 'members'],
    path: '/api/analytics/category-ad-counts',
    summary: 'Ads tracked per category, most first (for one member with memberId)',
    tags,
    query: analyticsQuerySchema,
    response: z.array(categoryAdCountSchema),
    familyScoped: true,
    errors: [TRACKED_ADS_PRIVATE],
  }),
  breakdown: endpoint({
    method: 'GET',
    reads: ['trackedAds', 'members'],
    path: '/api/analytics/ad-breakdown',
    summary:
      'Ads by category, platform and week, top advertisers and targeting behaviours (for one member with memberId)',
    tags,
    query: analyticsQuerySchema,
    response: adBreakdownSchema,
    familyScoped: true,
    errors: [TRACKED_ADS_PRIVATE],
  }),
} as const;
