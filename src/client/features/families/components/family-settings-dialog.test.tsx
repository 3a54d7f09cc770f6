import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UserFamily } from '#common/families';
import type { FamilyMember } from '#common/members';
import type { HolidayOption, HolidaySettings } from '#common/occasions';
import { CurrentFamilyProvider } from '../../../lib/current-family';
import { signedInRoutes, testFamily, testMember, testUser } from '../../../test/fixtures';
import { type FakeRoute, renderWithProviders, stubApi } from '../../../test/render';
import { FamilySettingsDialog } from './family-settings-dialog';

const user = testUser();

const holiday = (key: string, name: string, nextDate: string, group: HolidayOption['group']) => ({
  key,
  name,
  nextDate,
  group,
});
const EASTER = holiday('easter', 'Easter Sunday', '2027-03-28', 'religious');
const DIWALI = holiday('diwali', 'Diwali', '2026-11-08', 'religious');
const HOLIDAYS: HolidaySettings = {
  country: 'GB',
  timeZone: 'Europe/London',
  enabled: ['gb-christmas', 'easter'],
  countries: [
    { code: 'FR', name: 'France' },
    { code: 'GB', name: 'United Kingdom' },
  ],
  available: [
    holiday('gb-christmas', 'Christmas Day', '2026-12-25', 'country'),
    holiday('gb-boxing', 'Boxing Day', '2026-12-26', 'country'),
    EASTER,
    DIWALI,
  ],
  canEdit: true,
};
const FRANCE_PREVIEW: HolidaySettings = {
  ...HOLIDAYS,
  available: [holiday('fr-bastille', 'Fête nationale', '2027-07-14', 'country'), EASTER, DIWALI],
};

function setup(
  family: UserFamily,
  extra: FakeRoute[] = [],
  members: FamilyMember[] = [testMember({ familyAccountId: family.id })],
) {
  const api = stubApi([
    ...signedInRoutes(user, [family], family.id),
    { path: `/api/family-accounts/${family.id}`, body: family },
    {
      path: `/api/family-memberships?familyAccountId=${family.id}`,
      body: [
        { id: 1, userId: 1, familyAccountId: family.id, role: family.role, permissions: [], createdAt: '' },
      ],
    },
    { path: `/api/families/${family.id}/family-members`, body: members },
    ...extra,
    {
      path: `/api/families/${family.id}/holiday-settings`,
      body: { ...HOLIDAYS, canEdit: family.role === 'owner' },
    },
  ]);
  vi.stubGlobal('fetch', api.fetch);
  const onClose = vi.fn();
  const rendered = renderWithProviders(
    <CurrentFamilyProvider>
      <FamilySettingsDialog opened onClose={onClose} familyId={family.id} />
    </CurrentFamilyProvider>,
    { route: '/family-profiles' },
  );
  return { ...rendered, api, onClose };
}

const writes = (api: ReturnType<typeof stubApi>) => api.calls.filter((c) => c.method !== 'GET');

