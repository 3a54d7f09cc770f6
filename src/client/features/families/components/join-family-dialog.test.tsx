import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CurrentFamilyProvider } from '../../../lib/current-family';
import { signedInRoutes, testUser } from '../../../test/fixtures';
import { renderWithProviders, stubApi } from '../../../test/render';
import { JoinFamilyDialog } from './join-family-dialog';

const user = testUser({ id: 5, firstName: 'Ben', lastName: 'Ray', email: 'ben@example.com' });
const lookup = {
  id: 9,
  name: 'The Parkers',
  description: 'Big family',
  ownerId: 1,
  ownerName: 'Pat Parker',
  alreadyMember: false,
  yourProfiles: [] as Array<{ id: number; name: string; relationship: string }>,
};
const baseRoutes = signedInRoutes(user);

const render = (presetCode?: string, onClose: () => void = () => {}) =>
  renderWithProviders(
    <CurrentFamilyProvider>
      <JoinFamilyDialog opened presetCode={presetCode} onClose={onClose} />
    </CurrentFamilyProvider>,
  );

describe('JoinFamilyDialog', () => {
  it('upper-cases the code as typed and refuses a blank one', async () => {
    vi.stubGlobal('fetch', stubApi(baseRoutes).fetch);
    const { user: u } = render();
    const input = await screen.findByPlaceholderText('INV-XXXXXXXXX');
    await u.type(input, 'inv-abc');
    expect(input).toHaveValue('INV-ABC');
    await u.clear(input);
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid invite code')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Invite code' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the family was not found for an unknown code', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi([
        ...baseRoutes,
        { path: /\/api\/family-accounts\/join\//, status: 404, body: { message: 'Invalid invite code' } },
      ]).fetch,
    );
    const { user: u } = render();
    await u.type(await screen.findByPlaceholderText('INV-XXXXXXXXX'), 'INV-NOPE23456');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    const field = screen.getByRole('textbox', { name: 'Invite code' });
    await vi.waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/Invalid invite code. Please check and try again./);
  });

  it('tells an existing member at once that they are already in the family, and takes them there', async () => {
    const api = stubApi([
      ...baseRoutes,
      { path: '/api/family-accounts/join/INV-ABCDEFGH2', body: { ...lookup, alreadyMember: true } },
      { method: 'POST', path: '/api/user/active-family', body: { activeFamilyId: 9, family: null } },
    ]);
    vi.stubGlobal('fetch', api.fetch);
    const { user: u, router } = render('INV-ABCDEFGH2');
    const dialog = await screen.findByRole('dialog', { name: 'Join Family' });
    expect(await within(dialog).findByText(/You are already in/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Full name/)).not.toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Go to this family' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/family-profiles'));
    expect(api.calls.find((c) => c.path === '/api/user/active-family' && c.method === 'POST')?.body).toEqual({
      familyId: 9,
    });
  });

  it('looks up a preset code at once, walks back and forth, and joins with the details', async () => {
    const api = stubApi([
      ...baseRoutes,
      { path: '/api/family-accounts/join/INV-ABCDEFGH2', body: lookup },
      {
        method: 'POST',
        path: '/api/family-accounts/join/INV-ABCDEFGH2',
        status: 201,
        body: { family: { ...lookup, inviteCode: 'INV-ABCDEFGH2' }, membership: {}, member: {} },
      },
    ]);
    vi.stubGlobal('fetch', api.fetch);
    const onClose = vi.fn();
    const { user: u, router } = render('inv-abcdefgh2', onClose);
    const dialog = await screen.findByRole('dialog', { name: 'Join Family' });
    expect(await within(dialog).findByText('The Parkers')).toBeInTheDocument();
    expect(within(dialog).getByText('Owner: Pat Parker')).toBeInTheDocument();

    await u.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByLabelText(/Full name/)).toHaveValue('Ben Ray');
    await u.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByText('The Parkers')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await u.click(within(dialog).getByRole('button', { name: 'Join Family' }));
    // The field and the message above the page both say what is missing.
    await vi.waitFor(() => expect(screen.getAllByText('Relationship is required')).toHaveLength(2));

    await u.click(within(dialog).getByRole('combobox', { name: /Relationship/ }));
    await u.click(await screen.findByRole('option', { name: 'Sibling' }));
    await u.type(within(dialog).getByLabelText('Interests'), 'jazz, , cooking ');
    await u.click(within(dialog).getByRole('button', { name: 'Join Family' }));
    expect(await within(dialog).findByText('You are now a member of The Parkers.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST' && c.path.includes('/join/'))?.body).toEqual({
      name: 'Ben Ray',
      email: 'ben@example.com',
      relationship: 'Sibling',
      age: null,
      interests: ['jazz', 'cooking'],
      takeOverMemberId: null,
    });
    await vi.waitFor(() =>
      expect(
        api.calls.find((c) => c.method === 'POST' && c.path === '/api/user/active-family')?.body,
      ).toEqual({
        familyId: 9,
      }),
    );
    // The dialog ends with a way on, not a message that waits forever.
    await u.click(within(dialog).getByRole('button', { name: 'See your family' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/family-profiles'));
    expect(onClose).toHaveBeenCalled();
  });

  it('offers to join as the profile the family already keeps for you, and sends the choice', async () => {
    const api = stubApi([
      ...baseRoutes,
      {
        path: '/api/family-accounts/join/INV-ABCDEFGH2',
        body: {
          ...lookup,
          yourProfiles: [{ id: 12, name: 'Ben Ray', relationship: 'Brother', verified: true }],
        },
      },
      {
        method: 'POST',
        path: '/api/family-accounts/join/INV-ABCDEFGH2',
        status: 201,
        body: { family: { ...lookup, inviteCode: 'INV-ABCDEFGH2' }, membership: {}, member: { id: 12 } },
      },
      { method: 'POST', path: '/api/user/active-family', body: { activeFamilyId: 9, family: null } },
    ]);
    vi.stubGlobal('fetch', api.fetch);
    const { user: u } = render('inv-abcdefgh2');
    const dialog = await screen.findByRole('dialog', { name: 'Join Family' });
    const mine = await within(dialog).findByRole('radio', { name: 'I am Ben Ray (Brother)' });
    expect(mine).toBeChecked();
    await u.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await u.click(within(dialog).getByRole('combobox', { name: /Relationship/ }));
    await u.click(await screen.findByRole('option', { name: 'Sibling' }));
    await u.click(within(dialog).getByRole('button', { name: 'Join Family' }));
    await within(dialog).findByText('You are now a member of The Parkers.');
    expect(api.calls.find((c) => c.method === 'POST' && c.path.includes('/join/'))?.body).toMatchObject({
      takeOverMemberId: 12,
    });
  });

  it('offers a profile that only carries your name without choosing it, and says the owner is asked once you pick it', async () => {
    const api = stubApi([
      ...baseRoutes,
      {
        path: '/api/family-accounts/join/INV-ABCDEFGH2',
        body: {
          ...lookup,
          yourProfiles: [{ id: 14, name: 'Sam', relationship: 'Brother', verified: false }],
        },
      },
      {
        method: 'POST',
        path: '/api/family-accounts/join/INV-ABCDEFGH2',
        status: 201,
        body: {
          family: { ...lookup, inviteCode: 'INV-ABCDEFGH2' },
          membership: {},
          member: { id: 30 },
          claimed: { id: 14, name: 'Sam' },
        },
      },
      { method: 'POST', path: '/api/user/active-family', body: { activeFamilyId: 9, family: null } },
    ]);
    vi.stubGlobal('fetch', api.fetch);
    const { user: u } = render('inv-abcdefgh2');
    const dialog = await screen.findByRole('dialog', { name: 'Join Family' });
    const his = await within(dialog).findByRole('radio', { name: /I am Sam \(Brother\)/ });
    expect(his).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Make me a new profile' })).toBeChecked();
    expect(
      within(dialog).getByText(/the owner merges this one into it once they confirm/),
    ).toBeInTheDocument();
    await u.click(his);
    await u.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await u.click(within(dialog).getByRole('combobox', { name: /Relationship/ }));
    await u.click(await screen.findByRole('option', { name: 'Sibling' }));
    await u.click(within(dialog).getByRole('button', { name: 'Join Family' }));
    await within(dialog).findByText('You said “Sam” is you');
    expect(api.calls.find((c) => c.method === 'POST' && c.path.includes('/join/'))?.body).toMatchObject({
      takeOverMemberId: 14,
    });
  });

  it('rejects an age outside 1 to 120, and its message says so rather than asking for required fields', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi([...baseRoutes, { path: '/api/family-accounts/join/INV-ABCDEFGH2', body: lookup }]).fetch,
    );
    const { user: u } = render('INV-ABCDEFGH2');
    const dialog = await screen.findByRole('dialog', { name: 'Join Family' });
    await u.click(await within(dialog).findByRole('button', { name: 'Continue' }));
    await u.click(within(dialog).getByRole('combobox', { name: /Relationship/ }));
    await u.click(await screen.findByRole('option', { name: 'Sibling' }));
    await u.type(within(dialog).getByLabelText('Age'), '130');
    await u.click(within(dialog).getByRole('button', { name: 'Join Family' }));
    expect(await within(dialog).findByText('Age must be between 1 and 120')).toBeInTheDocument();
    // The field and the message above the page both name it.
    await vi.waitFor(() => expect(screen.getAllByText('Age must be between 1 and 120')).toHaveLength(2));
    expect(screen.queryByText('Please fill in all required fields')).toBeNull();
  });

  describe('with a birthday', () => {
    const joined = {
      family: { ...lookup, inviteCode: 'INV-ABCDEFGH2' },
      membership: {},
      member: { id: 44, name: 'Ben Ray' },
    };

    async function joinWithBirthday(occasionAnswer: { status: number; body: unknown }) {
      const api = stubApi([
        ...baseRoutes,
        { path: '/api/family-accounts/join/INV-ABCDEFGH2', body: lookup },
        { method: 'POST', path: '/api/family-accounts/join/INV-ABCDEFGH2', status: 201, body: joined },
        { method: 'POST', path: '/api/family-members/44/occasions', ...occasionAnswer },
        { method: 'POST', path: '/api/user/active-family', body: { activeFamilyId: 9, family: null } },
      ]);
      vi.stubGlobal('fetch', api.fetch);
      const { user: u } = render('INV-ABCDEFGH2');
      const dialog = await screen.findByRole('dialog', { name: 'Join Family' });
      await u.click(await within(dialog).findByRole('button', { name: 'Continue' }));
      await u.click(within(dialog).getByRole('combobox', { name: /Relationship/ }));
      await u.click(await screen.findByRole('option', { name: 'Sibling' }));
      const birthday = within(dialog).getByRole('group', { name: 'Birthday' });
      await u.click(within(birthday).getByRole('combobox', { name: 'Month' }));
      await u.click(await screen.findByRole('option', { name: 'April' }));
      await u.type(within(birthday).getByRole('textbox', { name: 'Day' }), '31');
      // April has 30 days: said on the field, and nothing is sent.
      expect(within(birthday).getByRole('textbox', { name: 'Day' })).toHaveAccessibleDescription(
        /April has no day 31/,
      );
      await u.click(within(dialog).getByRole('button', { name: 'Join Family' }));
      expect(api.calls.some((c) => c.method === 'POST' && c.path.includes('/join/'))).toBe(false);
      await u.clear(within(birthday).getByRole('textbox', { name: 'Day' }));
      await u.type(within(birthday).getByRole('textbox', { name: 'Day' }), '30');
      await u.click(within(dialog).getByRole('button', { name: 'Join Family' }));
      return { api, dialog };
    }

    it("posts it on the joiner's own member record once they have joined", async () => {
      const { api, dialog } = await joinWithBirthday({
        status: 201,
        body: { id: 1, familyMemberId: 44, kind: 'birthday', month: 4, day: 30, year: null },
      });
      expect(await within(dialog).findByText('Welcome to the family!')).toBeInTheDocument();
      // Said once, in the dialog: no toast repeats it.
      expect(screen.getAllByText('Welcome to the family!')).toHaveLength(1);
      const posts = api.calls.filter((c) => c.method === 'POST').map((c) => c.path);
      expect(posts.indexOf('/api/family-members/44/occasions')).toBeGreaterThan(
        posts.indexOf('/api/family-accounts/join/INV-ABCDEFGH2'),
      );
      expect(api.calls.find((c) => c.path === '/api/family-members/44/occasions')?.body).toEqual({
        kind: 'birthday',
        month: 4,
        day: 30,
        year: null,
      });
      expect(within(dialog).queryByText('Your birthday was not saved')).toBeNull();
    });

    it('keeps the join and says the birthday was not saved when that fails', async () => {
      const { dialog } = await joinWithBirthday({ status: 500, body: { message: 'x' } });
      expect(await within(dialog).findByText('You are now a member of The Parkers.')).toBeInTheDocument();
      expect(await within(dialog).findByText('Your birthday was not saved')).toBeInTheDocument();
      expect(
        await screen.findByText(/You joined The Parkers, but your birthday was not saved/),
      ).toBeInTheDocument();
    });
  });
});
