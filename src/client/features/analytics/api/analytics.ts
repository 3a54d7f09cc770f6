import { analyticsApi } from '#common/endpoints/analytics';
import { signalsApi } from '#common/endpoints/signals';
import { endpointQuery } from '../../../lib/endpoint-client';

export const statsQuery = () => endpointQuery(analyticsApi.stats);
export const memberAdCountsQuery = () => endpointQuery(analyticsApi.memberAdCounts);
export const breakdownQuery = (memberId?: number) =>
  endpointQuery(analyticsApi.breakdown, { query: memberId ? { memberId } : {} });
export const interestProfileQuery = (familyId: number, memberId: number) =>
  endpointQuery(signalsApi.interestProfile.inFamily, { params: { familyId, id: memberId } });
export const categoryAdCountsQuery = () => endpointQuery(analyticsApi.categoryAdCounts);
