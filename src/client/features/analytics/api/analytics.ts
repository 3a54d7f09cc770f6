import { analyticsApi } from '#common/endpoints/analytics';
import { endpointQuery } from '../../../lib/endpoint-client';

export { interestProfileQuery, memberAdCountsQuery } from '../../../lib/shared-queries';

export const statsQuery = () => endpointQuery(analyticsApi.stats);
export const breakdownQuery = (memberId?: number) =>
  endpointQuery(analyticsApi.breakdown, { query: memberId ? { memberId } : {} });
export const categoryAdCountsQuery = () => endpointQuery(analyticsApi.categoryAdCounts);
