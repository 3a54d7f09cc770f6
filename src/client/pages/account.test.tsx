import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AuthProfile } from '#common/auth';
import { COOKIE_SETTINGS_EVENT } from '../lib/cookie-settings';
import { testMember, testUser } from '../test/fixtures';
import { type FakeRoute, renderWithProviders, stubApi } from '../test/render';
import AccountPage from './account';

const CONNECTED = '2026-11-01T10:00:00.000Z';
const profile = (overrides: Partial<AuthProfile> = {}): AuthProfile => ({
  ...testUser(),
  providers: [{ id: 11, provider: 'google', email: 'ann@example.com', createdAt: CONNECTED }],
  linkHistory: [],
  ...overrides,
});
const SETTINGS = {
  emailNotifications: true,
  profileVisible: true,
  activityVisible: false,
  theme: 'system',
  reminderDays: [21, 7],
  timeZone: 'Europe/London',
};

function render(routes: FakeRoute[] = [], p = profile(), route = '/account') {
  // A test's own routes come first, so they may answer what the defaults below would.
  const api = stubApi([
    ...routes,
    { path: '/api/auth/user', body: testUser() },
    { path: '/api/auth/profile', body: p },
    { path: '/api/user/settings', body: SETTINGS },
    { path: '/api/auth/config', body: { google: true, facebook: true, demo: true } },
    {
      path: '/api/user/calendar',
      body: { url: 'https://x.test/api/calendar/t.ics', webcalUrl: 'webcal://x.test/api/calendar/t.ics' },
    },
  ]);
  vi.stubGlobal('fetch', api.fetch);
  return { api, ...renderWithProviders(<AccountPage />, { route }) };
}

