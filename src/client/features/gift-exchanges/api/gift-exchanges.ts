import { useMutation, useQueryClient } from '@tanstack/react-query';
import { giftExchangesApi } from '#common/endpoints/gift-exchanges';
import {
  EXCHANGE_NO_DRAW,
  EXCHANGE_PARTICIPANT_UNKNOWN,
  EXCHANGE_PARTICIPANT_WITHOUT_ACCOUNT,
} from '#common/endpoints/gift-exchanges.errors';
import { occasionsApi } from '#common/endpoints/occasions';
import { OCCASION_NOT_IN_FAMILY } from '#common/endpoints/occasions.errors';
import { wishlistsApi } from '#common/endpoints/wishlists';
import type { CreateExchangeInput } from '#common/gift-exchanges';
import { fieldRefusalOf, serverMessageOf } from '../../../lib/api';
import { callEndpoint, endpointQuery, mutationMetaOf } from '../../../lib/endpoint-client';

export { familyMembersQuery } from '../../../lib/shared-queries';

/** The family's gift exchanges: participants and who opened their match, never the draw before the reveal. */
export const exchangesQuery = (familyId: number) =>
  endpointQuery(giftExchangesApi.list, { params: { familyId } });

/**
 * Whom the viewer gives to. Asking records that they opened it (and ends the chance of a
 * redraw), so it is only fetched once they chose to: `useRevealMatch`, or after that on every visit.
 */
export const myMatchQuery = (exchangeId: number) =>
  endpointQuery(giftExchangesApi.myMatch, { params: { id: exchangeId } });

/** The match's wishlist (wishlists are another feature's: the call is declared here again). */
export const receiverWishlistQuery = (memberId: number) =>
  endpointQuery(wishlistsApi.forMember, { params: { id: memberId } });

/** OCCASION_LIMITS.maxDays: the occasions of the coming year an exchange can be for. */
export const YEAR_DAYS = 366;

/** The family's occasions and holidays of the coming year, soonest first. */
export const familyOccasionsQuery = (familyId: number) =>
  endpointQuery(occasionsApi.upcoming, { params: { familyId }, query: { days: YEAR_DAYS } });

/** What starting an exchange refuses about one field of the form (the field and its words). */
export const EXCHANGE_FIELD_ERRORS = [
  EXCHANGE_NO_DRAW,
  EXCHANGE_PARTICIPANT_UNKNOWN,
  EXCHANGE_PARTICIPANT_WITHOUT_ACCOUNT,
  OCCASION_NOT_IN_FAMILY,
] as const;

/** The refusal's words (a field's without the field's name), else the server's, else `fallback`. */
const describeError = (fallback: string) => (err: unknown) =>
  fieldRefusalOf(err, EXCHANGE_FIELD_ERRORS)?.words ?? serverMessageOf(err) ?? fallback;

export function useCreateExchange(familyId: number) {
  return useMutation({
    mutationFn: (body: CreateExchangeInput) =>
      callEndpoint(giftExchangesApi.create, { params: { familyId }, body }),
    meta: {
      errorToast: {
        title: 'Exchange not started',
        describe: describeError('The exchange could not be started. Please try again.'),
      },
      ...mutationMetaOf(giftExchangesApi.create),
    },
  });
}

export function useRedraw() {
  return useMutation({
    mutationFn: (exchangeId: number) => callEndpoint(giftExchangesApi.redraw, { params: { id: exchangeId } }),
    meta: {
      errorToast: {
        title: 'Not drawn again',
        describe: describeError('The exchange could not be drawn again. Please try again.'),
      },
      ...mutationMetaOf(giftExchangesApi.redraw),
    },
  });
}

export function useEndExchange() {
  return useMutation({
    mutationFn: (exchangeId: number) => callEndpoint(giftExchangesApi.end, { params: { id: exchangeId } }),
    meta: {
      errorToast: {
        title: 'Exchange not ended',
        describe: describeError('The exchange could not be ended. Please try again.'),
      },
      ...mutationMetaOf(giftExchangesApi.end),
    },
  });
}

/**
 * Opens the viewer's match: my-match is a GET, but the first call is a decision (the draw is
 * final from then on), so it runs on a click, like a change. The answer goes into the match's
 * cache entry; the list is fetched again for its "opened" ticks and the owner's Redraw.
 */
export function useRevealMatch(familyId: number, exchangeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => queryClient.fetchQuery(myMatchQuery(exchangeId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exchangesQuery(familyId).queryKey }),
    meta: {
      errorToast: {
        title: 'Match not shown',
        describe: describeError('Your match could not be shown. Please try again.'),
      },
    },
  });
}
