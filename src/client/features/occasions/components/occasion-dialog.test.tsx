import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Occasion } from '#common/occasions';
import { testMember } from '../../../test/fixtures';
import { testOccasion } from '../../../test/record-fixtures';
import { type FakeRoute, renderWithProviders, stubApi } from '../../../test/render';
import { OccasionDialog, type OccasionDialogProps } from './occasion-dialog';

const MEMBERS = [
  testMember({ id: 7, name: 'Ann' }),
  testMember({ id: 8, name: 'Luis', isSelf: false, relationship: 'Spouse' }),
];

function setup(props: Partial<OccasionDialogProps> = {}, existing: Occasion[] = [], extra: FakeRoute[] = []) {
  const api = stubApi([
    ...extra,
    { path: '/api/family-members/7/occasions', body: existing },
    { path: '/api/families/3/family-members', body: MEMBERS },
    { method: 'POST', path: '/api/family-members/7/occasions', status: 201, body: testOccasion() },
    { method: 'PUT', path: /^\/api\/occasions\/\d+$/, body: testOccasion() },
  ]);
  vi.stubGlobal('fetch', api.fetch);
  const onClose = vi.fn();
  const result = renderWithProviders(
    <OccasionDialog opened onClose={onClose} familyId={3} member={{ id: 7, name: 'Ann' }} {...props} />,
  );
  return { ...result, api, onClose };
}

const writes = (api: ReturnType<typeof stubApi>) => api.calls.filter((c) => c.method !== 'GET');

async function form(name: RegExp) {
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findByRole('button', { name: 'Cancel' });
  return dialog;
}

async function pickMonth(user: UserEvent, dialog: HTMLElement, month: string) {
  await user.click(within(dialog).getByRole('combobox', { name: /Month/ }));
  await user.click(await screen.findByRole('option', { name: month }));
}

async function type(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('the occasion dialog', () => {
  it('adds a birthday with its month, day and year', async () => {
    const { user, api, onClose } = setup();
    const dialog = await form(/Add an occasion for Ann/);
    expect(within(dialog).getByRole('radio', { name: 'Birthday' })).toBeChecked();
    // A birthday has no title.
    expect(within(dialog).queryByRole('textbox', { name: /Title/ })).toBeNull();

    await pickMonth(user, dialog, 'March');
    await type(user, within(dialog).getByRole('textbox', { name: /Day/ }), '14');
    await type(user, within(dialog).getByRole('textbox', { name: /Year of birth/ }), '1985');
    await user.click(within(dialog).getByRole('button', { name: 'Add occasion' }));

    expect(await screen.findByText('Occasion added')).toBeInTheDocument();
    expect(writes(api)).toEqual([
      {
        method: 'POST',
        path: '/api/family-members/7/occasions',
        body: { kind: 'birthday', title: null, month: 3, day: 14, year: 1985, otherMemberId: null },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for a month, a day and a custom occasion’s title before sending anything', async () => {
    const { user, api } = setup();
    const dialog = await form(/Add an occasion for Ann/);
    await user.click(within(dialog).getByRole('radio', { name: 'Custom' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add occasion' }));

    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveAccessibleDescription(
      'Title is required for a custom occasion',
    );
    expect(await within(dialog).findByText('Choose a month')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the day')).toBeInTheDocument();
    expect(writes(api)).toEqual([]);
  });

  it('refuses a one-off date without its year, and a day its month does not have that year', async () => {
    const { user, api } = setup();
    const dialog = await form(/Add an occasion for Ann/);
    await user.click(within(dialog).getByRole('radio', { name: 'Custom' }));
    await type(user, within(dialog).getByRole('textbox', { name: /Title/ }), 'Recital');
    await pickMonth(user, dialog, 'February');
    await type(user, within(dialog).getByRole('textbox', { name: /Day/ }), '29');
    await user.click(within(dialog).getByRole('switch', { name: 'Every year' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add occasion' }));

    expect(await within(dialog).findByText('Year is required for a one-off date')).toBeInTheDocument();
    expect(writes(api)).toEqual([]);

    await type(user, within(dialog).getByRole('textbox', { name: /^Year/ }), '2027');
    await user.click(within(dialog).getByRole('button', { name: 'Add occasion' }));
    expect(await within(dialog).findByText('February 2027 has no day 29')).toBeInTheDocument();
    expect(writes(api)).toEqual([]);
  });

  it('saves an anniversary with another family member, without a title', async () => {
    const { user, api } = setup({}, [testOccasion()]);
    const dialog = await form(/Add an occasion for Ann/);
    // Ann already has her birthday: a new occasion starts as an anniversary.
    expect(within(dialog).getByRole('radio', { name: 'Birthday' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Anniversary' })).toBeChecked();
    await user.click(within(dialog).getByRole('combobox', { name: /With/ }));
    // The member herself is not offered.
    expect(screen.queryByRole('option', { name: 'Ann' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Luis' }));
    await pickMonth(user, dialog, 'June');
    await type(user, within(dialog).getByRole('textbox', { name: /Day/ }), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Add occasion' }));

    await screen.findByText('Occasion added');
    expect(writes(api)[0]?.body).toEqual({
      kind: 'anniversary',
      title: null,
      month: 6,
      day: 20,
      year: null,
      otherMemberId: 8,
    });
  });

  it('sends the whole occasion when it is changed', async () => {
    const occasion = testOccasion({ id: 21, kind: 'custom', title: 'Recital', month: 5, day: 2, year: null });
    const { user, api } = setup({ occasion }, [occasion]);
    const dialog = await form(/Edit occasion: Ann/);
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Recital');
    await user.clear(title);
    await type(user, title, 'Piano recital');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText('Occasion saved');
    expect(writes(api)).toEqual([
      {
        method: 'PUT',
        path: '/api/occasions/21',
        body: {
          kind: 'custom',
          title: 'Piano recital',
          month: 5,
          day: 2,
          year: null,
          recurring: true,
          otherMemberId: null,
        },
      },
    ]);
  });

  it("keeps the form open and shows the server's reason when saving fails", async () => {
    const { user, onClose } = setup(
      {},
      [],
      [
        {
          method: 'POST',
          path: '/api/family-members/7/occasions',
          status: 409,
          body: {
            code: 'birthday_exists',
            message: 'Ann already has a birthday',
            params: { memberId: 7, name: 'Ann' },
          },
        },
      ],
    );
    const dialog = await form(/Add an occasion for Ann/);
    await pickMonth(user, dialog, 'March');
    await type(user, within(dialog).getByRole('textbox', { name: /Day/ }), '14');
    await user.click(within(dialog).getByRole('button', { name: 'Add occasion' }));

    expect(await screen.findByText('Ann already has a birthday')).toBeInTheDocument();
    expect(screen.getByText('Occasion not saved')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Add occasion' })).toBeEnabled();
  });

  it('starts a custom occasion from an upcoming event of the profile', async () => {
    setup({ suggestedTitle: 'Graduation' });
    const dialog = await form(/Add an occasion for Ann/);
    expect(within(dialog).getByRole('radio', { name: 'Custom' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('Graduation');
  });
});
