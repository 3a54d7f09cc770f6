import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testMember, testUser } from '../../test/fixtures';
import { renderWithProviders, stubApi } from '../../test/render';
import { UserMenu } from './user-menu';

const onJoinFamily = vi.fn();
const GOOGLE_PICTURE = 'https://lh3.googleusercontent.com/a/ann';

function renderMenu(
  members: ReturnType<typeof testMember>[],
  { inFamily = true, route = '/dashboard' } = {},
) {
  const user = testUser({ profileImageUrl: GOOGLE_PICTURE });
  const api = stubApi([
    { path: '/api/auth/user', body: user },
    { path: '/api/user/active-family', body: { activeFamilyId: 3, family: null } },
    { path: '/api/families/3/family-members', body: members },
  ]);
  vi.stubGlobal('fetch', api.fetch);
  return renderWithProviders(<UserMenu user={user} inFamily={inFamily} onJoinFamily={onJoinFamily} />, {
    route,
  });
}

const avatar = () => screen.getByRole('button', { name: 'Account menu for Ann' }).querySelector('img');

describe('the account menu’s avatar', () => {
  it('shows the photo uploaded to the user’s own member record, not the sign-in picture or a relative’s', async () => {
    renderMenu([
      testMember({
        id: 8,
        name: 'Bo',
        isSelf: false,
        userId: 2,
        profileImage: '/api/family-members/8/photo?v=5',
      }),
      testMember({ id: 7, profileImage: '/api/family-members/7/photo?v=9' }),
    ]);
    await vi.waitFor(() => expect(avatar()).toHaveAttribute('src', '/api/family-members/7/photo?v=9'));
  });

  it('shows the sign-in picture when the own record has no photo, even beside a relative’s', async () => {
    const { queryClient } = renderMenu([
      testMember({
        id: 8,
        name: 'Bo',
        isSelf: false,
        userId: 2,
        profileImage: '/api/family-members/8/photo?v=5',
      }),
      testMember({ id: 7, profileImage: null }),
    ]);
    // Once the members have arrived, not just before.
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['/api/families/3/family-members'])).toBeDefined(),
    );
    await vi.waitFor(() => expect(avatar()).toHaveAttribute('src', GOOGLE_PICTURE));
  });
});

describe('the account menu', () => {
  const items = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

  it('keeps to the account: its name, the track-ad dialogs, its settings, joining quietly, signing out', async () => {
    const { user } = renderMenu([], { route: '/account' });
    await user.click(screen.getByRole('button', { name: 'Account menu for Ann' }));
    await screen.findByRole('menu');
    expect(screen.getByText('Ann Lee')).toBeInTheDocument();
    expect(items()).toEqual([
      'Track Ad',
      'Ad Insights Data',
      'Account Settings',
      'Join another family',
      'Logout',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Account Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('menuitem', { name: 'Track Ad' })).toHaveAttribute(
      'href',
      '/account?track=quick',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Join another family' }));
    expect(onJoinFamily).toHaveBeenCalledTimes(1);
  });

  it('says Join Family to someone not yet in one', async () => {
    const { user } = renderMenu([], { inFamily: false });
    await user.click(screen.getByRole('button', { name: 'Account menu for Ann' }));
    await screen.findByRole('menu');
    expect(items()).toContain('Join Family');
    expect(items()).not.toContain('Join another family');
  });
});
