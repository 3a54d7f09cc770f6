import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WishlistItem } from '#common/wishlists';
import { testMember } from '../../../test/fixtures';
import { testHoliday, testUpcoming, testWishlistItem } from '../../../test/record-fixtures';
import type { FakeRoute, stubApi } from '../../../test/render';
import { renderInFamily } from '../../../test/render-in-family';
import { testClaimState } from '../test-fixtures';
import { WishlistsView } from './wishlists-view';

const MEMBERS = [
  testMember({ id: 7, name: 'Ann', isSelf: true, canEdit: true }),
  testMember({ id: 8, name: 'Lily', isSelf: false, canEdit: true }),
  testMember({ id: 9, name: 'Gran', isSelf: false, canEdit: false }),
];

const OCCASIONS = [
  testUpcoming({ id: 11 }),
  testHoliday('Christmas Day', { date: '2026-12-25' }),
  testUpcoming({ id: 14, familyMemberId: 9, memberName: 'Gran', date: '2027-02-03', daysAway: 65 }),
];

function renderView(items: WishlistItem[], { route = '/wishlists', extra = [] as FakeRoute[] } = {}) {
  return renderInFamily(
    <WishlistsView />,
    [
      ...extra,
      { path: '/api/families/3/family-members', body: MEMBERS },
      { path: '/api/families/3/occasions?days=366', body: OCCASIONS },
      { path: /^\/api\/families\/3\/wishlists/, body: items },
    ],
    { route },
  );
}

const wishlistCalls = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((c) => c.path.startsWith('/api/families/3/wishlists')).map((c) => c.path);

describe('the Wishlists page', () => {
  it("lists every member's items grouped by member, in the family's order", async () => {
    renderView([
      testWishlistItem({
        id: 1,
        familyMemberId: 9,
        title: 'Reading glasses',
        canEdit: false,
        claimState: testClaimState(),
      }),
      testWishlistItem({ id: 2, familyMemberId: 7, title: 'Rain jacket' }),
      testWishlistItem({
        id: 3,
        familyMemberId: 9,
        title: 'Jigsaw',
        canEdit: false,
        occasionId: 14,
        claimState: testClaimState(),
      }),
    ]);
    const groups = await screen.findAllByRole('region');
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual([
      'Ann (you)',
      'Lily',
      'Gran',
    ]);
    expect(within(groups[0] as HTMLElement).getAllByRole('listitem', { name: /./ })).toHaveLength(1);
    expect(groups[1]).toHaveTextContent("Nothing on Lily's wishlist yet.");
    const gran = within(groups[2] as HTMLElement);
    expect(gran.getByRole('listitem', { name: 'Jigsaw' })).toHaveTextContent("For Gran's birthday");
    // Ann may add to her own list and Lily's, not to Gran's.
    expect(screen.getByRole('button', { name: "Add item to Ann's wishlist" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Add item to Lily's wishlist" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Add item to Gran's wishlist" })).toBeNull();
  });

  it('names each Add item button with its visible label first (label in name)', async () => {
    renderView([testWishlistItem({ familyMemberId: 8, title: 'Kite', claimState: testClaimState() })]);
    const add = await screen.findByRole('button', { name: "Add item to Ann's wishlist" });
    expect(add).toHaveTextContent('Add item');
    expect(add.getAttribute('aria-label')?.startsWith(add.textContent ?? '')).toBe(true);
  });

  it('asks the server again when a filter changes, and keeps the filters in the address', async () => {
    const { user, api, router } = renderView([
      testWishlistItem({ familyMemberId: 8, title: 'Kite', claimState: testClaimState() }),
    ]);
    await screen.findByRole('listitem', { name: 'Kite' });
    expect(wishlistCalls(api)).toEqual(['/api/families/3/wishlists']);

    await user.click(screen.getByRole('combobox', { name: 'Occasion' }));
    // The family's own occasions only: a holiday has no wishlist items.
    expect(screen.queryByRole('option', { name: /Christmas Day/ })).toBeNull();
    await user.click(await screen.findByRole('option', { name: /^Lily's birthday/ }));
    await vi.waitFor(() => expect(wishlistCalls(api)).toContain('/api/families/3/wishlists?occasionId=11'));
    expect(router.state.location.search).toBe('?occasion=11');

    await user.click(screen.getByRole('switch', { name: /Not yet claimed/ }));
    await vi.waitFor(() =>
      expect(wishlistCalls(api)).toContain('/api/families/3/wishlists?occasionId=11&unclaimed=1'),
    );
    expect(new URLSearchParams(router.state.location.search).get('unclaimed')).toBe('1');
  });

  it('starts from the filters in the address', async () => {
    const { api } = renderView([], { route: '/wishlists?unclaimed=1' });
    expect(await screen.findByText('Nothing matches these filters')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Not yet claimed/ })).toBeChecked();
    expect(wishlistCalls(api)).toEqual(['/api/families/3/wishlists?unclaimed=1']);
  });

  it('invites the family to add wishes when there are none', async () => {
    const { user } = renderView([]);
    expect(
      await screen.findByText('No wishes yet: add what you would like, or ask your family to.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to my wishlist' }));
    expect(await screen.findByRole('dialog', { name: "Add to Ann's wishlist" })).toBeInTheDocument();
  });

  it('says when the wishlists could not be loaded', async () => {
    renderView([], {
      extra: [{ path: '/api/families/3/wishlists', status: 500, body: { message: 'Database down' } }],
    });
    expect(await screen.findByText('Wishlists could not be loaded')).toBeInTheDocument();
  });
});
