import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { CurrentFamilyProvider } from '../lib/current-family';
import { signedInRoutes, testFamily, testUser } from './fixtures';
import { type FakeRoute, renderWithProviders, stubApi } from './render';

/**
 * Renders a part of a page as the signed-in Ann sees it with the Parkers (family 3) as her
 * current family, as owner or member; `routes` answer the part's own calls (first match wins).
 */
export function renderInFamily(
  ui: ReactElement,
  routes: FakeRoute[],
  { role = 'owner', route }: { role?: 'owner' | 'member'; route?: string } = {},
) {
  const family = testFamily(3, 'Parkers', { role });
  const api = stubApi([...routes, ...signedInRoutes(testUser(), [family], family.id)]);
  vi.stubGlobal('fetch', api.fetch);
  const result = renderWithProviders(<CurrentFamilyProvider>{ui}</CurrentFamilyProvider>, { route });
  return { ...result, api };
}
