import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OAuthDiagnostics } from '#common/oauth-diagnostics';
import { renderWithProviders, stubApi } from '../../../test/render';
import { environmentOf, OAuthDashboard } from './oauth-dashboard';
import { TROUBLESHOOTER_STEP_MS, TROUBLESHOOTER_STEPS } from './troubleshooter-dialog';

const DIAGNOSTICS: OAuthDiagnostics = {
  overall: 'issues',
  timestamp: '2026-11-21T10:00:00.000Z',
  environment: 'development',
  callbackUrls: {
    google: 'https://gl.example/api/auth/google/callback',
    facebook: 'https://gl.example/api/auth/facebook/callback',
  },
  origin: 'https://gl.example',
  checks: [
    {
      id: 'providers',
      name: 'Sign-in providers configured',
      status: 'pass',
      severity: 'critical',
      message: 'Google sign-in is set up.',
      details: [],
      fixAction: null,
    },
    {
      id: 'google-redirect-uri',
      name: 'Google accepts the redirect URI',
      status: 'fail',
      severity: 'high',
      message: 'Google refuses the redirect URI (redirect_uri_mismatch).',
      details: [{ label: 'Redirect URI', value: 'https://gl.example/api/auth/google/callback', copy: true }],
      fixAction: 'Add it to Authorized redirect URIs.',
    },
  ],
};

function render(diagnostics: { status?: number; body?: unknown } = { body: DIAGNOSTICS }) {
  const api = stubApi([
    { path: '/api/oauth/diagnostics', ...diagnostics },
    {
      path: '/api/site-info',
      body: { supportEmail: 's@x', contactEmail: 'c@x', productionHost: 'gl.example' },
    },
  ]);
  vi.stubGlobal('fetch', api.fetch);
  return { api, ...renderWithProviders(<OAuthDashboard />) };
}

describe('the OAuth dashboard', () => {
  it('shows the overall health and puts failing checks first, with their fix', async () => {
    render();
    expect(await screen.findByTestId('overall-status')).toHaveTextContent('Issues');
    const checks = await screen.findAllByRole('listitem');
    expect(checks[0]).toHaveAccessibleName('Google accepts the redirect URI: Fail');
    expect(
      within(checks[0] as HTMLElement).getByText('Add it to Authorized redirect URIs.'),
    ).toBeInTheDocument();
    expect(
      within(checks[0] as HTMLElement).getByRole('button', { name: 'Copy Redirect URI' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Development')).toBeInTheDocument();
  });

  it('gives the callback URLs, the consoles and the common issues under Quick Actions', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('tab', { name: 'Quick Actions' }));
    expect(await screen.findByText('https://gl.example/api/auth/facebook/callback')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Test Google sign-in/ })).toHaveAttribute('target', '_blank');
    expect(
      screen.getByRole('button', { name: 'Error 400 or 403: redirect_uri_mismatch' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connection failed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Token expired or invalid_grant' })).toBeInTheDocument();
  });

  it('shows critical and OFFLINE when the browser cannot reach the server', async () => {
    const api = stubApi([]);
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/api/oauth/diagnostics')) throw new TypeError('Failed to fetch');
      return api.fetch(input, init);
    });
    renderWithProviders(<OAuthDashboard />);
    expect(await screen.findByTestId('overall-status')).toHaveTextContent('Critical · OFFLINE');
    expect(
      await screen.findByText('Health Check Failed', { selector: '.mantine-Notification-title' }),
    ).toBeInTheDocument();
  });

  it('walks the troubleshooter through its 7 steps of 300 ms, then names what to fix', async () => {
    const { user } = render();
    await screen.findByTestId('overall-status');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Troubleshoot' }));
      const dialog = await screen.findByRole('dialog', { name: 'OAuth Troubleshooter' });
      expect(within(dialog).queryByText(/^Result:/)).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(TROUBLESHOOTER_STEP_MS * TROUBLESHOOTER_STEPS.length));
      expect(await within(dialog).findByText('Result:')).toBeInTheDocument();
      expect(
        within(dialog).getByText('Google refuses the redirect URI (redirect_uri_mismatch).'),
      ).toBeInTheDocument();
      expect(TROUBLESHOOTER_STEPS).toHaveLength(7);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the environment badge', () => {
  it('reads Production only on the configured production host', () => {
    expect(environmentOf('gl.example', 'gl.example')).toBe('Production');
    expect(environmentOf('staging.gl.example', 'gl.example')).toBe('Development');
    expect(environmentOf('localhost', null)).toBe('Development');
  });
});
