import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { COMPLETENESS_GUARD_THRESHOLD, profileCompleteness } from '#common/member-rules';
import { PageLoader } from '../../../components/page-loader';
import { useAuth } from '../../../lib/auth';
import { useCurrentFamily } from '../../../lib/current-family';
import { familyMembersQuery } from '../api/get-members';

/**
 * A signed-in user whose own member record in the current family is below
 * the threshold is sent to the questionnaire first. Anything missing (no family, no
 * membership, no own record, a failed load) lets the page through.
 */
export function CompletenessGuard({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const { currentFamily, currentMembership, isLoading: familyLoading } = useCurrentFamily();
  const active = isAuthenticated && Boolean(currentFamily && currentMembership);
  const members = useQuery({ ...familyMembersQuery(currentFamily?.id ?? 0), enabled: active });

  if (authLoading || familyLoading || (active && members.isLoading)) return <PageLoader />;
  const own = active ? members.data?.find((m) => m.isSelf) : undefined;
  if (own && profileCompleteness(own) < COMPLETENESS_GUARD_THRESHOLD) {
    return <Navigate to={`/onboarding/${own.id}`} replace />;
  }
  return <>{children}</>;
}
