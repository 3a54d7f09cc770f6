import { useQuery } from '@tanstack/react-query';
import type { membersApi } from '#common/endpoints/members';
import { useAuth } from './auth';
import { activeFamilyQuery } from './current-family';
import { endpointQuery, endpointRef } from './endpoint-client';

// The header is part of every page: a reference, not the declaration, so no schemas come along.
// The same path as the declaration, so the same cache entry as every page's member list.
const familyMembersRef = endpointRef<typeof membersApi.list>(
  'GET',
  '/api/families/:familyId/family-members',
  {
    reads: ['members'],
  },
);

/**
 * The picture that stands for the signed-in user (the header's account menu, the Account page):
 * the one on their own member record in the current family, where a photo they uploaded lives,
 * else the picture their sign-in provider gave. Null for neither (initials then).
 */
export function useOwnPicture(): string | null {
  const { user } = useAuth();
  const active = useQuery({ ...activeFamilyQuery(), enabled: user !== null });
  const familyId = active.data?.activeFamilyId ?? null;
  const members = useQuery({
    ...endpointQuery(familyMembersRef, { params: { familyId: familyId ?? 0 } }),
    enabled: familyId !== null,
  });
  const own = members.data?.find((m) => m.isSelf);
  return own?.profileImage ?? user?.profileImageUrl ?? null;
}
