import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render';
import { LoginButtons } from './login-buttons';

function renderButtons(
  config: { google: boolean; facebook: boolean; demo: boolean },
  afterDemoLogin?: string,
) {
  const api = stubApi([{ path: '/api/auth/config', body: config }]);
  vi.stubGlobal('fetch', api.fetch);
  return { ...renderWithProviders(<LoginButtons afterDemoLogin={afterDemoLogin} />), api };
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

  it('sign in as the demo user with a plain form that lands where the page asks', async () => {
    renderButtons({ google: false, facebook: false, demo: true }, '/join/INV-ABCDEFGHJ');
    const form = (await screen.findByRole('button', { name: 'Continue as demo user' })).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/auth/demo');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      next: '/join/INV-ABCDEFGHJ',
    });
  });

  it('sign in as a second demo user, to try a family of two from another window', async () => {
    renderButtons({ google: false, facebook: false, demo: true });
    const button = await screen.findByRole('button', { name: 'continue as a second demo user' });
    const form = button.closest('form');
    expect(form).toHaveAttribute('action', '/api/auth/demo');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({ as: 'second', next: '/' });
  });
});