describe('the account page', () => {
  it('says it is loading, then shows the profile and its sign-ins', async () => {
    render();
    expect(screen.getByText('Loading your account...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Connected Accounts' });
    expect(within(card).getByText('Google')).toBeInTheDocument();
    expect(within(card).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(card).getByText(/^Connected .*2026$/)).toBeInTheDocument();
  });

  it('names every part still loading, for a screen reader', async () => {
    const { api } = render();
    expect(screen.getByRole('status', { name: 'Loading account' })).toHaveTextContent(
      'Loading your account...',
    );
    // The profile has been asked for; the settings wait, so their cards stay loading.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/user/settings' ? new Promise(() => {}) : api.fetch(input, init),
    );
    expect(await screen.findByRole('status', { name: 'Loading privacy settings' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading reminders' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading account' })).toBeNull();
  });

  it('shows the photo uploaded to the user’s own member record as the account’s picture', async () => {
    render([
      {
        path: '/api/auth/user',
        body: testUser({ profileImageUrl: 'https://lh3.googleusercontent.com/a/ann' }),
      },
      { path: '/api/user/active-family', body: { activeFamilyId: 3, family: null } },
      {
        path: '/api/families/3/family-members',
        body: [testMember({ id: 7, profileImage: '/api/family-members/7/photo?v=9' })],
      },
    ]);
    const card = await screen.findByRole('region', { name: 'Profile Information' });
    await vi.waitFor(() =>
      expect(card.querySelector('img')).toHaveAttribute('src', '/api/family-members/7/photo?v=9'),
    );
  });

  it('has the occasion reminders and the calendar feed among its cards', async () => {
    render();
    const reminders = await screen.findByRole('region', { name: 'Occasion reminders' });
    expect(await within(reminders).findByRole('checkbox', { name: '1 week' })).toBeChecked();
    const calendar = screen.getByRole('region', { name: 'Calendar feed' });
    expect(await within(calendar).findByRole('textbox', { name: 'Private calendar link' })).toHaveValue(
      'https://x.test/api/calendar/t.ics',
    );
  });

  it('asks a visitor to sign in when the profile cannot load', async () => {
    const api = stubApi([
      { path: '/api/auth/profile', status: 401, body: { code: 'unauthorized', message: 'x' } },
    ]);
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<AccountPage />);
    expect(await screen.findByText('Please sign in to access your account settings.')).toBeInTheDocument();
  });

  it('edits the names and e-mail, sending them to PATCH /api/user/profile', async () => {
    const { api, user } = render([
      {
        method: 'PATCH',
        path: '/api/user/profile',
        body: { ...testUser(), firstName: 'Annie', email: 'annie@example.com' },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const first = screen.getByRole('textbox', { name: 'First name' });
    await user.clear(first);
    await user.type(first, 'Annie');
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('must be a valid e-mail address')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.clear(email);
    await user.type(email, 'annie@example.com');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      firstName: 'Annie',
      lastName: 'Lee',
      email: 'annie@example.com',
    });
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('sends each switch on its own as it is toggled', async () => {
    const { api, user } = render([
      { method: 'PATCH', path: '/api/user/settings', body: { ...SETTINGS, activityVisible: true } },
    ]);
    await user.click(await screen.findByRole('switch', { name: 'Show my activity' }));
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { activityVisible: true },
    ]);
    expect(screen.getByRole('switch', { name: 'Show my activity' })).toBeChecked();
  });

  it('puts a switch back and says so when the server refuses', async () => {
    const { user } = render([
      { method: 'PATCH', path: '/api/user/settings', status: 500, body: { message: 'x' } },
    ]);
    await user.click(await screen.findByRole('switch', { name: 'Profile visible to family' }));
    expect(await screen.findByText('Failed to update settings. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Profile visible to family' })).toBeChecked();
  });

  it('turns off Disconnect for the only sign-in and says why next to it, and offers to connect the others', async () => {
    const { api } = render();
    const only = await screen.findByRole('button', { name: 'Disconnect Google' });
    expect(only).toBeDisabled();
    expect(only).toHaveAccessibleDescription('Your only way to sign in — connect another first.');
    only.click();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(await screen.findByRole('link', { name: /Connect Facebook/ })).toHaveAttribute(
      'href',
      '/api/auth/facebook?intent=link',
    );
    expect(screen.queryByRole('link', { name: /Connect Google/ })).not.toBeInTheDocument();
  });

  it('disconnects one of two sign-ins', async () => {
    const two = profile({
      providers: [
        { id: 11, provider: 'google', email: 'ann@example.com', createdAt: CONNECTED },
        { id: 12, provider: 'facebook', email: null, createdAt: CONNECTED },
      ],
    });
    const { api, user } = render([{ method: 'DELETE', path: '/api/auth/disconnect/12', status: 204 }], two);
    expect(await screen.findByRole('button', { name: 'Disconnect Google' })).toBeEnabled();
    expect(screen.queryByText('Your only way to sign in — connect another first.')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Disconnect Facebook' }));
    expect(await screen.findByText('Provider disconnected')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/auth/disconnect/12')).toBe(true);
  });

  it('tells how a Connect came back, then cleans the address', async () => {
    const { router } = render([], profile(), '/account?linkError=already_linked');
    expect(await screen.findByText(/already connected to another GiftLens account/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('offers the data download as a link, and Cookie settings that reopen the cookie choice', async () => {
    const { user } = render();
    expect(await screen.findByRole('link', { name: 'Download my data' })).toHaveAttribute(
      'href',
      '/api/user/export',
    );
    const opened = vi.fn();
    window.addEventListener(COOKIE_SETTINGS_EVENT, opened);
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    window.removeEventListener(COOKIE_SETTINGS_EVENT, opened);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('deletes the account only once DELETE is typed, saying what happens to each family', async () => {
    const { api, user } = render([
      {
        path: '/api/user/deletion-preview',
        body: {
          ownedFamilies: [
            { id: 1, name: 'Parkers', outcome: 'handed_over', heir: 'Hal' },
            { id: 2, name: 'Solo', outcome: 'deleted', heir: null },
          ],
          memberships: 2,
          ownMemberRecords: 2,
        },
      },
      { method: 'DELETE', path: '/api/user', status: 204 },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
    expect(await within(dialog).findByText(/Parkers passes to Hal/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Solo is deleted/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' }), 'delete');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' }), 'DELETE');
    await user.click(confirm);
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ confirm: 'DELETE' });
  });
});
