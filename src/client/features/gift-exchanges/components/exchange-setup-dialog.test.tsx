import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testMember } from '../../../test/fixtures';
import { testHoliday, testUpcoming } from '../../../test/record-fixtures';
import { type FakeRoute, renderWithProviders, stubApi } from '../../../test/render';
import { testExchange } from '../test-fixtures';
import { ExchangeSetupDialog } from './exchange-setup-dialog';

const MEMBERS = [
  testMember({ id: 7, name: 'Ana', userId: 1 }),
  testMember({ id: 8, name: 'Luis', userId: 2, isSelf: false }),
  testMember({ id: 9, name: 'Mia', userId: null, isSelf: false, isChild: true, age: 6 }),
  testMember({ id: 10, name: 'Gran', userId: 4, isSelf: false }),
  testMember({ id: 11, name: 'Ben', userId: 5, isSelf: false }),
  testMember({ id: 12, name: 'Uncle Joe', userId: null, isSelf: false }),
];

const UPCOMING = [
  testHoliday('Christmas Day', { date: '2099-12-25', daysAway: 40 }),
  testUpcoming({ id: 21, familyMemberId: 8, memberName: 'Luis', date: '2099-03-14', daysAway: 120 }),
];

const NO_DRAW =
  'No draw is possible with these exclusions: everyone would have to give to someone they are kept from';

function setup(extra: FakeRoute[] = []) {
  const api = stubApi([
    ...extra,
    { path: '/api/families/3/family-members', body: MEMBERS },
    { path: '/api/families/3/occasions?days=366', body: UPCOMING },
    { method: 'POST', path: '/api/families/3/gift-exchanges', status: 201, body: testExchange() },
  ]);
  vi.stubGlobal('fetch', api.fetch);
  const onClose = vi.fn();
  const result = renderWithProviders(<ExchangeSetupDialog opened onClose={onClose} familyId={3} />);
  return { ...result, api, onClose };
}

const writes = (api: ReturnType<typeof stubApi>) => api.calls.filter((c) => c.method !== 'GET');

async function form() {
  const dialog = await screen.findByRole('dialog', { name: 'Start a gift exchange' });
  await within(dialog).findByRole('button', { name: 'Start and draw' });
  return dialog;
}

describe('the gift exchange set-up dialog', () => {
  it('posts the participants and exclusions chosen, with the budget in cents and the occasion', async () => {
    const { user, api, onClose } = setup();
    const dialog = await form();

    // Everyone with an account starts chosen; Ben sits this one out.
    await user.click(within(dialog).getByRole('checkbox', { name: /^Ben/ }));
    expect(within(dialog).getByRole('checkbox', { name: /^Ben/ })).not.toBeChecked();

    // Only occasions with an id can be chosen (not the family's holidays); one fills in the rest.
    await user.click(within(dialog).getByRole('combobox', { name: /Occasion/ }));
    expect(screen.queryByRole('option', { name: /Christmas Day/ })).toBeNull();
    await user.click(await screen.findByRole('option', { name: /Luis's birthday/ }));
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue("Luis's birthday");
    expect(within(dialog).getByLabelText(/Reveal date/)).toHaveValue('2099-03-14');

    await user.click(within(dialog).getByRole('textbox', { name: /Budget/ }));
    await user.paste('25.5');

    // Exclusions pair two chosen participants: Ben is no longer offered.
    await user.click(within(dialog).getByRole('combobox', { name: 'Keep' }));
    expect(screen.queryByRole('option', { name: 'Ben' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Ana' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'apart from' }));
    await user.click(await screen.findByRole('option', { name: 'Luis' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const exclusions = within(dialog).getByRole('list', { name: 'Exclusions' });
    expect(within(exclusions).getByText('Ana ↔ Luis')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Start and draw' }));

    expect(await screen.findByText('Exchange started')).toBeInTheDocument();
    expect(writes(api)).toEqual([
      {
        method: 'POST',
        path: '/api/families/3/gift-exchanges',
        body: {
          title: "Luis's birthday",
          budgetCents: 2550,
          occasionId: 21,
          participantMemberIds: [7, 8, 10],
          exclusions: [[7, 8]],
          revealDate: '2099-03-14',
        },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's “No draw is possible” message and keeps the dialog open", async () => {
    const { user, api, onClose } = setup([
      {
        method: 'POST',
        path: '/api/families/3/gift-exchanges',
        status: 400,
        body: {
          code: 'exchange_no_draw',
          message: `exclusions: ${NO_DRAW}`,
          params: { field: 'exclusions' },
        },
      },
    ]);
    const dialog = await form();
    await user.click(within(dialog).getByRole('textbox', { name: /Title/ }));
    await user.paste('Christmas');
    await user.click(within(dialog).getByRole('textbox', { name: /Budget/ }));
    await user.paste('20');
    await user.click(within(dialog).getByRole('combobox', { name: 'Keep' }));
    await user.click(await screen.findByRole('option', { name: 'Gran' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'apart from' }));
    await user.click(await screen.findByRole('option', { name: 'Ben' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start and draw' }));

    expect(await screen.findByText('Exchange not started')).toBeInTheDocument();
    // In the toast and beside the exclusions, without the field name the server prefixes.
    expect(screen.getAllByText(NO_DRAW).length).toBeGreaterThanOrEqual(1);
    expect(within(dialog).getByText(NO_DRAW)).toBeInTheDocument();
    expect(writes(api)[0]?.body).toMatchObject({
      participantMemberIds: [7, 8, 10, 11],
      exclusions: [[10, 11]],
      budgetCents: 2000,
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Start and draw' })).toBeEnabled();
  });

  it('shows members without an account but does not let them be chosen', async () => {
    const { user } = setup();
    const dialog = await form();
    const mia = within(dialog).getByRole('checkbox', { name: /^Mia/ });
    const joe = within(dialog).getByRole('checkbox', { name: /^Uncle Joe/ });
    expect(mia).toBeDisabled();
    expect(mia).not.toBeChecked();
    expect(mia).toHaveTextContent(/no account/i);
    expect(joe).toBeDisabled();
    expect(joe).toHaveTextContent(/no account/i);
    await user.click(mia);
    expect(mia).not.toBeChecked();
    // Nor are they offered as one side of an exclusion.
    await user.click(within(dialog).getByRole('combobox', { name: 'Keep' }));
    expect(await screen.findByRole('option', { name: 'Luis' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Mia' })).toBeNull();
  });

  it('asks for a title, a budget and at least three participants before sending anything', async () => {
    const { user, api } = setup();
    const dialog = await form();
    for (const name of [/^Luis/, /^Gran/, /^Ben/])
      await user.click(within(dialog).getByRole('checkbox', { name }));
    await user.click(within(dialog).getByRole('button', { name: 'Start and draw' }));

    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a budget (0 for none)')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least 3 participants')).toBeInTheDocument();
    expect(writes(api)).toEqual([]);
  });

  it('refuses a reveal date that is not still to come', async () => {
    const { user, api } = setup();
    const dialog = await form();
    fireEvent.change(within(dialog).getByLabelText(/Reveal date/), { target: { value: '2020-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Start and draw' }));
    expect(await within(dialog).findByText(/Choose a day after today/)).toBeInTheDocument();
    expect(writes(api)).toEqual([]);
  });
});
