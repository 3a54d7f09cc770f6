import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FamilyMember } from '#common/members';
import { testMember } from '../../../test/fixtures';
import { renderWithProviders, stubApi } from '../../../test/render';
import { EditProfileDialog } from './edit-profile-dialog';

function open(member: FamilyMember) {
  const api = stubApi([{ method: 'PUT', path: `/api/families/3/family-members/${member.id}`, body: member }]);
  vi.stubGlobal('fetch', api.fetch);
  const rendered = renderWithProviders(
    <EditProfileDialog opened onClose={() => {}} familyId={3} member={member} />,
  );
  return { ...rendered, api };
}

describe('EditProfileDialog', () => {
  it("offers the questionnaire's chips for hobbies, with a field for anything else", async () => {
    const { user, api } = open(testMember({ name: 'Joe', lifestyle: { hobbies: ['Reading'] } }));
    const dialog = await screen.findByRole('dialog', { name: /Edit Profile/ });
    await user.click(within(dialog).getByRole('tab', { name: 'Lifestyle' }));
    const hobbies = within(dialog).getByRole('group', { name: 'Hobbies' });
    expect(within(hobbies).getByRole('checkbox', { name: 'Reading' })).toBeChecked();
    await user.click(within(hobbies).getByRole('checkbox', { name: 'Gardening' }));

    await user.type(within(dialog).getByLabelText('Other hobby'), 'Woodwork{Enter}');
    // Typing an option's name ticks that option rather than adding a look-alike.
    await user.type(within(dialog).getByLabelText('Other hobby'), 'gaming{Enter}');
    await user.type(within(dialog).getByLabelText('Other hobby'), 'woodwork{Enter}');
    expect(within(dialog).getByLabelText('Other hobby')).toHaveAccessibleDescription(
      '"woodwork" is already in the list',
    );
    expect(within(hobbies).getByRole('checkbox', { name: 'Woodwork' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = api.calls.find((c) => c.method === 'PUT')?.body as { lifestyle: { hobbies: string[] } };
    expect(body.lifestyle.hobbies).toEqual(['Reading', 'Gardening', 'Woodwork', 'Gaming']);
  });

  it('gives every select a placeholder, and a child the life stages of a child', async () => {
    const { user } = open(testMember({ name: 'Lily', relationship: 'Child', isChild: true, age: 7 }));
    const dialog = await screen.findByRole('dialog', { name: /Edit Profile/ });
    await user.click(within(dialog).getByRole('tab', { name: 'Lifestyle' }));
    expect(within(dialog).getByRole('combobox', { name: 'Work schedule' })).toHaveAttribute(
      'placeholder',
      'Choose a work schedule',
    );
    const stage = within(dialog).getByRole('combobox', { name: 'Life stage' });
    expect(stage).toHaveAttribute('placeholder', 'Choose a life stage');
    await user.click(stage);
    expect(await screen.findByRole('option', { name: 'Baby or toddler' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Retired' })).toBeNull();

    await user.click(within(dialog).getByRole('tab', { name: 'Shopping' }));
    expect(within(dialog).getByRole('combobox', { name: 'Budget range' })).toHaveAttribute(
      'placeholder',
      'Choose a budget',
    );
  });
});
