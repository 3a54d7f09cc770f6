import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render';
import { AddMemberDialog } from './add-member-dialog';

function renderDialog() {
  const api = stubApi([
    { path: '/api/families/3/family-members', body: [] },
    {
      method: 'POST',
      path: '/api/families/3/family-members',
      status: 201,
      body: { id: 21, name: 'Mia' },
    },
  ]);
  vi.stubGlobal('fetch', api.fetch);
  const result = renderWithProviders(<AddMemberDialog opened familyId={3} onClose={() => {}} />);
  return { ...result, api };
}

async function fillIn(user: ReturnType<typeof renderDialog>['user'], age: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Add Family Member' });
  await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Mia');
  await user.click(within(dialog).getByRole('combobox', { name: /Relationship/ }));
  await user.click(await screen.findByRole('option', { name: 'Child' }));
  await user.type(within(dialog).getByRole('textbox', { name: /Age/ }), age);
  await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));
  return dialog;
}

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
});
