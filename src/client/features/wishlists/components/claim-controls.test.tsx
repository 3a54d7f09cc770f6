import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ClaimState, WishlistItem } from '#common/wishlists';
import { testWishlistItem } from '../../../test/record-fixtures';
import { type FakeRoute, renderWithProviders, stubApi } from '../../../test/render';
import { testClaimState } from '../test-fixtures';
import { ClaimControls } from './claim-controls';

function setup(item: WishlistItem, state: ClaimState, routes: FakeRoute[] = []) {
  const api = stubApi([
    ...routes,
    { method: 'POST', path: /^\/api\/wishlist-items\/\d+\/claims$/, status: 201, body: item },
    { method: 'DELETE', path: /^\/api\/wishlist-items\/\d+\/claims\/mine$/, status: 204 },
    { method: 'PUT', path: /^\/api\/wishlist-items\/\d+\/group-gift$/, body: item },
    { method: 'POST', path: /^\/api\/wishlist-items\/\d+\/pledges$/, status: 201, body: item },
    { method: 'DELETE', path: /^\/api\/wishlist-items\/\d+\/pledges\/mine$/, status: 204 },
  ]);
  vi.stubGlobal('fetch', api.fetch);
  const result = renderWithProviders(<ClaimControls item={item} state={state} memberName="Lily" />);
  return { ...result, api };
}

const writes = (api: ReturnType<typeof stubApi>) => api.calls.filter((c) => c.method !== 'GET');

async function type(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.clear(field);
  await user.paste(text);
}

/** The item claimed whole by Rae, who started a group gift. */
const claimedByRae = (groupGift: ClaimState['groupGift']) =>
  testClaimState({
    remaining: 0,
    claimedQuantity: 1,
    canClaim: false,
    claims: [{ userId: 5, name: 'Rae', mine: false, quantity: 1, status: 'reserved' }],
    groupGift,
  });

