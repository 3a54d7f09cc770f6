import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { JoinFamilyProvider } from '../features/families/components/join-family-provider';
import { CurrentFamilyProvider } from '../lib/current-family';
import { renderWithProviders, stubApi } from '../test/render';
import { RequireFamily } from './require-family';

const user = { id: 1, firstName: 'Alex', lastName: 'Doe', email: 'alex@example.com', profileImageUrl: null };
const family = {
  id: 7,
  name: 'The Does',
  description: null,
  inviteCode: 'ABCD1234',
  role: 'owner',
  membershipId: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function renderPage(families: unknown[], activeFamilyId: number | null) {
  const api = stubApi([
    { path: '/api/auth/user', body: user },
    { path: '/api/user/families', body: families },
    { path: '/api/user/active-family', body: { activeFamilyId, family: null } },
    { method: 'POST', path: '/api/family-accounts', body: { ...family, id: 8, name: 'The Smiths' } },
    { method: 'POST', path: '/api/user/active-family', body: { activeFamilyId: 8, family: null } },
  ]);
  vi.stubGlobal('fetch', api.fetch);
  return {
    api,
    ...renderWithProviders(
      <CurrentFamilyProvider>
        <JoinFamilyProvider>
          <RequireFamily>
            <h1>Family page</h1>
          </RequireFamily>
        </JoinFamilyProvider>
      </CurrentFamilyProvider>,
    ),
  };
}

// The dialogs load on demand, which can take more than a second on a busy machine.
const SLOW = { timeout: 5000 };

describe('a page that needs a family', () => {
  it('welcomes a user without a family in place, with both ways in and no link elsewhere', async () => {
    renderPage([], null);
    expect(await screen.findByRole('heading', { name: 'Welcome to GiftLens, Alex!' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create your family' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Join with a code' })).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Family page' })).not.toBeInTheDocument();
  });

  it('says it is loading in the page’s level-one heading until the families are known', async () => {
    renderPage([], null);
    expect(screen.getByRole('heading', { level: 1, name: 'Loading…' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to GiftLens, Alex!' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('opens the join dialog from the welcome', async () => {
    const { user: u } = renderPage([], null);
    await u.click(await screen.findByRole('button', { name: 'Join with a code' }));
    expect(await screen.findByRole('dialog', { name: 'Join Family' }, SLOW)).toBeVisible();
  });

  it('creates the family from the welcome and opens Family Profiles with it as the current family', async () => {
    const { user: u, api, router } = renderPage([], null);
    await u.click(await screen.findByRole('button', { name: 'Create your family' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Family' }, SLOW);
    await u.type(within(dialog).getByRole('textbox', { name: /Family Name/ }), 'The Smiths');
    await u.click(within(dialog).getByRole('button', { name: 'Create Family' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/family-profiles'));
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/api/user/active-family')?.body).toEqual({
      familyId: 8,
    });
  });

  it('shows the page to a member of a family', async () => {
    renderPage([family], 7);
    expect(await screen.findByRole('heading', { name: 'Family page' })).toBeVisible();
  });
});
