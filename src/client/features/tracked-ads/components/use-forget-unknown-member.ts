import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';
import type { MemberAdCount } from '#common/analytics';

/**
 * A preselected member the viewer may not track ads for (their ads are private, or they are in
 * another family) is dropped once the choices are known, so the form never sends a stale id.
 */
export function useForgetUnknownMember<V extends { familyMemberId: string | null }>(
  form: UseFormReturnType<V>,
  members: MemberAdCount[] | undefined,
) {
  const chosen = form.values.familyMemberId;
  useEffect(() => {
    if (!members || !chosen) return;
    if (!members.some((m) => String(m.memberId) === chosen))
      form.setFieldValue('familyMemberId', null as never);
  }, [members, chosen, form.setFieldValue]);
}
