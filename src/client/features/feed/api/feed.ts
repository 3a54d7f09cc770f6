import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { feedApi } from '#common/endpoints/feed';
import { FEED_LIMITS, type FeedInteraction } from '#common/feed/constants';
import type { FeedAd, FeedPage } from '#common/feed/schemas';
import { callEndpoint, endpointKey, mutationMetaOf, queryMetaOf } from '../../../lib/endpoint-client';

/** A member's feed, a page at a time; refreshed by every change that affects what it reads. */
export function feedQuery(memberId: number) {
  return infiniteQueryOptions({
    queryKey: endpointKey(feedApi.list, { query: { memberId } }),
    queryFn: ({ pageParam }) =>
      callEndpoint(feedApi.list, { query: { memberId, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    meta: queryMetaOf(feedApi.list),
  });
}

export function useGenerateFeed(memberId: number) {
  return useMutation({
    mutationFn: () =>
      callEndpoint(feedApi.generate, { params: { id: memberId }, body: { count: FEED_LIMITS.defaultCount } }),
    meta: {
      errorToast: { title: 'Generation Failed', message: 'Failed to generate feed ads. Please try again.' },
      ...mutationMetaOf(feedApi.generate),
    },
  });
}

export function useSmartGenerate(memberId: number) {
  return useMutation({
    mutationFn: () => callEndpoint(feedApi.smart, { params: { id: memberId } }),
    meta: {
      errorToast: {
        title: 'Smart Generation Failed',
        message: 'Failed to generate ads and gift ideas. Please try again.',
      },
      ...mutationMetaOf(feedApi.smart),
    },
  });
}

/** Puts the server's answer for one ad into the cached pages, so the list does not refetch or jump. */
function replaceAd(queryClient: QueryClient, ad: FeedAd) {
  queryClient.setQueryData<InfiniteData<FeedPage, string | null>>(
    feedQuery(ad.familyMemberId).queryKey,
    (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) => (item.id === ad.id ? ad : item)),
            })),
          }
        : data,
  );
}

/**
 * Like / dislike (toggles). The answer replaces the ad in the cached feed, so the list neither
 * refetches nor jumps; everything else it affects (what GiftLens learned) is refreshed.
 */
export function useFeedInteraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ad, interaction }: { ad: FeedAd; interaction: Exclude<FeedInteraction, 'shown'> }) =>
      callEndpoint(feedApi.interaction, { params: { adId: ad.id }, body: { interaction } }),
    meta: {
      errorToast: { title: 'Error', message: 'Failed to save your reaction. Please try again.' },
      ...mutationMetaOf(feedApi.interaction, { updatedInPlace: ['feed'] }),
    },
    onSuccess: (ad) => replaceAd(queryClient, ad),
  });
}

/** 'shown' is quiet: sent once when the image loads, no toast when it fails (the card works without it). */
export function useRecordShown() {
  const queryClient = useQueryClient();
  return (ad: FeedAd) => {
    if (ad.shown) return;
    callEndpoint(feedApi.interaction, { params: { adId: ad.id }, body: { interaction: 'shown' } })
      .then((saved) => replaceAd(queryClient, saved))
      .catch(() => console.warn('Feed ad shown not recorded', ad.id));
  };
}
