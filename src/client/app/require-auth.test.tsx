import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JoinFamilyProvider } from '../features/families/components/join-family-provider';
import { CurrentFamilyProvider } from '../lib/current-family';
import HomePage from '../pages/home';
import JoinPage from '../pages/join';
import { renderWithProviders, stubApi } from '../test/render';
import { RequireAuth } from './require-auth';

const user = { id: 1, firstName: 'Alex', lastName: 'Doe', email: 'alex@example.com', profileImageUrl: null };

// The tests share one document (isolate: false): the browser's online flag goes back after each.
afterEach(() => {
  vi.restoreAllMocks();
});

/** fetch as a browser without a connection answers it: a TypeError, no response. */
function goOffline({ browserOnline = false } = {}) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(browserOnline);
  let online = false;
  const api = stubApi([{ path: '/api/auth/user', body: user }]);
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    online ? api.fetch(input, init) : Promise.reject(new TypeError('Failed to fetch')),
  );
  return { reconnect: () => (online = true) };
}

describe('a signed-in page opened without a connection', () => {
  it('says it is offline, offers no sign-in, and fills in once asked again online', async () => {
    const network = goOffline();
    const { user: person } = renderWithProviders(
      <RequireAuth>
        <h1>Family Profiles</h1>
      </RequireAuth>,
    );
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeVisible();
    expect(screen.queryByText('Sign in to continue')).not.toBeInTheDocument();
    network.reconnect();
    await person.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Family Profiles' })).toBeVisible();
  });

  it('still asks a visitor to sign in when the server answers 401', async () => {
    const api = stubApi([
      { path: '/api/auth/user', status: 401, body: { message: 'Please sign in to continue.' } },
    ]);
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(
      <RequireAuth>
        <h1>Family Profiles</h1>
      </RequireAuth>,
    );
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  });

  it('shows the offline notice at / instead of the landing page for visitors', async () => {
    goOffline();
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue as demo user' })).not.toBeInTheDocument();
  });

  it('says an invite link opened offline cannot be checked, not that its code is invalid', async () => {
    goOffline();
    renderWithProviders(
      <CurrentFamilyProvider>
        <JoinFamilyProvider>
          <JoinPage />
        </JoinFamilyProvider>
      </CurrentFamilyProvider>,
      { route: '/join/INV-AAAAAAAA3', path: '/join/:inviteCode' },
    );
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeVisible();
    expect(screen.queryByText(/not valid any more/)).not.toBeInTheDocument();
  });

  it('says GiftLens is not answering when the browser has a connection but no answer came', async () => {
    goOffline({ browserOnline: true });
    renderWithProviders(
      <RequireAuth>
        <h1>Family Profiles</h1>
      </RequireAuth>,
    );
    expect(await screen.findByRole('heading', { name: 'GiftLens is not answering' })).toBeVisible();
    expect(screen.getByText(/did not answer in time/)).toBeVisible();
  });
});
