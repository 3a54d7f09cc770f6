import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Header } from '../app/layout/header';
import { JoinFamilyProvider } from '../features/families/components/join-family-provider';
import { CurrentFamilyProvider } from '../lib/current-family';
import { renderWithProviders, stubApi } from '../test/render';
import HomePage from './home';

const Home = () => (
  <CurrentFamilyProvider>
    <HomePage />
  </CurrentFamilyProvider>
);

const demoUser = {
  id: 1,
  firstName: 'Demo',
  lastName: 'User',
  email: 'demo@giftlens.local',
  profileImageUrl: null,
};

describe('the home route', () => {
  it('shows a loading placeholder while the sign-in is checked', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderWithProviders(<Home />);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows the landing page with the demo button to a visitor in local mode', async () => {
    const api = stubApi([
      { path: '/api/auth/user', status: 401, body: { message: 'Please sign in to continue.' } },
      { path: '/api/auth/config', body: { google: false, facebook: false, demo: true } },
    ]);
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<Home />);
    expect(
      await screen.findByRole('heading', { name: 'Smart Gift Ideas from Family Ad Patterns' }),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Continue as demo user' })).toBeVisible();
  });

  it('hides the demo button when the server has no demo sign-in', async () => {
    const api = stubApi([
      { path: '/api/auth/user', status: 401 },
      { path: '/api/auth/config', body: { google: true, facebook: true, demo: false } },
    ]);
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<Home />);
    await screen.findByRole('link', { name: 'Continue with Google' });
    await vi.waitFor(() => expect(api.calls.some((c) => c.path === '/api/auth/config')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Continue as demo user' })).not.toBeInTheDocument();
  });

  it('offers the demo sign-in as a plain form that lands on /', async () => {
    const api = stubApi([
      { path: '/api/auth/user', status: 401 },
      { path: '/api/auth/config', body: { google: false, facebook: false, demo: true } },
    ]);
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<Home />);
    const form = (await screen.findByRole('button', { name: 'Continue as demo user' })).closest('form');
    expect(form).toHaveAttribute('action', '/api/auth/demo');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({ next: '/' });
  });

  it('welcomes a signed-in user without a family right there, at /', async () => {
    const api = stubApi([
      { path: '/api/auth/user', body: demoUser },
      { path: '/api/user/families', body: [] },
      { path: '/api/user/active-family', body: { activeFamilyId: null, family: null } },
    ]);
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderWithProviders(<Home />);
    expect(await screen.findByRole('heading', { name: 'Welcome to GiftLens, Demo!' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('highlights no navigation link on / for a signed-in user without a family', async () => {
    const api = stubApi([
      { path: '/api/auth/user', body: demoUser },
      { path: '/api/user/families', body: [] },
      { path: '/api/user/active-family', body: { activeFamilyId: null, family: null } },
    ]);
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderWithProviders(
      <CurrentFamilyProvider>
        <JoinFamilyProvider>
          <Header onJoinFamily={() => {}} />
          <HomePage />
        </JoinFamilyProvider>
      </CurrentFamilyProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Welcome to GiftLens, Demo!' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Family Profiles' })).not.toHaveAttribute('aria-current');
    expect(within(nav).queryAllByRole('link', { current: 'page' })).toEqual([]);
    expect(router.state.location.pathname).toBe('/');
  });

  it('creates a family from the welcome at / and opens Family Profiles, where the next step is', async () => {
    const family = {
      id: 5,
      name: 'The Rivers',
      description: null,
      inviteCode: 'INV-ABCDEFGHJ',
      role: 'owner',
    };
    const familiesRoute = { path: '/api/user/families', body: [] as unknown[] };
    const activeRoute = {
      path: '/api/user/active-family',
      body: { activeFamilyId: null, family: null } as unknown,
    };
    const api = stubApi([
      { path: '/api/auth/user', body: demoUser },
      familiesRoute,
      activeRoute,
      { method: 'POST', path: '/api/family-accounts', status: 201, body: family },
      { method: 'POST', path: '/api/user/active-family', body: { activeFamilyId: 5, family } },
      // Their own record is still empty: the dashboard's guard would send them to the questionnaire.
      { path: '/api/families/5/family-members', body: [{ id: 9, isSelf: true, name: 'Demo User' }] },
      { path: /^\/api\//, body: [] },
    ]);
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const res = await api.fetch(input, init);
      // From now on the server has the family, as the active one.
      if (init?.method === 'POST' && String(input) === '/api/family-accounts') {
        familiesRoute.body = [family];
        activeRoute.body = { activeFamilyId: 5, family };
      }
      return res;
    });
    const { user, router } = renderWithProviders(<Home />);
    await user.click(await screen.findByRole('button', { name: 'Create your family' }));
    await user.type(await screen.findByRole('textbox', { name: /Family Name/ }), 'The Rivers');
    await user.click(screen.getByRole('button', { name: 'Create Family' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/family-profiles'));
  });
});
