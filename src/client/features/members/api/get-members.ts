import { membersApi } from '#common/endpoints/members';
import { endpointQuery } from '../../../lib/endpoint-client';

export { familyMembersQuery } from '../../../lib/shared-queries';

export const memberQuery = (familyId: number, memberId: number) =>
  endpointQuery(membersApi.get.inFamily, { params: { familyId, id: memberId } });

export const memberPrivacyQuery = (familyId: number, memberId: number) =>
  endpointQuery(membersApi.getPrivacy.inFamily, { params: { familyId, id: memberId } });

/** Open questions whether a record is also someone (the owner's, or those about the caller's own record). */
export const mergeRequestsQuery = (familyId: number) =>
  endpointQuery(membersApi.mergeRequests, { params: { familyId } });
