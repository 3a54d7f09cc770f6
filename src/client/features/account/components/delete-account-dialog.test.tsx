import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DeletionPreview } from '#common/account';
import type { DeparturePreview } from '#common/departures';
import { renderWithProviders, stubApi } from '../../../test/render';
import { DeleteAccountDialog } from './delete-account-dialog';

const DELETION: DeletionPreview = { ownedFamilies: [], memberships: 2, ownMemberRecords: 2 };
const DEPARTURE: DeparturePreview = {
  exchanges: [{ id: 4, title: 'Winter Santa', familyName: 'Parkers', remaining: 3 }],
  pledges: [
    {
      itemId: 31,
      title: 'Gravel bike',
      forName: 'Sam',
      familyName: 'Lees',
      amountCents: 2500,
      currency: 'EUR',
    },
  ],
  claims: [],
};

describe('the Delete account dialog', () => {
  it('names, family by family, the exchanges mended and the pledges released', async () => {
    const api = stubApi([
      { path: '/api/user/deletion-preview', body: DELETION },
      { path: '/api/user/departure-preview', body: DEPARTURE },
    ]);
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<DeleteAccountDialog opened onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
    const changes = await within(dialog).findByRole('list', { name: 'What changes for others' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Winter Santa (Parkers): whoever drew you takes over your match.',
      'Your €25.00 pledge towards Gravel bike for Sam in Lees is released; whoever collects the pledges is told.',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  });
});
