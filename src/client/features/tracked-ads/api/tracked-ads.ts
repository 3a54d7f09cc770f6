import { infiniteQueryOptions, useMutation } from '@tanstack/react-query';
import { trackedAdsApi } from '#common/endpoints/tracked-ads';
import { type AdPeriodDays, TRACK_AD_FAILED, TRACK_INSIGHTS_FAILED } from '#common/tracked-ads/constants';
import type { CreateTrackedAdInput, UpdateTrackedAdInput } from '#common/tracked-ads/schemas';
import {
  callEndpoint,
  endpointKey,
  endpointQuery,
  mutationMetaOf,
  queryMetaOf,
} from '../../../lib/endpoint-client';

export { interestProfileQuery, memberAdCountsQuery } from '../../../lib/shared-queries';

export interface AdHistoryFilters {
  memberId?: number;
  days?: AdPeriodDays;
  q?: string;
}

/** Ad History's pages, refreshed by every change that affects what the list reads. */
export function adHistoryQuery(filters: AdHistoryFilters) {
  const query = { memberId: filters.memberId, days: filters.days, q: filters.q || undefined };
  return infiniteQueryOptions({
    queryKey: endpointKey(trackedAdsApi.list, { query }),
    queryFn: ({ pageParam }) =>
      callEndpoint(trackedAdsApi.list, { query: { ...query, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    meta: queryMetaOf(trackedAdsApi.list),
  });
}

export const memberAdsQuery = (memberId: number, limit: number) =>
  endpointQuery(trackedAdsApi.forMember, { params: { id: memberId }, query: { limit } });

export function useTrackAd(kind: 'quick' | 'insights') {
  return useMutation({
    mutationFn: (body: CreateTrackedAdInput) => callEndpoint(trackedAdsApi.create, { body }),
    meta: {
      errorToast: { title: 'Error', message: kind === 'quick' ? TRACK_AD_FAILED : TRACK_INSIGHTS_FAILED },
      ...mutationMetaOf(trackedAdsApi.create),
    },
  });
}

export function useUpdateAd() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateTrackedAdInput }) =>
      callEndpoint(trackedAdsApi.update, { params: { id }, body }),
    meta: {
      errorToast: { title: 'Edit failed', message: 'Failed to save the ad. Please try again.' },
      ...mutationMetaOf(trackedAdsApi.update),
    },
  });
}

export function useDeleteAd() {
  return useMutation({
    mutationFn: (id: number) => callEndpoint(trackedAdsApi.remove, { params: { id } }),
    meta: {
      errorToast: { title: 'Delete failed', message: 'Failed to delete the ad. Please try again.' },
      ...mutationMetaOf(trackedAdsApi.remove),
    },
  });
}
