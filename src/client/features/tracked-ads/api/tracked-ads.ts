import { infiniteQueryOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { analyticsApi } from '#common/endpoints/analytics';
import { signalsApi } from '#common/endpoints/signals';
import { trackedAdsApi } from '#common/endpoints/tracked-ads';
import { type AdPeriodDays, TRACK_AD_FAILED, TRACK_INSIGHTS_FAILED } from '#common/tracked-ads/constants';
import type { CreateTrackedAdInput } from '#common/tracked-ads/schemas';
import { callEndpoint, endpointKey, endpointQuery, keyStartsWith } from '../../../lib/endpoint-client';

export interface AdHistoryFilters {
  memberId?: number;
  days?: AdPeriodDays;
  q?: string;
}

/** Ad History's pages: the key starts with the API path, so every change refreshes it. */
export function adHistoryQuery(filters: AdHistoryFilters) {
  const query = { memberId: filters.memberId, days: filters.days, q: filters.q || undefined };
  return infiniteQueryOptions({
    queryKey: endpointKey(trackedAdsApi.list, { query }),
    queryFn: ({ pageParam }) =>
      callEndpoint(trackedAdsApi.list, { query: { ...query, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    meta: { familyScoped: true },
  });
}

export const memberAdsQuery = (memberId: number, limit: number) =>
  endpointQuery(trackedAdsApi.forMember, { params: { id: memberId }, query: { limit } });

/** The members whose ads the viewer may see, with their counts: the member choices everywhere. */
export const memberAdCountsQuery = () => endpointQuery(analyticsApi.memberAdCounts);

export const interestProfileQuery = (familyId: number, memberId: number) =>
  endpointQuery(signalsApi.interestProfile.inFamily, { params: { familyId, id: memberId } });

/** What a new or deleted ad changes: the lists, every count, and what GiftLens learned. */
export function refreshAfterAdChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      keyStartsWith('/api/tracked-ads', '/api/analytics')(query) ||
      String(query.queryKey[0]).endsWith('/interest-profile'),
  });
}

export function useTrackAd(kind: 'quick' | 'insights') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTrackedAdInput) => callEndpoint(trackedAdsApi.create, { body }),
    meta: {
      errorToast: { title: 'Error', message: kind === 'quick' ? TRACK_AD_FAILED : TRACK_INSIGHTS_FAILED },
    },
    onSuccess: () => refreshAfterAdChange(queryClient),
  });
}

export function useDeleteAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(trackedAdsApi.remove, { params: { id } }),
    meta: { errorToast: { title: 'Delete failed', message: 'Failed to delete the ad. Please try again.' } },
    onSuccess: () => refreshAfterAdChange(queryClient),
  });
}
