import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEMO_USER, SECOND_DEMO_USER } from '#common/demo';
import type { authApi } from '#common/endpoints/auth';
import { userQueryOptions } from '../../../lib/auth';
import { callEndpoint, endpointRef } from '../../../lib/endpoint-client';

// On the landing page: referenced by type, so its schemas stay out of the first load.
const devLoginEndpoint = endpointRef<typeof authApi.devLogin>('POST', '/api/auth/dev-login', {
  affects: ['user'],
});

export function useDemoLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    /** The demo user, or the second one (`second`), to try a family of two. */
    mutationFn: (who: 'first' | 'second' = 'first') =>
      callEndpoint(devLoginEndpoint, { body: who === 'second' ? SECOND_DEMO_USER : DEMO_USER }),
    meta: { errorToast: { title: 'Sign-in failed' } },
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions().queryKey, user);
      // Anything else cached belonged to the visitor: drop it so it is fetched as the new user.
      queryClient.removeQueries({ predicate: (q) => !String(q.queryKey[0]).startsWith('/api/auth/') });
    },
  });
}
