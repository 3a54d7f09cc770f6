import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser, DevLoginInput } from '#common/auth';
import { DEMO_USER } from '#common/demo';
import { apiRequest } from '../../../lib/api';
import { userQueryOptions } from './get-user';

export const devLogin = (input: DevLoginInput) => apiRequest<AuthUser>('POST', '/api/auth/dev-login', input);

export function useDemoLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => devLogin(DEMO_USER),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions().queryKey, user);
      // Anything else cached belonged to the visitor: drop it so it is fetched as the new user.
      queryClient.removeQueries({ predicate: (q) => !String(q.queryKey[0]).startsWith('/api/auth/') });
    },
  });
}
