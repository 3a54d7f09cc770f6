import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toastError } from '../../../lib/toast';
import { testUser } from '../../../test/fixtures';
import { renderWithProviders, stubApi } from '../../../test/render';
import { LoginButtons } from './login-buttons';

function renderButtons(config: { google: boolean; facebook: boolean; demo: boolean }) {
  const api = stubApi([
    { path: '/api/auth/config', body: config },
    { method: 'POST', path: '/api/auth/dev-login', body: testUser() },
  ]);
  vi.stubGlobal('fetch', api.fetch);
  return { ...renderWithProviders(<LoginButtons />), api };
}

describe('the sign-in buttons', () => {
  it('show only the providers the server has configured', async () => {
    renderButtons({ google: true, facebook: false, demo: false });
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue as demo user' })).not.toBeInTheDocument();
  });

  it('show Facebook and the demo without Google when only those exist', async () => {
    renderButtons({ google: false, facebook: true, demo: true });
    expect(await screen.findByRole('link', { name: 'Continue with Facebook' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue as demo user' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('say plainly that sign-in is not set up when the server has no way to sign in', async () => {
    renderButtons({ google: false, facebook: false, demo: false });
    expect(await screen.findByText(/Sign-in is not set up on this server yet/)).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('close a sign-in error toast once a sign-in succeeds', async () => {
    const { user } = renderButtons({ google: false, facebook: false, demo: true });
    toastError('Sign-in failed', 'Google sign-in was cancelled.');
    expect(await screen.findByText('Google sign-in was cancelled.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Continue as demo user' }));
    await vi.waitFor(() =>
      expect(screen.queryByText('Google sign-in was cancelled.')).not.toBeInTheDocument(),
    );
  });

  it('sign in as a second demo user, to try a family of two from another window', async () => {
    const { user, api } = renderButtons({ google: false, facebook: false, demo: true });
    await user.click(await screen.findByRole('button', { name: 'continue as a second demo user' }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.path === '/api/auth/dev-login')).toBe(true));
    const body = api.calls.find((c) => c.path === '/api/auth/dev-login')?.body;
    expect(body).toEqual({ email: 'sam@giftlens.local', firstName: 'Sam', lastName: 'Demo' });
  });
});
