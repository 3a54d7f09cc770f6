import { useMutation } from '@tanstack/react-query';
import { occasionsApi } from '#common/endpoints/occasions';
import type { Birthday } from '../../../components/birthday-fields';
import { callEndpoint, mutationMetaOf } from '../../../lib/endpoint-client';

/**
 * Saves a birthday on a member record just created (the joiner's own). No error toast of its
 * own: the caller says what was saved and what was not.
 */
export function useSaveBirthday() {
  return useMutation({
    mutationFn: ({ memberId, birthday }: { memberId: number; birthday: Birthday }) =>
      callEndpoint(occasionsApi.create, {
        params: { id: memberId },
        body: { kind: 'birthday', ...birthday },
      }),
    meta: mutationMetaOf(occasionsApi.create),
  });
}
