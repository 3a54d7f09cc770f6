import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import type { familiesApi } from '#common/endpoints/families';
import type { UserFamily } from '#common/families';
import { useAuth } from './auth';
import { callEndpoint, endpointQuery, endpointRef } from './endpoint-client';
import { refreshFamilyScoped } from './query-client';
import { toast, toastError } from './toast';

// Part of every page's layout: referenced by type so the first load carries no schemas.
export const userFamiliesEndpoint = endpointRef<typeof familiesApi.userFamilies>(
  'GET',
  '/api/user/families',
  {
    reads: ['families'],
  },
);
export const activeFamilyEndpoint = endpointRef<typeof familiesApi.activeFamily>(
  'GET',
  '/api/user/active-family',
  {
    reads: ['families'],
  },
);
const setActiveFamilyEndpoint = endpointRef<typeof familiesApi.setActiveFamily>(
  'POST',
  '/api/user/active-family',
  {
    affects: ['families'],
  },
);

export const userFamiliesQuery = () => endpointQuery(userFamiliesEndpoint);
export const activeFamilyQuery = () => endpointQuery(activeFamilyEndpoint);

export interface CurrentFamilyState {
  families: UserFamily[];
  currentFamily: UserFamily | null;
  currentMembership: { id: number; userId: number; role: UserFamily['role'] } | null;
  isLoading: boolean;
  isOwner: boolean;
  /** Saves the choice on the server, refreshes family data and confirms with a toast. */
  switchFamily(familyId: number, options?: { quiet?: boolean }): Promise<void>;
}

const NO_FAMILIES: UserFamily[] = [];
const CurrentFamilyContext = createContext<CurrentFamilyState | null>(null);

/** The current family and the user's place in it. Any feature may ask. */
export function useCurrentFamily(): CurrentFamilyState {
  const value = useContext(CurrentFamilyContext);
  if (!value) throw new Error('useCurrentFamily needs a CurrentFamilyProvider');
  return value;
}

/**
 * The current family: once the families and the stored active family
 * have loaded, the stored one is used if it is still one of the user's; otherwise the first
 * family is chosen and saved as active.
 */
export function CurrentFamilyProvider({ children }: { children: ReactNode }) {
  const { user, isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const families = useQuery({ ...userFamiliesQuery(), enabled: isAuthenticated });
  const active = useQuery({ ...activeFamilyQuery(), enabled: isAuthenticated });
  const choosing = useRef(false);

  const list = families.data ?? NO_FAMILIES;
  const stored = active.data?.activeFamilyId ?? null;
  const currentFamily = list.find((f) => f.id === stored) ?? null;

  const switchFamily = useCallback(
    async (familyId: number, options: { quiet?: boolean } = {}) => {
      try {
        const result = await callEndpoint(setActiveFamilyEndpoint, { body: { familyId } });
        queryClient.setQueryData(activeFamilyQuery().queryKey, result);
        await refreshFamilyScoped(queryClient);
        if (!options.quiet) toast('Family switched!', `Switched to ${result.family?.name ?? 'your family'}`);
      } catch (err) {
        console.error('Failed to set active family', err);
        if (!options.quiet)
          toastError('Failed to switch family', 'There was an error switching families. Please try again.');
      }
    },
    [queryClient],
  );

  const first = list[0];
  useEffect(() => {
    if (!families.isSuccess || !active.isSuccess || currentFamily || !first || choosing.current) return;
    choosing.current = true;
    void switchFamily(first.id, { quiet: true }).finally(() => {
      choosing.current = false;
    });
  }, [families.isSuccess, active.isSuccess, currentFamily, first, switchFamily]);

  const value = useMemo<CurrentFamilyState>(
    () => ({
      families: list,
      currentFamily,
      currentMembership:
        currentFamily && user
          ? { id: currentFamily.membershipId, userId: user.id, role: currentFamily.role }
          : null,
      isLoading: isAuthenticated && (families.isLoading || active.isLoading),
      isOwner: currentFamily?.role === 'owner',
      switchFamily,
    }),
    [list, currentFamily, user, isAuthenticated, families.isLoading, active.isLoading, switchFamily],
  );

  return <CurrentFamilyContext.Provider value={value}>{children}</CurrentFamilyContext.Provider>;
}
