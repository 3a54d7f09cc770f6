import { queryOptions } from '@tanstack/react-query';
import type { ActiveFamily, Family, FamilyMembership, UserFamily } from '#common/families';
import { apiGet } from '../../../lib/api';

/** Query keys are the API paths, so invalidation names what it refreshes. */
export const userFamiliesQuery = () =>
  queryOptions({
    queryKey: ['/api/user/families'],
    queryFn: () => apiGet<UserFamily[]>('/api/user/families'),
  });

export const activeFamilyQuery = () =>
  queryOptions({
    queryKey: ['/api/user/active-family'],
    queryFn: () => apiGet<ActiveFamily>('/api/user/active-family'),
  });

export const familyAccountQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/family-accounts', id],
    queryFn: () => apiGet<Family>(`/api/family-accounts/${id}`),
  });

export const familyMembershipsQuery = (familyId: number) =>
  queryOptions({
    queryKey: ['/api/family-memberships', familyId],
    queryFn: () => apiGet<FamilyMembership[]>(`/api/family-memberships?familyAccountId=${familyId}`),
  });

/** Everything that depends on which families the user has or which one is current. */
export const FAMILY_SCOPED_KEYS = [
  '/api/user/families',
  '/api/user/active-family',
  '/api/family-accounts',
  '/api/family-memberships',
  '/api/families',
  '/api/family-members',
  '/api/analytics',
  '/api/tracked-ads',
  '/api/gift-ideas',
  '/api/data-imports',
];
