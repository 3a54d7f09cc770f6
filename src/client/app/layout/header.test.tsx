import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CurrentFamilyProvider } from '../../lib/current-family';
import { renderWithProviders, stubApi } from '../../test/render';
import { Header } from './header';

const user = { id: 1, firstName: 'Alex', lastName: 'Doe', email: 'alex@example.com', profileImageUrl: null };

function renderHeader() {
  const api = stubApi([
    { path: '/api/auth/user', body: user },
    { path: '/api/user/families', body: [] },
    { path: '/api/user/active-family', body: { activeFamilyId: null, family: null } },
  ]);
  vi.stubGlobal('fetch', api.fetch);
  return renderWithProviders(
    <CurrentFamilyProvider>
      <Header onJoinFamily={() => {}} />
    </CurrentFamilyProvider>,
  );
}

describe('the header of a signed-in user', () => {
  it('links the main navigation to each part of the app by its plain name', async () => {
    renderHeader();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/dashboard'],
      ['Feed', '/instagram-feed'],
      ['Family Profiles', '/family-profiles'],
      ['Occasions', '/occasions'],
      ['Ad History', '/ad-history'],
    ]);
  });

  it('sends the logo to the dashboard', async () => {
    renderHeader();
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('link', { name: 'GiftLens home' })).toHaveAttribute('href', '/dashboard');
  });
});
