import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfig, AuthUser } from '#common/auth';
import { ApiError, apiGet } from '../../../lib/api';

export const AUTH_STALE_MS = 300_000;
export const AUTH_GC_MS = 600_000;

/** 401 means a visitor (null); any other failure is logged and treated as a visitor too. */
export async function getUser(): Promise<AuthUser | null> {
  try {
    return await apiGet<AuthUser>('/api/auth/user');
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401) {
      console.error(`Authentication check failed: ${err instanceof ApiError ? err.status : 'network'}`);
    }
    return null;
  }
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/auth/user'],
    queryFn: getUser,
    staleTime: AUTH_STALE_MS,
    gcTime: AUTH_GC_MS,
  });

export function useAuth() {
  const query = useQuery(userQueryOptions());
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}

export const authConfigQueryOptions = () =>
  queryOptions({ queryKey: ['/api/auth/config'], queryFn: () => apiGet<AuthConfig>('/api/auth/config') });

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions()).data;
}

/** What the prerendered landing page showed, until the server's answer arrives. */
const prerenderedDemoHint = () =>
  typeof document !== 'undefined' && document.getElementById('root')?.dataset.demo === 'true';

/** Whether "Continue as demo user" exists on this server (local mode only). */
export function useDemoAvailable(): boolean {
  return useAuthConfig()?.demo ?? prerenderedDemoHint();
}
