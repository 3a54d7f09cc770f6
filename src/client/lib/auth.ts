import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { authApi } from '#common/endpoints/auth';
import type { SignInOptions } from '#common/landing';
import { ApiError } from './api';
import { callEndpoint, endpointKey, endpointRef } from './endpoint-client';

export const AUTH_STALE_MS = 300_000;
export const AUTH_GC_MS = 600_000;

// Read on every page, the landing page included: referenced by type so the first load does
// not carry the declarations' schemas (the compiler still checks method and path).
export const userEndpoint = endpointRef<typeof authApi.user>('GET', '/api/auth/user', { reads: ['user'] });
export const authConfigEndpoint = endpointRef<typeof authApi.config>('GET', '/api/auth/config', {
  reads: [],
});

const isNetworkError = (err: unknown) => err instanceof ApiError && err.code === 'network';

/**
 * 401 means a visitor (null). No answer at all (offline) is not a visitor: the query fails, and
 * pages say the connection is gone instead of offering to sign in. Any other failure is logged
 * and treated as a visitor.
 */
export async function getUser() {
  try {
    return await callEndpoint(userEndpoint);
  } catch (err) {
    if (isNetworkError(err)) throw err;
    if (!(err instanceof ApiError) || err.status !== 401) {
      console.error(`Authentication check failed: ${err instanceof ApiError ? err.status : 'network'}`);
    }
    return null;
  }
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: endpointKey(userEndpoint),
    queryFn: getUser,
    staleTime: AUTH_STALE_MS,
    gcTime: AUTH_GC_MS,
  });

/**
 * The signed-in user (null for a visitor). Any feature may ask. `offline`: the sign-in could not
 * be checked because there is no connection (and none was known before); `retry` asks again.
 */
export function useAuth() {
  const query = useQuery(userQueryOptions());
  const user = query.data ?? null;
  const offline = query.data === undefined && isNetworkError(query.error);
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: user !== null,
    offline,
    retry,
  };
}

export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: endpointKey(authConfigEndpoint),
    queryFn: () => callEndpoint(authConfigEndpoint),
  });

/** The sign-ins the prerendered landing page was built for, until the server's answer arrives. */
function prerenderedSignIns(): SignInOptions | undefined {
  if (typeof document === 'undefined') return undefined;
  const data = document.getElementById('root')?.dataset;
  if (!data?.prerendered) return undefined;
  return { google: data.google === 'true', facebook: data.facebook === 'true', demo: data.demo === 'true' };
}

/**
 * Which sign-in buttons to show: the server's `/api/auth/config`, or what the prerendered
 * page showed while it loads. Undefined until one of them is known (show no provider yet).
 */
export function useAuthConfig(): SignInOptions | undefined {
  return useQuery(authConfigQueryOptions()).data ?? prerenderedSignIns();
}

/** Whether "Continue as demo user" exists on this server (local mode only). */
export function useDemoAvailable(): boolean {
  return useAuthConfig()?.demo ?? false;
}
