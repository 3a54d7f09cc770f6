import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GiftExchange } from '#common/gift-exchanges';
import type { FakeRoute, stubApi } from '../../../test/render';
import { renderInFamily } from '../../../test/render-in-family';
import { testExchange, testMatch, testWish } from '../test-fixtures';
import { GiftExchangesView } from './gift-exchanges-view';
import { REVEAL_WARNING } from './my-match-panel';

const LIST = '/api/families/3/gift-exchanges';

function renderView(exchanges: GiftExchange[], { owner = true, extra = [] as FakeRoute[] } = {}) {
  return renderInFamily(<GiftExchangesView />, [...extra, { path: LIST, body: exchanges }], {
    role: owner ? 'owner' : 'member',
  });
}

const callsTo = (api: ReturnType<typeof stubApi>, path: string) => api.calls.filter((c) => c.path === path);

describe('the Gift exchanges page', () => {
  it('explains Secret Santa and lets the owner start one when there is none', async () => {
    const { user } = renderView([]);
    expect(await screen.findByText('No gift exchanges yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start an exchange' }));
    expect(await screen.findByRole('dialog', { name: 'Start a gift exchange' })).toBeInTheDocument();
  });

  it('shows non-owners no Start button, only whom to ask', async () => {
    renderView([], { owner: false });
    expect(await screen.findByText('No gift exchanges yet')).toBeInTheDocument();
    expect(screen.getByText('Ask the family owner to start one.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Start an exchange/ })).toBeNull();
  });

  it('lists an exchange with its budget, reveal date, who takes part and who opened their match', async () => {
    renderView(
      [
        testExchange({
          participants: [
            { memberId: 7, name: 'Ana', opened: false, isMe: true },
            { memberId: 8, name: 'Luis', opened: true, isMe: false },
            { memberId: 10, name: 'Gran', opened: false, isMe: false },
          ],
          exclusions: [[7, 8]],
        }),
      ],
      { owner: false },
    );
    const card = await screen.findByRole('region', { name: 'Christmas Secret Santa' });
    expect(within(card).getByText('Budget $25')).toBeInTheDocument();
    expect(within(card).getByText(/Reveal .*2099/)).toBeInTheDocument();
    expect(within(card).getByText('You take part')).toBeInTheDocument();
    const people = within(card).getAllByRole('listitem');
    expect(people.map((p) => p.textContent)).toEqual([
      'Ana (you): not opened yet',
      'Luis: opened their match',
      'Gran: not opened yet',
    ]);
    expect(within(card).getByText('Kept apart: Ana ↔ Luis')).toBeInTheDocument();
    // A member sees no Start button beside a list either.
    expect(screen.queryByRole('button', { name: /Start an exchange/ })).toBeNull();
  });

  it('asks for my-match only after "Reveal my match" is pressed, then shows the name and wishlist', async () => {
    const { user, api } = renderView([testExchange()], {
      extra: [
        { path: '/api/gift-exchanges/1/my-match', body: testMatch() },
        {
          path: '/api/family-members/8/wishlist',
          body: [
            testWish({
              title: 'Rain jacket',
              priceCents: 5999,
              currency: 'USD',
              url: 'https://shop.test/jacket',
            }),
            testWish({ id: 32, title: 'Chess set' }),
          ],
        },
      ],
    });
    const card = await screen.findByRole('region', { name: 'Christmas Secret Santa' });
    expect(within(card).getByText(REVEAL_WARNING)).toBeInTheDocument();
    expect(within(card).queryByText(/You give to/)).toBeNull();
    expect(callsTo(api, '/api/gift-exchanges/1/my-match')).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Reveal my match' }));

    expect(await within(card).findByText(/You give to/)).toHaveTextContent('You give to Luis');
    // The pressed button is gone: the focus waits on the match's heading.
    expect(within(card).getByRole('heading', { name: 'Your match' })).toHaveFocus();
    expect(within(card).getByText('Budget: $25')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: "See Luis's page" })).toHaveAttribute(
      'href',
      '/family-profiles/8',
    );
    const jacket = await within(card).findByRole('link', { name: /Rain jacket/ });
    expect(jacket).toHaveAttribute('href', 'https://shop.test/jacket');
    expect(within(card).getByText('$59.99')).toBeInTheDocument();
    expect(within(card).getByText('Chess set')).toBeInTheDocument();
    expect(callsTo(api, '/api/gift-exchanges/1/my-match')).toHaveLength(1);
    // The list is asked again, for the "opened" ticks and the owner's Redraw.
    expect(callsTo(api, LIST).length).toBeGreaterThanOrEqual(2);
  });

  it('shows a match already opened straight away on a later visit', async () => {
    const { api } = renderView(
      [
        testExchange({
          participants: [
            { memberId: 7, name: 'Ana', opened: true, isMe: true },
            { memberId: 8, name: 'Luis', opened: false, isMe: false },
            { memberId: 10, name: 'Gran', opened: false, isMe: false },
          ],
        }),
      ],
      {
        extra: [
          {
            path: '/api/gift-exchanges/1/my-match',
            body: testMatch({ receiverMemberId: 10, receiverName: 'Gran' }),
          },
          { path: '/api/family-members/10/wishlist', body: [] },
        ],
      },
    );
    const card = await screen.findByRole('region', { name: 'Christmas Secret Santa' });
    expect(await within(card).findByText(/You give to/)).toHaveTextContent('You give to Gran');
    expect(within(card).queryByRole('button', { name: 'Reveal my match' })).toBeNull();
    expect(await within(card).findByText(/Gran has nothing on their wishlist yet/)).toBeInTheDocument();
    expect(callsTo(api, '/api/gift-exchanges/1/my-match')).toHaveLength(1);
  });

  it('offers the owner Redraw only while nobody has opened their match, and asks first', async () => {
    const { user, api } = renderView(
      [
        testExchange({ id: 1, title: 'Christmas', canRedraw: true, takingPart: false }),
        testExchange({
          id: 2,
          title: 'Easter',
          canRedraw: false,
          takingPart: false,
          participants: [
            { memberId: 7, name: 'Ana', opened: true, isMe: false },
            { memberId: 8, name: 'Luis', opened: false, isMe: false },
            { memberId: 10, name: 'Gran', opened: false, isMe: false },
          ],
        }),
      ],
      { extra: [{ method: 'POST', path: '/api/gift-exchanges/1/redraw', body: testExchange() }] },
    );
    const easter = await screen.findByRole('region', { name: 'Easter' });
    expect(within(easter).queryByRole('button', { name: /Redraw/ })).toBeNull();
    expect(within(easter).getByText(/The draw is final/)).toBeInTheDocument();

    const christmas = screen.getByRole('region', { name: 'Christmas' });
    await user.click(within(christmas).getByRole('button', { name: 'Redraw Christmas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Draw Christmas again?' });
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Draw again' }));

    expect(await screen.findByText('Drawn again')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/gift-exchanges/1/redraw',
    ]);
  });

  it('shows no Redraw to a member even when the draw could still change', async () => {
    // canRedraw is the owner's alone; the page follows what the server says.
    renderView([testExchange({ canRedraw: false })], { owner: false });
    const card = await screen.findByRole('region', { name: 'Christmas Secret Santa' });
    expect(within(card).queryByRole('button', { name: /Redraw/ })).toBeNull();
    expect(within(card).queryByText(/The draw is final/)).toBeNull();
  });

  it('lists the whole draw once the reveal date has come', async () => {
    renderView([
      testExchange({
        revealDate: '2026-12-24',
        revealed: true,
        takingPart: false,
        pairs: [
          { giver: 'Ana', receiver: 'Luis' },
          { giver: 'Luis', receiver: 'Gran' },
          { giver: 'Gran', receiver: 'Ana' },
        ],
      }),
    ]);
    const card = await screen.findByRole('region', { name: 'Christmas Secret Santa' });
    const draw = within(card).getByRole('list', { name: 'The whole draw' });
    expect(
      within(draw)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ana → Luis', 'Luis → Gran', 'Gran → Ana']);
  });

  it('says when the exchanges could not be loaded', async () => {
    renderView([], {
      extra: [{ path: LIST, status: 500, body: { code: 'internal', message: 'Database unavailable' } }],
    });
    expect(await screen.findByText('Gift exchanges could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('500: Database unavailable')).toBeInTheDocument();
  });
});
