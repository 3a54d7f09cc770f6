import { membersApi } from '#common/endpoints/members';
import { endpointQuery } from '../../../lib/endpoint-client';

export { familyMembersQuery } from '../../../lib/shared-queries';

export const memberQuery = (familyId: number, memberId: number) =>
  endpointQuery(membersApi.get.inFamily, { params: { familyId, id: memberId } });

export const memberPrivacyQuery = (familyId: number, memberId: number) =>
  endpointQuery(membersApi.getPrivacy.inFamily, { params: { familyId, id: memberId } });
