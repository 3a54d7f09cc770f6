import type { QueryClient } from '@tanstack/react-query';
import { keyStartsWith } from '../../../lib/endpoint-client';
import { refreshFamilyScoped } from '../../../lib/query-client';

/** After a family is created, joined or changed: the lists of families and what depends on them. */
export async function refreshFamilies(queryClient: QueryClient) {
  await queryClient.invalidateQueries({
    predicate: keyStartsWith(
      '/api/user/',
      '/api/family-accounts',
      '/api/family-memberships',
      '/api/families/',
    ),
  });
  await refreshFamilyScoped(queryClient);
}