describe('claiming a wishlist item', () => {
  it('posts a reservation when a relative says they will get it', async () => {
    const { user, api } = setup(testWishlistItem({ id: 31 }), testClaimState());
    expect(screen.getByText('Not claimed yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "I'll get this" }));

    expect(await screen.findByText('Claimed')).toBeInTheDocument();
    expect(writes(api)).toEqual([
      { method: 'POST', path: '/api/wishlist-items/31/claims', body: { quantity: 1, status: 'reserved' } },
    ]);
  });

  it('claims the chosen number of an item wanted more than once, as bought', async () => {
    const item = testWishlistItem({ id: 32, quantity: 3 });
    const { user, api } = setup(
      item,
      testClaimState({
        remaining: 2,
        claimedQuantity: 1,
        claims: [{ userId: 5, name: 'Rae', mine: false, quantity: 1, status: 'reserved' }],
      }),
    );
    expect(screen.getByText('2 of 3 left')).toBeInTheDocument();
    expect(screen.getByText('Rae reserved 1')).toBeInTheDocument();
    await type(user, screen.getByRole('textbox', { name: 'How many' }), '2');
    await user.click(screen.getByRole('button', { name: 'Bought it' }));

    await screen.findByText('Marked as bought');
    expect(writes(api)).toEqual([
      { method: 'POST', path: '/api/wishlist-items/32/claims', body: { quantity: 2, status: 'purchased' } },
    ]);
  });

  it("shows the server's message when someone else got there first", async () => {
    const { user } = setup(testWishlistItem({ id: 31 }), testClaimState(), [
      {
        method: 'POST',
        path: '/api/wishlist-items/31/claims',
        status: 409,
        body: { code: 'item_already_claimed', message: 'Someone else has already claimed this item' },
      },
    ]);
    await user.click(screen.getByRole('button', { name: "I'll get this" }));

    expect(await screen.findByText('Someone else has already claimed this item')).toBeInTheDocument();
    expect(screen.getByText('Not claimed')).toBeInTheDocument();
  });

  it('says who claimed what, and that nothing is left, with no claim buttons', () => {
    setup(
      testWishlistItem({ quantity: 2 }),
      testClaimState({
        remaining: 0,
        claimedQuantity: 2,
        purchasedQuantity: 1,
        canClaim: false,
        claims: [
          { userId: 5, name: 'Rae', mine: false, quantity: 1, status: 'reserved' },
          { userId: 6, name: 'Sam', mine: false, quantity: 1, status: 'purchased' },
        ],
      }),
    );
    expect(screen.getByText('Claimed')).toBeInTheDocument();
    const who = screen.getByRole('list', { name: 'Who claimed it' });
    expect(
      within(who)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Rae reserved 1', 'Sam bought 1']);
    expect(screen.getByText(/All 2 are claimed: nothing left for you to get/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "I'll get this" })).toBeNull();
  });

  it('lets the claimer mark it bought or release it, and tells them when it changed since', async () => {
    const { user, api } = setup(
      testWishlistItem({ id: 34 }),
      testClaimState({
        remaining: 0,
        claimedQuantity: 1,
        changedSinceMyClaim: true,
        claims: [{ userId: 1, name: 'Ann', mine: true, quantity: 1, status: 'reserved' }],
      }),
    );
    expect(screen.getByText('You reserved 1')).toBeInTheDocument();
    expect(screen.getByText('Changed since you claimed it')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Still getting it' }));
    await screen.findByText('Claim kept');
    await user.click(screen.getByRole('button', { name: 'Release my claim' }));
    await screen.findByText('Claim released');

    expect(writes(api)).toEqual([
      { method: 'POST', path: '/api/wishlist-items/34/claims', body: { quantity: 1, status: 'reserved' } },
      { method: 'DELETE', path: '/api/wishlist-items/34/claims/mine', body: undefined },
    ]);
  });
});

describe('a pledge released because its pledger left', () => {
  it('tells the claimer how much went and what is pledged now, until they say they got it', async () => {
    const { user, api } = setup(
      testWishlistItem({ id: 36, currency: 'USD' }),
      testClaimState({
        remaining: 0,
        claimedQuantity: 1,
        claims: [{ userId: 1, name: 'Ann', mine: true, quantity: 1, status: 'reserved' }],
        groupGift: { targetCents: 10000, pledgedCents: 5000, pledges: [] },
        releasedPledges: [{ amountCents: 2500, releasedAt: '2026-12-03T10:00:00.000Z' }],
      }),
    );
    expect(screen.getByText('A pledge was released')).toBeInTheDocument();
    expect(
      screen.getByText(
        '$25.00 pledged towards it was released: the person who pledged it is no longer in the family. $50.00 of $100.00 is pledged now.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    await screen.findByText('Noted');
    expect(writes(api)).toEqual([
      { method: 'POST', path: '/api/wishlist-items/36/claims', body: { quantity: 1, status: 'reserved' } },
    ]);
  });
});

describe('chipping in to a group gift', () => {
  const mine = { userId: 1, name: 'Ann', mine: true, quantity: 1, status: 'reserved' } as const;

  it('lets the claimer make the item a group gift with a target', async () => {
    const { user, api } = setup(
      testWishlistItem({ id: 35, priceCents: 12000, currency: 'USD' }),
      testClaimState({ remaining: 0, claimedQuantity: 1, claims: [mine] }),
    );
    await user.click(screen.getByRole('button', { name: 'Make it a group gift' }));
    const target = screen.getByRole('textbox', { name: 'Target (USD)' });
    expect(target).toHaveValue('120');
    await type(user, target, '150');
    await user.click(screen.getByRole('button', { name: 'Start group gift' }));

    await screen.findByText('Group gift started');
    expect(writes(api)).toEqual([
      { method: 'PUT', path: '/api/wishlist-items/35/group-gift', body: { targetCents: 15000 } },
    ]);
  });

  it('shows a target below what is pledged in money, from the refusal parameters', async () => {
    const { user } = setup(
      testWishlistItem({ id: 37, priceCents: 12000, currency: 'USD' }),
      testClaimState({ remaining: 0, claimedQuantity: 1, claims: [mine] }),
      [
        {
          method: 'PUT',
          path: '/api/wishlist-items/37/group-gift',
          status: 400,
          body: {
            code: 'group_target_below_pledged',
            message: 'targetCents: 6000 cents are already pledged',
            params: { field: 'targetCents', pledgedCents: 6000 },
          },
        },
      ],
    );
    await user.click(screen.getByRole('button', { name: 'Make it a group gift' }));
    await type(user, screen.getByRole('textbox', { name: 'Target (USD)' }), '50');
    await user.click(screen.getByRole('button', { name: 'Start group gift' }));
    expect(
      await screen.findByText('$60.00 is already pledged: the target cannot be lower.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Group gift not saved')).toBeInTheDocument();
  });

  it('offers no group gift to a relative who has not claimed the item', () => {
    setup(testWishlistItem(), testClaimState());
    expect(screen.queryByRole('button', { name: 'Make it a group gift' })).toBeNull();
  });

  it('shows what is pledged of the target and records a new pledge, refusing more than is left', async () => {
    const { user, api } = setup(
      testWishlistItem({ id: 36, title: 'Bike', currency: 'USD', priceCents: 5000 }),
      claimedByRae({
        targetCents: 5000,
        pledgedCents: 3000,
        pledges: [{ userId: 5, name: 'Rae', mine: false, amountCents: 3000 }],
      }),
    );
    const bar = screen.getByRole('progressbar', { name: 'Pledged towards Bike' });
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(bar).toHaveAttribute('aria-valuetext', '$30.00 of $50.00 pledged');
    expect(screen.getByText('$20.00 to go')).toBeInTheDocument();
    expect(screen.getByText('Rae: $30.00')).toBeInTheDocument();
    // The item is taken, but the group gift is not: the viewer is told what they can still do.
    expect(
      screen.getByText('Someone has already claimed this: you can chip in to the group gift below.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/nothing left for you to get/)).toBeNull();

    const amount = screen.getByRole('textbox', { name: 'Your pledge (USD)' });
    await type(user, amount, '25');
    await user.click(screen.getByRole('button', { name: 'Chip in' }));
    expect(await screen.findByText('Only $20.00 is left to reach the target')).toBeInTheDocument();
    expect(writes(api)).toEqual([]);

    await type(user, amount, '20');
    await user.click(screen.getByRole('button', { name: 'Chip in' }));
    await screen.findByText('Pledge saved');
    expect(writes(api)).toEqual([
      { method: 'POST', path: '/api/wishlist-items/36/pledges', body: { amountCents: 2000 } },
    ]);
  });

  it('lets a pledger change or withdraw their pledge once the target is reached', async () => {
    const { user, api } = setup(
      testWishlistItem({ id: 37, title: 'Bike', currency: 'EUR' }),
      claimedByRae({
        targetCents: 4000,
        pledgedCents: 4000,
        pledges: [
          { userId: 5, name: 'Rae', mine: false, amountCents: 3000 },
          { userId: 1, name: 'Ann', mine: true, amountCents: 1000 },
        ],
      }),
    );
    expect(screen.getByText('Target reached')).toBeInTheDocument();
    expect(screen.getByText('You: €10.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chip in' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Change my pledge' }));
    await type(user, screen.getByRole('textbox', { name: 'Your pledge (EUR)' }), '5');
    await user.click(screen.getByRole('button', { name: 'Save pledge' }));
    await screen.findByText('Pledge changed');
    await user.click(screen.getByRole('button', { name: 'Withdraw my pledge' }));
    await screen.findByText('Pledge withdrawn');

    expect(writes(api)).toEqual([
      { method: 'POST', path: '/api/wishlist-items/37/pledges', body: { amountCents: 500 } },
      { method: 'DELETE', path: '/api/wishlist-items/37/pledges/mine', body: undefined },
    ]);
  });

  it('shows a refused pledge in money, not cents', async () => {
    const { user } = setup(
      testWishlistItem({ id: 38, title: 'Bike', currency: 'USD' }),
      testClaimState({
        remaining: 0,
        groupGift: { targetCents: 5000, pledgedCents: 0, pledges: [] },
      }),
      [
        {
          method: 'POST',
          path: '/api/wishlist-items/38/pledges',
          status: 400,
          body: {
            code: 'pledge_exceeds_remaining',
            message: 'amountCents: at most 1500 cents are left to reach the target',
            params: { field: 'amountCents', remainingCents: 1500 },
          },
        },
      ],
    );
    await type(user, screen.getByRole('textbox', { name: 'Your pledge (USD)' }), '20');
    await user.click(screen.getByRole('button', { name: 'Chip in' }));
    expect(await screen.findByText('Only $15.00 is left to reach the target.')).toBeInTheDocument();
    expect(screen.getByText('Pledge not saved')).toBeInTheDocument();
  });
});
