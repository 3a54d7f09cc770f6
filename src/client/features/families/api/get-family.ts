import { familiesApi } from '#common/endpoints/families';
import { endpointQuery } from '../../../lib/endpoint-client';

export const familyAccountQuery = (familyId: number) =>
  endpointQuery(familiesApi.get, { params: { familyId } });

export const familyMembershipsQuery = (familyId: number) =>
  endpointQuery(familiesApi.memberships, { query: { familyAccountId: familyId } });
