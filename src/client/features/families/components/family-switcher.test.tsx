import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CurrentFamilyProvider } from '../../../lib/current-family';
import { signedInRoutes, testFamily, testUser } from '../../../test/fixtures';
import { renderWithProviders, stubApi } from '../../../test/render';
import { FamilySwitcher } from './family-switcher';

const user = testUser();
const family = (id: number, name: string) => testFamily(id, name);

const render = () =>
  renderWithProviders(
    <CurrentFamilyProvider>
      <FamilySwitcher />
    </CurrentFamilyProvider>,
  );

describe('FamilySwitcher', () => {
  it('says Loading while the families load', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    render();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    vi.stubGlobal('fetch', stubApi([{ path: '/api/auth/user', status: 401 }]).fetch);
    render();
    expect(await screen.findByText('Please log in to create a family')).toBeInTheDocument();
  });

  it('offers Create Family when the user has none, and validates the name', async () => {
    const api = stubApi([...signedInRoutes(user)]);
    vi.stubGlobal('fetch', api.fetch);
    const { user: u } = render();
    const create = await screen.findByRole('button', { name: 'Create Family' });
    expect(create).toHaveClass('tap-target');
    await u.click(create);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Family' });
    await u.click(within(dialog).getByRole('button', { name: 'Create Family' }));
    expect(await within(dialog).findByText('Family name is required')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('selects the first family and saves it as active when none is stored', async () => {
    const api = stubApi([
      ...signedInRoutes(user, [family(1, 'Parkers'), family(2, 'Lees')], null),
      {
        method: 'POST',
        path: '/api/user/active-family',
        body: { activeFamilyId: 1, family: family(1, 'Parkers') },
      },
    ]);
    vi.stubGlobal('fetch', api.fetch);
    render();
    await vi.waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ familyId: 1 }));
  });

  it('lists every family with the current one marked, and switches on the server', async () => {
    const api = stubApi([
      ...signedInRoutes(user, [family(1, 'Parkers'), family(2, 'Lees')], 2),
      {
        method: 'POST',
        path: '/api/user/active-family',
        body: { activeFamilyId: 1, family: family(1, 'Parkers') },
      },
    ]);
    vi.stubGlobal('fetch', api.fetch);
    const { user: u } = render();
    const switcher = await screen.findByRole('button', { name: 'Current family: Lees. Switch family' });
    // A finger's 44 px on a phone (global.css), not the button's own 36.
    expect(switcher).toHaveClass('tap-target');
    // …as a block, so a long name still ends in "…" before the chevron.
    expect(switcher).toHaveStyle({ display: 'inline-block' });
    await u.click(switcher);
    const current = await screen.findByRole('menuitem', { name: /Lees/ });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('menuitem', { name: 'Manage Family Settings' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Create New Family' })).toBeInTheDocument();
    await u.click(screen.getByRole('menuitem', { name: 'Parkers' }));
    expect(await screen.findByText('Switched to Parkers')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ familyId: 1 });
  });
});
