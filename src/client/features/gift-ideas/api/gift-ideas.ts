import { useMutation } from '@tanstack/react-query';
import { giftIdeasApi } from '#common/endpoints/gift-ideas';
import type {
  GenerateGiftsInput,
  GiftIdea,
  GiftIdeaFilters,
  GiftRating,
  SaveIdeaFromLinkInput,
} from '#common/gifts/schemas';
import { callEndpoint, endpointQuery, mutationMetaOf } from '../../../lib/endpoint-client';
import { toast } from '../../../lib/toast';

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

/** Says what marking an idea purchased, or not, did: a switch flipping alone is easy to miss. */
function confirmPurchase(idea: GiftIdea, isPurchased: boolean) {
  if (!isPurchased) toast('No longer purchased', `${idea.title} is no longer marked as purchased.`);
  else if (idea.purchasePending && !idea.isPurchased)
    toast(
      'Purchase sent for approval',
      `The family owner approves ${idea.title} before it counts as bought.`,
    );
  else toast('Marked as purchased', `${idea.title} is marked as purchased.`);
}

export function useMarkGift() {
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; isPurchased?: boolean; isConsidered?: boolean }) =>
      callEndpoint(giftIdeasApi.update, { params: { id }, body }),
    // Here rather than at the switch: the card may leave the list it was in (a status filter).
    onSuccess: (idea, { isPurchased }) => {
      if (isPurchased !== undefined) confirmPurchase(idea, isPurchased);
    },
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
