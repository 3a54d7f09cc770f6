import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DeparturePreview } from '#common/departures';
import { testFamily } from '../../../test/fixtures';
import { renderWithProviders, stubApi } from '../../../test/render';
import { FamilyDangerZone } from './family-danger-zone';

const PREVIEW: DeparturePreview = {
  exchanges: [
    { id: 4, title: 'Winter Santa', familyName: 'Parkers', remaining: 4 },
    { id: 5, title: 'Cousins swap', familyName: 'Parkers', remaining: 2 },
  ],
  pledges: [
    {
      itemId: 31,
      title: 'Gravel bike',
      forName: 'Sam',
      familyName: 'Parkers',
      amountCents: 2500,
      currency: 'USD',
    },
  ],
  claims: [
    { itemId: 32, title: 'Cookbook', forName: 'Sam', familyName: 'Parkers', quantity: 1, status: 'reserved' },
    { itemId: 33, title: 'Scarf', forName: 'Gran', familyName: 'Parkers', quantity: 1, status: 'purchased' },
  ],
};

function setup(preview: DeparturePreview) {
  const api = stubApi([{ path: '/api/user/departure-preview?familyId=3', body: preview }]);
  vi.stubGlobal('fetch', api.fetch);
  const family = testFamily(3, 'Parkers', { role: 'member', ownerId: 2 });
  const rendered = renderWithProviders(
    <FamilyDangerZone family={family} isOwner={false} members={[]} onGone={vi.fn()} />,
  );
  return { ...rendered, api };
}

describe('the Leave family dialog', () => {
  it('names the exchanges that go on without the member and the pledges and claims released, asking only once opened', async () => {
    const { user, api } = setup(PREVIEW);
    expect(api.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Leave family' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave Parkers?' });
    const changes = await within(ask).findByRole('list', { name: 'What changes for others' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Winter Santa: whoever drew you takes over your match.',
      'Cousins swap: only 2 will be left taking part, so the family owner may end it.',
      'Your $25.00 pledge towards Gravel bike for Sam is released; whoever collects the pledges is told.',
      'Your claim on Cookbook for Sam is released, so someone else can get it.',
      'That you bought Scarf for Gran is forgotten: others will see it as not bought yet.',
    ]);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/user/departure-preview?familyId=3',
    ]);
  });

  it('adds nothing when leaving changes nothing for others', async () => {
    const { user } = setup({ exchanges: [], pledges: [], claims: [] });
    await user.click(screen.getByRole('button', { name: 'Leave family' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave Parkers?' });
    await vi.waitFor(() => expect(within(ask).queryByLabelText('Checking exchanges and pledges')).toBeNull());
    expect(within(ask).queryByText('What changes for others')).toBeNull();
    expect(within(ask).getByRole('button', { name: 'Leave family' })).toBeEnabled();
  });
});
