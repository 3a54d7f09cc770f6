import { useQuery } from '@tanstack/react-query';
import type { FamilyMember } from '#common/members';
import { useAuth } from '../../lib/auth';
import { familyMembersQuery } from './api/get-members';
import { relationshipFromViewer } from './relationship';

/** The member's relationship as the signed-in viewer should read it (relationship.ts). */
export function useRelationship(member: FamilyMember): string {
  const { user } = useAuth();
  const members = useQuery(familyMembersQuery(member.familyAccountId));
  return relationshipFromViewer(member, user?.id, members.data);
}
