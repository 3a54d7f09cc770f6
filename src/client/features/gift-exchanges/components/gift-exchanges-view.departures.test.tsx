import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GiftExchange } from '#common/gift-exchanges';
import type { FakeRoute } from '../../../test/render';
import { renderInFamily } from '../../../test/render-in-family';
import { testExchange, testMatch } from '../test-fixtures';
import { GiftExchangesView } from './gift-exchanges-view';

/** Issue 29: an exchange after someone taking part left. */
function renderView(exchange: GiftExchange, { owner = true, extra = [] as FakeRoute[] } = {}) {
  return renderInFamily(
    <GiftExchangesView />,
    [
      ...extra,
      { path: '/api/families/3/gift-exchanges', body: [exchange] },
      { method: 'DELETE', path: '/api/gift-exchanges/1', status: 204 },
      { path: '/api/family-members/8/wishlist', body: [] },
    ],
    { role: owner ? 'owner' : 'member' },
  );
}

const opened = (isMe: boolean, memberId: number, name: string) => ({ memberId, name, opened: true, isMe });

describe('an exchange someone left', () => {
  it('tells the owner why it needs them and ends it for everyone once they confirm', async () => {
    const { user, api } = renderView(
      testExchange({
        attention: 'too_few',
        canEnd: true,
        participants: [opened(true, 7, 'Ana'), opened(false, 8, 'Luis')],
      }),
      { extra: [{ path: '/api/gift-exchanges/1/my-match', body: testMatch() }] },
    );
    const card = await screen.findByRole('region', { name: 'Christmas Secret Santa' });
    expect(within(card).getByText('Too few left for a secret draw')).toBeInTheDocument();
    expect(
      within(card).getByText(/Only two are left taking part since others left the family/),
    ).toHaveTextContent('You can end the exchange, and start a new one with those still taking part.');
    // The attention replaces "the draw is final": the owner's way on is ending it.
    expect(within(card).queryByText(/can no longer be redrawn/)).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'End Christmas Secret Santa' }));
    const ask = await screen.findByRole('dialog', { name: 'End Christmas Secret Santa?' });
    await user.click(within(ask).getByRole('button', { name: 'End exchange' }));
    await screen.findByText('Exchange ended');
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'DELETE /api/gift-exchanges/1',
    ]);
  });

  it('shows the giver who took over their new match and why, with no End button for them', async () => {
    renderView(
      testExchange({
        participants: [opened(true, 7, 'Ana'), opened(false, 8, 'Luis'), opened(false, 10, 'Gran')],
      }),
      {
        owner: false,
        extra: [
          {
            path: '/api/gift-exchanges/1/my-match',
            body: testMatch({ changedAt: '2026-12-03T10:00:00.000Z' }),
          },
        ],
      },
    );
    const card = await screen.findByRole('region', { name: 'Christmas Secret Santa' });
    expect(await within(card).findByText('Your match has changed')).toBeInTheDocument();
    expect(within(card).getByText(/Someone taking part left the family on December 3/)).toHaveTextContent(
      'so the person you give to has changed.',
    );
    expect(within(card).getByText(/You give to/)).toHaveTextContent('You give to Luis');
    expect(within(card).queryByRole('button', { name: /^End / })).toBeNull();
  });

  it('tells a participant left with nobody to give to that the owner can end it', async () => {
    renderView(
      testExchange({
        attention: 'unmatched',
        participants: [opened(true, 7, 'Ana'), opened(false, 8, 'Luis'), opened(false, 10, 'Gran')],
      }),
      {
        owner: false,
        extra: [
          {
            path: '/api/gift-exchanges/1/my-match',
            body: testMatch({ receiverMemberId: null, receiverName: null }),
          },
        ],
      },
    );
    const card = await screen.findByRole('region', { name: 'Christmas Secret Santa' });
    expect(within(card).getByText('Someone has nobody to give to')).toBeInTheDocument();
    expect(await within(card).findByText(/The person you drew has left the family/)).toHaveTextContent(
      'nobody could take their place without changing a match someone had already opened. The family owner can end the exchange.',
    );
  });
});
