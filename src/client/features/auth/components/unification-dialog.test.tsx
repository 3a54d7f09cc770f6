import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthRedirectHandler } from '../../../app/layout/auth-redirect-handler';
import { type FakeRoute, renderWithProviders, stubApi } from '../../../test/render';

const PENDING = {
  provider: 'facebook',
  email: 'gina@example.com',
  existingProviders: ['google'],
  verifyWith: ['google'],
};

function render(routes: FakeRoute[]) {
  const api = stubApi([
    { path: '/api/auth/user', status: 401 },
    { path: '/api/auth/pending-link', body: PENDING },
    ...routes,
  ]);
  vi.stubGlobal('fetch', api.fetch);
  const view = renderWithProviders(<AuthRedirectHandler />, {
    route: '/?requiresUnification=true&provider=facebook&existingProviders=google',
  });
  return { api, ...view };
}

describe('the unification dialog', () => {
  it('opens from the sign-in redirect, then removes the query string', async () => {
    const { router } = render([]);
    const dialog = await screen.findByRole('dialog', { name: 'Connect your accounts?' });
    expect(await within(dialog).findByText('gina@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText(/which signs in with Google/)).toBeInTheDocument();
    expect(within(dialog).getByText(/as gina\+facebook@example\.com/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('asks for proof of the existing account before connecting anything', async () => {
    const { api, user } = render([
      { method: 'POST', path: '/api/auth/unify-account', body: { status: 'verify', verifyWith: ['google'] } },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Connect your accounts?' });
    await user.click(await within(dialog).findByRole('button', { name: 'Unify accounts' }));
    const proof = await within(dialog).findByRole('link', { name: 'Sign in with Google' });
    expect(proof).toHaveAttribute('href', '/api/auth/google?intent=unify');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ provider: 'facebook', unify: true });
  });

  it('keeps the accounts separate on request', async () => {
    const { api, user } = render([
      { method: 'POST', path: '/api/auth/unify-account', body: { status: 'separate' } },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Connect your accounts?' });
    await user.click(await within(dialog).findByRole('button', { name: 'Keep separate' }));
    expect(await screen.findByText('Separate account created')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ provider: 'facebook', unify: false });
  });

  it('says the account could not be created when keeping separate fails', async () => {
    const { user } = render([{ method: 'POST', path: '/api/auth/unify-account', status: 500, body: '' }]);
    const dialog = await screen.findByRole('dialog', { name: 'Connect your accounts?' });
    await user.click(await within(dialog).findByRole('button', { name: 'Keep separate' }));
    expect(await screen.findByText('Account creation failed')).toBeInTheDocument();
  });

  it('says when the waiting sign-in has expired', async () => {
    const api = stubApi([
      { path: '/api/auth/user', status: 401 },
      { path: '/api/auth/pending-link', status: 404, body: { message: 'x' } },
    ]);
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<AuthRedirectHandler />, {
      route: '/?requiresUnification=true&provider=facebook&existingProviders=google',
    });
    expect(await screen.findByText(/no longer waiting/)).toBeInTheDocument();
  });

  it('thanks the person once the accounts were connected through the proof', async () => {
    const api = stubApi([
      {
        path: '/api/auth/user',
        body: { id: 1, firstName: 'G', lastName: null, email: null, profileImageUrl: null },
      },
    ]);
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderWithProviders(<AuthRedirectHandler />, { route: '/?unified=facebook' });
    expect(await screen.findByText('Accounts unified successfully')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
