import { queryOptions } from '@tanstack/react-query';
import type { FamilyInvite, FamilyMember, MemberPrivacy } from '#common/members';
import { ApiError, apiGet } from '../../../lib/api';

/**
 * The family-scoped form of a member path, as the spec's helper rewrites it:
 * `/api/family-members/…` becomes `/api/families/{familyId}/family-members/…`.
 */
export const memberPath = (familyId: number, rest = '') => `/api/families/${familyId}/family-members${rest}`;

export const familyMembersQuery = (familyId: number) =>
  queryOptions({
    queryKey: ['/api/families', familyId, 'family-members'],
    queryFn: () => apiGet<FamilyMember[]>(memberPath(familyId)),
  });

export const memberQuery = (familyId: number, memberId: number) =>
  queryOptions({
    queryKey: ['/api/families', familyId, 'family-members', memberId],
    queryFn: () => apiGet<FamilyMember>(memberPath(familyId, `/${memberId}`)),
  });

export const memberPrivacyQuery = (familyId: number, memberId: number) =>
  queryOptions({
    queryKey: ['/api/families', familyId, 'family-members', memberId, 'privacy'],
    queryFn: () => apiGet<MemberPrivacy>(memberPath(familyId, `/${memberId}/privacy`)),
  });

/** 404 or 403 means "no invites to show"; anything else is a real failure. */
export async function getFamilyInvites(familyId: number): Promise<FamilyInvite[]> {
  try {
    return await apiGet<FamilyInvite[]>(`/api/families/${familyId}/invites`);
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 403)) return [];
    console.error('Failed to fetch family invites', err);
    throw new Error('Failed to fetch family invites');
  }
}

export const familyInvitesQuery = (familyId: number) =>
  queryOptions({
    queryKey: ['/api/families', familyId, 'invites'],
    queryFn: () => getFamilyInvites(familyId),
  });
