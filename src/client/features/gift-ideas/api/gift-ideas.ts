import { useMutation } from '@tanstack/react-query';
import { giftIdeasApi } from '#common/endpoints/gift-ideas';
import type {
  GenerateGiftsInput,
  GiftIdeaFilters,
  GiftRating,
  SaveIdeaFromLinkInput,
} from '#common/gifts/schemas';
import { callEndpoint, endpointQuery, mutationMetaOf } from '../../../lib/endpoint-client';

export const giftIdeasQuery = (filters: Partial<GiftIdeaFilters> = {}) =>
  endpointQuery(giftIdeasApi.list, { query: filters });

export { familyMembersQuery } from '../../../lib/shared-queries';

export const memberGiftIdeasQuery = (memberId: number) =>
  endpointQuery(giftIdeasApi.forMember, { params: { id: memberId } });

export const GENERATION_FAILED = 'Generation Failed';

export function useGenerateGifts(memberId: number) {
  return useMutation({
    mutationFn: (body: GenerateGiftsInput) =>
      callEndpoint(giftIdeasApi.generate, { params: { id: memberId }, body }),
    meta: {
      errorToast: {
        title: GENERATION_FAILED,
        message: 'Gift ideas could not be generated. Please try again.',
      },
      ...mutationMetaOf(giftIdeasApi.generate),
    },
  });
}

export function useMarkGift() {
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; isPurchased?: boolean; isConsidered?: boolean }) =>
      callEndpoint(giftIdeasApi.update, { params: { id }, body }),
    meta: {
      errorToast: { title: 'Error', message: 'Failed to update gift idea' },
      ...mutationMetaOf(giftIdeasApi.update),
    },
  });
}

export function useApprovePurchase() {
  return useMutation({
    mutationFn: (id: number) => callEndpoint(giftIdeasApi.approvePurchase, { params: { id } }),
    meta: {
      errorToast: { title: 'Error', message: 'The purchase could not be approved.' },
      ...mutationMetaOf(giftIdeasApi.approvePurchase),
    },
  });
}

export function useRateGift() {
  return useMutation({
    mutationFn: ({ id, rating }: { id: number; rating: GiftRating }) =>
      callEndpoint(giftIdeasApi.rate, { params: { id }, body: { rating } }),
    meta: {
      errorToast: { title: 'Error', message: 'Your rating could not be saved.' },
      ...mutationMetaOf(giftIdeasApi.rate),
    },
  });
}

export function useDeleteGift() {
  return useMutation({
    mutationFn: (id: number) => callEndpoint(giftIdeasApi.remove, { params: { id } }),
    meta: {
      errorToast: { title: 'Error', message: 'Unable to delete the gift idea. Please try again.' },
      ...mutationMetaOf(giftIdeasApi.remove),
    },
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

/** "Save as an idea for …" on the share page (issue 31): a shop's page becomes a gift idea. */
export function useSaveIdeaFromLink() {
  return useMutation({
    mutationFn: (body: SaveIdeaFromLinkInput) => callEndpoint(giftIdeasApi.saveFromLink, { body }),
    meta: {
      errorToast: { title: 'Idea not saved', message: 'The idea could not be saved. Please try again.' },
      ...mutationMetaOf(giftIdeasApi.saveFromLink),
    },
  });
}