describe('FamilySettingsDialog', () => {
  it('saves the name, description and privacy switches with one Save Settings, and closes', async () => {
    const family = testFamily(3, 'Parkers');
    const {
      user: u,
      api,
      onClose,
    } = setup(family, [{ method: 'PUT', path: '/api/family-accounts/3', body: family }]);
    const dialog = await screen.findByRole('dialog', { name: 'Family Settings' });
    const name = await within(dialog).findByLabelText(/Family Name/);
    const save = within(dialog).getByRole('button', { name: 'Save Settings' });
    expect(save).toBeDisabled();

    await u.clear(name);
    await u.type(name, '  The Parkers ');
    await u.click(within(dialog).getByRole('switch', { name: /Allow data imports/ }));
    expect(within(dialog).getByText('You have unsaved changes.')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: /^Save/ })).toHaveLength(1);
    await u.click(save);

    expect(await screen.findByText('Family updated!')).toBeInTheDocument();
    expect(writes(api).map((c) => c.body)).toEqual([
      { name: 'The Parkers', description: null },
      { settings: { privacy: { ...family.settings.privacy, allowDataImports: false } } },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a missing name on the field and sends nothing', async () => {
    const { user: u, api } = setup(testFamily(3, 'Parkers'));
    const dialog = await screen.findByRole('dialog', { name: 'Family Settings' });
    await u.clear(await within(dialog).findByLabelText(/Family Name/));
    await u.click(within(dialog).getByRole('button', { name: 'Save Settings' }));
    expect(within(dialog).getByLabelText(/Family Name/)).toHaveAccessibleDescription(
      'Family name is required',
    );
    expect(writes(api)).toEqual([]);
  });

  it('asks before closing with unsaved changes, and keeps them on "Keep editing"', async () => {
    const { user: u, api, onClose } = setup(testFamily(3, 'Parkers'));
    const dialog = await screen.findByRole('dialog', { name: 'Family Settings' });
    await u.click(await within(dialog).findByRole('switch', { name: /Ads visible to all members/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    const ask = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await u.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('switch', { name: /Ads visible to all members/ })).not.toBeChecked();

    await u.keyboard('{Escape}');
    await u.click(
      within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(writes(api)).toEqual([]);
  });

  it('closes at once when nothing was changed', async () => {
    const { user: u, onClose } = setup(testFamily(3, 'Parkers'));
    const dialog = await screen.findByRole('dialog', { name: 'Family Settings' });
    await within(dialog).findByLabelText(/Family Name/);
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull();
  });

  it('shows a member the settings read-only, with no Save', async () => {
    setup(testFamily(3, 'Parkers', { role: 'member', ownerId: 2 }));
    const dialog = await screen.findByRole('dialog', { name: 'Family Settings' });
    expect(
      await within(dialog).findByText('Only the family owner can change these settings.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Family Name/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Save Settings' })).toBeNull();
    for (const toggle of within(dialog).getAllByRole('switch')) expect(toggle).toBeDisabled();
  });

  it('previews another country’s holidays, and saves the chosen ones with the rest', async () => {
    const family = testFamily(3, 'Parkers');
    const {
      user: u,
      api,
      onClose,
    } = setup(family, [
      { path: '/api/families/3/holiday-settings?country=FR', body: FRANCE_PREVIEW },
      { method: 'PUT', path: '/api/families/3/holiday-settings', body: { ...FRANCE_PREVIEW, country: 'FR' } },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Family Settings' });
    const national = await within(dialog).findByRole('group', { name: 'National holidays' });
    expect(within(national).getByRole('checkbox', { name: /^Christmas Day, next on/ })).toBeChecked();
    expect(within(national).getByRole('checkbox', { name: /^Boxing Day/ })).not.toBeChecked();
    const religious = within(dialog).getByRole('group', { name: 'Religious & cultural' });
    expect(within(religious).getByRole('checkbox', { name: /^Easter Sunday/ })).toBeChecked();
    // Nothing differs yet: nothing to save.
    expect(await within(dialog).findByRole('button', { name: 'Save Settings' })).toBeDisabled();

    await u.click(within(dialog).getByRole('combobox', { name: 'Country' }));
    await u.click(await screen.findByRole('option', { name: 'France' }));
    const french = await within(dialog).findByRole('checkbox', { name: /^Fête nationale/ });
    expect(api.calls.some((c) => c.path === '/api/families/3/holiday-settings?country=FR')).toBe(true);
    // The old country's own holidays went with it; the religious ones stay as they were.
    expect(within(dialog).queryByRole('checkbox', { name: /^Christmas Day/ })).toBeNull();
    await u.click(french);
    await u.click(within(dialog).getByRole('checkbox', { name: /^Diwali/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Family updated!')).toBeInTheDocument();
    const puts = writes(api);
    expect(puts.map((c) => c.path)).toEqual(['/api/families/3/holiday-settings']);
    const body = puts[0]?.body as { country: string; timeZone: string; enabled: string[] };
    expect(body.country).toBe('FR');
    expect(body.timeZone).toBe('Europe/London');
    expect([...body.enabled].sort()).toEqual(['diwali', 'easter', 'fr-bastille']);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a member the switched-on holidays read-only, with no checklist', async () => {
    const { api } = setup(testFamily(3, 'Parkers', { role: 'member', ownerId: 2 }));
    const dialog = await screen.findByRole('dialog', { name: 'Family Settings' });
    const list = await within(dialog).findByRole('list', { name: 'Holidays switched on' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Christmas Day/), expect.stringMatching(/^Easter Sunday/)]);
    expect(within(dialog).getByText(/Country: United Kingdom/)).toBeVisible();
    expect(within(dialog).getByText('Only the family owner can choose the holidays.')).toBeVisible();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: 'Country' })).toBeNull();
    expect(writes(api)).toEqual([]);
  });

  it('deletes the family only once its exact name is typed, naming what is lost, then goes home', async () => {
    const family = testFamily(3, 'Parkers');
    const gone = { activeFamilyId: null, family: null };
    const {
      user: u,
      api,
      onClose,
      router,
    } = setup(family, [{ method: 'DELETE', path: '/api/family-accounts/3', body: gone }]);
    const settings = await screen.findByRole('dialog', { name: 'Family Settings' });
    // Unsaved changes go with the family: they hold nothing up.
    await u.click(await within(settings).findByRole('switch', { name: /Ads visible to all members/ }));
    await u.click(within(settings).getByRole('button', { name: 'Delete family' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete Parkers?' });
    expect(ask).toHaveTextContent(/every profile, and all their ads, gift ideas, imports, occasions/);
    const confirm = within(ask).getByRole('button', { name: 'Delete family' });
    const name = within(ask).getByLabelText('Type Parkers to confirm');
    expect(confirm).toBeDisabled();
    for (const almost of ['parkers', 'Parker', 'Parkers ']) {
      await u.clear(name);
      await u.type(name, almost);
      expect(confirm, almost).toBeDisabled();
    }
    await u.clear(name);
    await u.type(name, 'Parkers');
    expect(confirm).toBeEnabled();
    await u.click(confirm);

    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(writes(api)).toEqual([
      { method: 'DELETE', path: '/api/family-accounts/3', body: { confirm: 'Parkers' } },
    ]);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull();
    expect(await screen.findByText('Family deleted')).toBeInTheDocument();
  });

  it('asks a member before leaving, naming what goes and what stays, and leaves only when confirmed', async () => {
    const family = testFamily(3, 'Parkers', { role: 'member', ownerId: 2 });
    const {
      user: u,
      api,
      onClose,
      router,
    } = setup(family, [
      { method: 'POST', path: '/api/family-accounts/3/leave', body: { activeFamilyId: null, family: null } },
      { path: '/api/user/departure-preview?familyId=3', body: { exchanges: [], pledges: [], claims: [] } },
    ]);
    const settings = await screen.findByRole('dialog', { name: 'Family Settings' });
    expect(within(settings).queryByRole('button', { name: 'Delete family' })).toBeNull();
    expect(within(settings).queryByRole('button', { name: 'Hand over ownership' })).toBeNull();
    await u.click(await within(settings).findByRole('button', { name: 'Leave family' }));
    let ask = await screen.findByRole('dialog', { name: 'Leave Parkers?' });
    expect(ask).toHaveTextContent(
      "Your profile in Parkers and everything about it (ads, ideas, imports, dates, your wishlist) will be deleted and your claims on others' wishes released; what you added about others stays, without your name.",
    );
    await u.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(writes(api)).toEqual([]);

    await u.click(within(settings).getByRole('button', { name: 'Leave family' }));
    ask = await screen.findByRole('dialog', { name: 'Leave Parkers?' });
    await u.click(within(ask).getByRole('button', { name: 'Leave family' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(writes(api).map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/family-accounts/3/leave']);
    expect(router.state.location.pathname).toBe('/');
  });

  it('offers the owner only adults with an account as the next owner, and hands over once confirmed', async () => {
    const family = testFamily(3, 'Parkers');
    const members = [
      testMember(),
      testMember({ id: 8, userId: 2, name: 'Ben', relationship: 'Sibling', isSelf: false }),
      testMember({
        id: 9,
        userId: 3,
        name: 'Mia',
        relationship: 'Child',
        age: 10,
        isSelf: false,
        isChild: true,
      }),
      testMember({ id: 10, userId: null, name: 'Grandma Rose', relationship: 'Grandparent', isSelf: false }),
    ];
    const { user: u, api } = setup(
      family,
      [
        {
          method: 'POST',
          path: '/api/family-accounts/3/transfer-ownership',
          body: { ...family, ownerId: 2 },
        },
      ],
      members,
    );
    const settings = await screen.findByRole('dialog', { name: 'Family Settings' });
    expect(within(settings).queryByRole('button', { name: 'Leave family' })).toBeNull();
    const handOver = await within(settings).findByRole('button', { name: 'Hand over ownership' });
    expect(handOver).toBeDisabled();
    await u.click(within(settings).getByRole('combobox', { name: 'New owner' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Ben']);
    await u.click(options[0] as HTMLElement);
    await u.click(handOver);
    const ask = await screen.findByRole('dialog', { name: 'Hand Parkers over?' });
    expect(ask).toHaveTextContent('Ben becomes the owner of Parkers');
    await u.click(within(ask).getByRole('button', { name: 'Make Ben the owner' }));
    expect(await screen.findByText('Ben now owns Parkers.')).toBeInTheDocument();
    expect(writes(api)).toEqual([
      { method: 'POST', path: '/api/family-accounts/3/transfer-ownership', body: { memberId: 8 } },
    ]);
  });
});
