import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CurrentFamilyProvider } from '../../../lib/current-family';
import { signedInRoutes, testUser } from '../../../test/fixtures';
import { renderWithProviders, stubApi } from '../../../test/render';
import { pendingInvite } from '../pending-invite';
import { JoinFamilyProvider } from './join-family-provider';

const user = testUser({ id: 5, firstName: 'Ben', lastName: 'Ray', email: 'ben@example.com' });
const routes = (signedIn: boolean) => [
  ...(signedIn ? signedInRoutes(user) : [{ path: '/api/auth/user', status: 401 }]),
  {
    path: '/api/family-accounts/join/INV-ABCDEFGH2',
    body: {
      id: 9,
      name: 'The Parkers',
      description: null,
      ownerId: 1,
      ownerName: 'Pat',
      alreadyMember: false,
      yourProfiles: [],
    },
  },
];

const render = (route: string) =>
  renderWithProviders(
    <CurrentFamilyProvider>
      <JoinFamilyProvider>
        <p>page</p>
      </JoinFamilyProvider>
    </CurrentFamilyProvider>,
    { route },
  );

describe('invite links', () => {
  it.each(['/?joinCode=INV-ABCDEFGH2', '/?invited=true&code=INV-ABCDEFGH2'])(
    '%s opens the join dialog on the invited family and clears the URL',
    async (route) => {
      vi.stubGlobal('fetch', stubApi(routes(true)).fetch);
      const { router } = render(route);
      const dialog = await screen.findByRole('dialog', { name: 'Join Family' });
      expect(await within(dialog).findByText('The Parkers')).toBeInTheDocument();
      expect(router.state.location.search).toBe('');
    },
  );

  it('keeps a visitor’s code for after sign-in instead of opening the dialog', async () => {
    vi.stubGlobal('fetch', stubApi(routes(false)).fetch);
    const { router } = render('/?joinCode=INV-ABCDEFGH2');
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pendingInvite.take()).toBe('INV-ABCDEFGH2');
  });

  it('resumes a pending invite once the user is signed in', async () => {
    pendingInvite.save('INV-ABCDEFGH2');
    vi.stubGlobal('fetch', stubApi(routes(true)).fetch);
    render('/');
    const dialog = await screen.findByRole('dialog', { name: 'Join Family' });
    expect(await within(dialog).findByText('The Parkers')).toBeInTheDocument();
    expect(pendingInvite.take()).toBeNull();
  });
});
