import { useMutation } from '@tanstack/react-query';
import { occasionsApi } from '#common/endpoints/occasions';
import { wishlistsApi } from '#common/endpoints/wishlists';
import { GROUP_TARGET_BELOW_PLEDGED, PLEDGE_EXCEEDS_REMAINING } from '#common/endpoints/wishlists.errors';
import type { ClaimStatus, CreateWishlistItemInput } from '#common/wishlists';
import { refusalOf, serverMessageOf } from '../../../lib/api';
import { callEndpoint, endpointQuery, mutationMetaOf } from '../../../lib/endpoint-client';

export { familyMembersQuery } from '../../../lib/shared-queries';

/** A member's wishlist; with who claimed what for everyone but the member. */
export const memberWishlistQuery = (memberId: number) =>
  endpointQuery(wishlistsApi.forMember, { params: { id: memberId } });

export interface WishlistFilters {
  occasionId?: number;
  /** Only what is left to claim. */
  unclaimed?: '1';
}

/** Every member's wishlist in the family, optionally for one occasion or only what is left. */
export const familyWishlistsQuery = (familyId: number, filters: WishlistFilters = {}) =>
  endpointQuery(wishlistsApi.forFamily, { params: { familyId }, query: filters });

/** A member's occasions: what an item can be wished for (occasions are another feature's). */
export const memberOccasionsQuery = (memberId: number) =>
  endpointQuery(occasionsApi.forMember, { params: { id: memberId } });

/** OCCASION_LIMITS.maxDays: a year of the family's occasions, the page's occasion filter. */
export const YEAR_DAYS = 366;

/** The family's occasions and holidays of the coming year, soonest first. */
export const familyOccasionsQuery = (familyId: number) =>
  endpointQuery(occasionsApi.upcoming, { params: { familyId }, query: { days: YEAR_DAYS } });

const SAVE_FAILED = { title: 'Item not saved', message: 'The item could not be saved. Please try again.' };

export function useCreateWishlistItem(memberId: number) {
  return useMutation({
    mutationFn: (body: CreateWishlistItemInput) =>
      callEndpoint(wishlistsApi.create, { params: { id: memberId }, body }),
    meta: { errorToast: SAVE_FAILED, ...mutationMetaOf(wishlistsApi.create) },
  });
}

export function useUpdateWishlistItem() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CreateWishlistItemInput }) =>
      callEndpoint(wishlistsApi.update, { params: { id }, body }),
    meta: { errorToast: SAVE_FAILED, ...mutationMetaOf(wishlistsApi.update) },
  });
}

export function useDeleteWishlistItem() {
  return useMutation({
    mutationFn: (id: number) => callEndpoint(wishlistsApi.remove, { params: { id } }),
    meta: {
      errorToast: { title: 'Item not deleted', message: 'The item could not be deleted. Please try again.' },
      ...mutationMetaOf(wishlistsApi.remove),
    },
  });
}

/** Claims (and changes one's own claim: the same call again, which also marks changes as seen). */
export function useClaimItem(id: number) {
  return useMutation({
    mutationFn: (body: { quantity: number; status: ClaimStatus }) =>
      callEndpoint(wishlistsApi.claim, { params: { id }, body }),
    meta: {
      errorToast: { title: 'Not claimed', message: 'The item could not be claimed. Please try again.' },
      ...mutationMetaOf(wishlistsApi.claim),
    },
  });
}

export function useReleaseClaim(id: number) {
  return useMutation({
    mutationFn: () => callEndpoint(wishlistsApi.release, { params: { id } }),
    meta: {
      errorToast: {
        title: 'Claim not released',
        message: 'Your claim could not be released. Please try again.',
      },
      ...mutationMetaOf(wishlistsApi.release),
    },
  });
}

/**
 * The server's amount refusals carry their amounts in cents (`pledge_exceeds_remaining`,
 * `group_target_below_pledged`): the toast says them in the item's money instead.
 */
export function describeAmountError(format: (cents: number) => string) {
  return (err: unknown): string => {
    const left = refusalOf(err, PLEDGE_EXCEEDS_REMAINING)?.remainingCents;
    if (typeof left === 'number') return `Only ${format(left)} is left to reach the target.`;
    const pledged = refusalOf(err, GROUP_TARGET_BELOW_PLEDGED)?.pledgedCents;
    if (typeof pledged === 'number')
      return `${format(pledged)} is already pledged: the target cannot be lower.`;
    return serverMessageOf(err) ?? (err instanceof Error ? err.message : 'Please try again.');
  };
}

export function useStartGroupGift(id: number, format: (cents: number) => string) {
  return useMutation({
    mutationFn: (targetCents: number) =>
      callEndpoint(wishlistsApi.groupGift, { params: { id }, body: { targetCents } }),
    meta: {
      errorToast: { title: 'Group gift not saved', describe: describeAmountError(format) },
      ...mutationMetaOf(wishlistsApi.groupGift),
    },
  });
}

export function usePledge(id: number, format: (cents: number) => string) {
  return useMutation({
    mutationFn: (amountCents: number) =>
      callEndpoint(wishlistsApi.pledge, { params: { id }, body: { amountCents } }),
    meta: {
      errorToast: { title: 'Pledge not saved', describe: describeAmountError(format) },
      ...mutationMetaOf(wishlistsApi.pledge),
    },
  });
}

export function useUnpledge(id: number) {
  return useMutation({
    mutationFn: () => callEndpoint(wishlistsApi.unpledge, { params: { id } }),
    meta: {
      errorToast: {
        title: 'Pledge not withdrawn',
        message: 'Your pledge could not be withdrawn. Please try again.',
      },
      ...mutationMetaOf(wishlistsApi.unpledge),
    },
  });
}
