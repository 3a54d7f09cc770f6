import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CurrentFamilyProvider } from '../../lib/current-family';
import { BUILT } from '../../lib/features';
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

describe('the main navigation', () => {
  it('marks the features that are not built as coming soon and leaves built ones unmarked', async () => {
    renderHeader();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const dashboard = screen.getByRole('link', { name: /^Dashboard/ });
    expect(nav).toContainElement(dashboard);
    expect(dashboard.textContent?.includes('coming soon')).toBe(!BUILT.dashboard);
    expect(screen.getByRole('link', { name: /^Feed/ }).textContent?.includes('coming soon')).toBe(
      !BUILT.feed,
    );
    expect(screen.getByRole('link', { name: 'Family Profiles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ad History' })).toBeInTheDocument();
  });

  it('sends the logo to Family Profiles while the dashboard is not built', async () => {
    renderHeader();
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('link', { name: 'GiftLens home' })).toHaveAttribute(
      'href',
      BUILT.dashboard ? '/dashboard' : '/family-profiles',
    );
  });
});
