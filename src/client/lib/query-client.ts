import { MutationCache, type QueryCache, QueryClient } from '@tanstack/react-query';
import type { EndpointDef } from '#common/api/contract';
import type { Resource } from '#common/api/resources';
import { ApiError, apiRequest, NETWORK_ERROR_MESSAGE, serverMessageOf } from './api';
import { clearErrorToast, toastError } from './toast';

/** What a mutation says when it fails: its title, and its message or the server's. */
export interface MutationErrorToast {
  title: string;
  /** Shown when the server gave no message of its own (or always, with preferServer false). */
  message?: string;
  /** Show the server's message when there is one (default true). */
  preferServer?: boolean;
  /** Words for this error, when the mutation knows better than the rules above. */
  describe?: (err: unknown) => string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { familyScoped?: boolean; reads?: readonly Resource[] };
    mutationMeta: { errorToast?: MutationErrorToast; affects?: readonly Resource[] };
  }
}

/** One place shows mutation failures: each mutation passes its toast in `meta.errorToast`. */
export function showMutationError(err: unknown, toastSpec: MutationErrorToast | undefined) {
  if (!toastSpec) return;
  // A lost connection is said as such, whatever the feature's own words for a refusal.
  if (err instanceof ApiError && err.code === 'network')
    return toastError(toastSpec.title, NETWORK_ERROR_MESSAGE);
  if (toastSpec.describe) return toastError(toastSpec.title, toastSpec.describe(err));
  const server = toastSpec.preferServer === false ? undefined : serverMessageOf(err);
  toastError(
    toastSpec.title,
    server ?? toastSpec.message ?? (err instanceof Error ? err.message : undefined),
  );
}

/** No refetch on focus, never stale, no retries; the key is the API path (decision 0009). */
export function createQueryClient(queryCache?: QueryCache) {
  const client: QueryClient = new QueryClient({
    queryCache,
    mutationCache: new MutationCache({
      onError: (err, _variables, _context, mutation) => showMutationError(err, mutation.meta?.errorToast),
      // A change that worked settles an earlier failure: its error toast should not linger; and
      // every answer made of what it changed is fetched again (awaited, so callers see it).
      onSuccess: (_data, _variables, _context, mutation) => {
        clearErrorToast();
        return refreshAffected(client, mutation.meta?.affects ?? []);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => apiRequest('GET', String(queryKey[0])),
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        // Offline, a request is tried and fails with the network message at once: TanStack's
        // default pauses it instead, leaving a spinner that ends silently when the connection
        // comes back (issue 23).
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}

/**
 * Refreshes every answer made of something in `affects` (decision 0024): queries carry what
 * they read (endpointQuery), changes what they affect (the endpoint's declaration).
 */
export function refreshAffected(queryClient: QueryClient, affects: readonly Resource[]) {
  if (affects.length === 0) return Promise.resolve();
  return queryClient.invalidateQueries({
    predicate: (query) => (query.meta?.reads ?? []).some((resource) => affects.includes(resource)),
  });
}

/** After a change made outside a mutation (an import sent file by file): what it affects. */
export const refreshAfter = (queryClient: QueryClient, endpoint: Pick<EndpointDef, 'affects'>) =>
  refreshAffected(queryClient, endpoint.affects ?? []);

/**
 * Everything whose answer depends on which family is current: queries of endpoints declared
 * `familyScoped` carry that in their meta (endpointQuery), so no list of keys is kept by hand.
 */
export function refreshFamilyScoped(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => query.meta?.familyScoped === true });
}
