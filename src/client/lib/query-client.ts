import { QueryClient } from '@tanstack/react-query';
import { apiGet } from './api';

/** Spec section 9: no refetch on focus, never stale, no retries; the key is the API path. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => apiGet(queryKey.join('/')),
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
