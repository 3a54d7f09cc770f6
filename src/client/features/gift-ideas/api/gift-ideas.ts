import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { giftIdeasApi } from '#common/endpoints/gift-ideas';
import { membersApi } from '#common/endpoints/members';
import type { GenerateGiftsInput, GiftIdeaFilters, GiftRating } from '#common/gifts/schemas';
import { callEndpoint, endpointQuery, keyStartsWith } from '../../../lib/endpoint-client';

export const giftIdeasQuery = (filters: Partial<GiftIdeaFilters> = {}) =>
  endpointQuery(giftIdeasApi.list, { query: filters });

/** The family's members (the same query, and cache, as the members feature's list). */
export const familyMembersQuery = (familyId: number) =>
  endpointQuery(membersApi.list, { params: { familyId } });

export const memberGiftIdeasQuery = (memberId: number) =>
  endpointQuery(giftIdeasApi.forMember, { params: { id: memberId } });

/** What a change to an idea touches: every list, the stats, and the interest profile it taught. */
export function refreshAfterGiftChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      keyStartsWith('/api/gift-ideas', '/api/analytics')(query) ||
      String(query.queryKey[0]).endsWith('/interest-profile'),
  });
}

export const GENERATION_FAILED = 'Generation Failed';

export function useGenerateGifts(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateGiftsInput) =>
      callEndpoint(giftIdeasApi.generate, { params: { id: memberId }, body }),
    meta: {
      errorToast: {
        title: GENERATION_FAILED,
        message: 'Gift ideas could not be generated. Please try again.',
      },
    },
    onSuccess: () => refreshAfterGiftChange(queryClient),
  });
}

export function useMarkGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; isPurchased?: boolean; isConsidered?: boolean }) =>
      callEndpoint(giftIdeasApi.update, { params: { id }, body }),
    meta: { errorToast: { title: 'Error', message: 'Failed to update gift idea' } },
    onSuccess: () => refreshAfterGiftChange(queryClient),
  });
}

export function useApprovePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(giftIdeasApi.approvePurchase, { params: { id } }),
    meta: { errorToast: { title: 'Error', message: 'The purchase could not be approved.' } },
    onSuccess: () => refreshAfterGiftChange(queryClient),
  });
}

export function useRateGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rating }: { id: number; rating: GiftRating }) =>
      callEndpoint(giftIdeasApi.rate, { params: { id }, body: { rating } }),
    meta: { errorToast: { title: 'Error', message: 'Your rating could not be saved.' } },
    onSuccess: () => refreshAfterGiftChange(queryClient),
  });
}

export function useDeleteGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(giftIdeasApi.remove, { params: { id } }),
    meta: { errorToast: { title: 'Error', message: 'Unable to delete the gift idea. Please try again.' } },
    onSuccess: () => refreshAfterGiftChange(queryClient),
  });
}

/** Records a click on a buy link; the link opens whatever happens to the record. */
export function recordBuyClick(giftIdeaId: number) {
  void callEndpoint(giftIdeasApi.affiliateClick, {
    body: {
      giftIdeaId,
      userAgent: navigator.userAgent.slice(0, 500),
      referrer: window.location.href.slice(0, 2000),
    },
  }).catch(() => undefined);
}
