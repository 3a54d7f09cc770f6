import { accountApi } from '#common/endpoints/account';
import { analyticsApi } from '#common/endpoints/analytics';
import { membersApi } from '#common/endpoints/members';
import { signalsApi } from '#common/endpoints/signals';
import { endpointQuery } from './endpoint-client';

/**
 * Queries several features read (features never import each other): declared once here, so a
 * cache entry has one key and one definition.
 */

/** The family's member records, as the viewer may see them. */
export const familyMembersQuery = (familyId: number) =>
  endpointQuery(membersApi.list, { params: { familyId } });

/** The members whose ads the viewer may see, with their counts: the member choices everywhere. */
export const memberAdCountsQuery = () => endpointQuery(analyticsApi.memberAdCounts);

/** A member's interest profile as the viewer may see it. */
export const interestProfileQuery = (familyId: number, memberId: number) =>
  endpointQuery(signalsApi.interestProfile.inFamily, { params: { familyId, id: memberId } });

/**
 * What leaving changes for others: one family's exchanges, pledges and claims (leaving it), or
 * every family's (deleting the account). The Leave family and Delete account dialogs read it.
 */
export const departurePreviewQuery = (familyId?: number) =>
  endpointQuery(accountApi.departurePreview, familyId === undefined ? {} : { query: { familyId } });
