import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FakeRoute, renderWithProviders, stubApi } from '../../../test/render';
import { AddMemberDialog } from './add-member-dialog';

const OCCASIONS = '/api/family-members/21/occasions';

function renderDialog(routes: FakeRoute[] = []) {
  const api = stubApi([
    { path: '/api/families/3/family-members', body: [] },
    {
      method: 'POST',
      path: '/api/families/3/family-members',
      status: 201,
      body: { id: 21, name: 'Mia' },
    },
    ...routes,
  ]);
  vi.stubGlobal('fetch', api.fetch);
  const onClose = vi.fn();
  const result = renderWithProviders(<AddMemberDialog opened familyId={3} onClose={onClose} />);
  return { ...result, api, onClose };
}

type User = ReturnType<typeof renderDialog>['user'];

async function nameAndRelationship(user: User) {
  const dialog = await screen.findByRole('dialog', { name: 'Add Family Member' });
  await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Mia');
  await user.click(within(dialog).getByRole('combobox', { name: /Relationship/ }));
  await user.click(await screen.findByRole('option', { name: 'Child' }));
  return dialog;
}

async function fillIn(user: User, age: string) {
  const dialog = await nameAndRelationship(user);
  await user.type(within(dialog).getByRole('textbox', { name: /Age/ }), age);
  await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));
  return dialog;
}

async function birthday(user: User, dialog: HTMLElement, month: string, day: string, year = '') {
  const group = within(dialog).getByRole('group', { name: 'Birthday' });
  await user.click(within(group).getByRole('combobox', { name: 'Month' }));
  await user.click(await screen.findByRole('option', { name: month }));
  await user.type(within(group).getByRole('textbox', { name: 'Day' }), day);
  if (year) await user.type(within(group).getByRole('textbox', { name: 'Year' }), year);
  return group;
}

const posts = (api: ReturnType<typeof stubApi>) => api.calls.filter((c) => c.method === 'POST');

describe('adding a family member', () => {
  it('takes an age with the name, so "Mia, 7" is one step', async () => {
    const { user, api } = renderDialog();
    await fillIn(user, '7');
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Mia',
      relationship: 'Child',
      age: 7,
    });
  });

  it('names the age when it is out of range, and sends nothing', async () => {
    const { user, api } = renderDialog();
    const dialog = await fillIn(user, '200');
    expect(await within(dialog).findByText('Age must be a whole number from 1 to 120')).toBeVisible();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('posts the birthday for the new member once the member is saved, and takes the age from its year', async () => {
    const { user, api, onClose } = renderDialog([
      {
        method: 'POST',
        path: OCCASIONS,
        status: 201,
        body: { id: 5, familyMemberId: 21, kind: 'birthday', month: 1, day: 1, year: 2019 },
      },
    ]);
    const dialog = await nameAndRelationship(user);
    await birthday(user, dialog, 'January', '1', '2019');
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));

    expect(await screen.findByText('Family member added')).toBeInTheDocument();
    expect(posts(api).map((c) => c.path)).toEqual(['/api/families/3/family-members', OCCASIONS]);
    // Born on New Year's Day 2019: every day of this year they are this year's age.
    expect(posts(api)[0]?.body).toMatchObject({ name: 'Mia', age: new Date().getFullYear() - 2019 });
    expect(posts(api)[1]?.body).toEqual({ kind: 'birthday', month: 1, day: 1, year: 2019 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says the member was saved but the birthday was not when the birthday fails', async () => {
    const { user, api, onClose } = renderDialog([
      { method: 'POST', path: OCCASIONS, status: 500, body: { message: 'x' } },
    ]);
    const dialog = await nameAndRelationship(user);
    await birthday(user, dialog, 'March', '12');
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));

    expect(await screen.findByText('Birthday not saved')).toBeInTheDocument();
    expect(screen.getByText(/Mia was added, but the birthday was not saved/)).toBeInTheDocument();
    expect(posts(api)[1]?.body).toEqual({ kind: 'birthday', month: 3, day: 12, year: null });
    // The member is kept: the dialog closes as after any add, nothing is sent twice.
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(posts(api)).toHaveLength(2);
  });

  it('refuses February 30 on the field, and sends nothing', async () => {
    const { user, api } = renderDialog();
    const dialog = await nameAndRelationship(user);
    const group = await birthday(user, dialog, 'February', '30');
    const day = within(group).getByRole('textbox', { name: 'Day' });
    expect(day).toHaveAccessibleDescription(/February has no day 30/);
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    expect(await screen.findByText('Check the birthday')).toBeInTheDocument();
    expect(posts(api)).toEqual([]);
  });

  it('adds a member without a birthday as before, with no occasion', async () => {
    const { user, api } = renderDialog();
    await fillIn(user, '7');
    expect(await screen.findByText('Family member added')).toBeInTheDocument();
    expect(posts(api).map((c) => c.path)).toEqual(['/api/families/3/family-members']);
  });
});
