import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FamilyMember } from '#common/members';
import type { WishlistItem } from '#common/wishlists';
import { testMember } from '../../../test/fixtures';
import { testWishlistItem } from '../../../test/record-fixtures';
import { type FakeRoute, renderWithProviders, stubApi } from '../../../test/render';
import { testClaimState } from '../test-fixtures';
import { MemberWishlistCard } from './member-wishlist-card';

function renderCard(member: FamilyMember, items: WishlistItem[] | FakeRoute) {
  const api = stubApi([
    Array.isArray(items) ? { path: `/api/family-members/${member.id}/wishlist`, body: items } : items,
    { path: `/api/family-members/${member.id}/occasions`, body: [] },
    { method: 'DELETE', path: /^\/api\/wishlist-items\/\d+$/, status: 204 },
  ]);
  vi.stubGlobal('fetch', api.fetch);
  const result = renderWithProviders(<MemberWishlistCard member={member} />);
  return { ...result, api };
}

const card = () => screen.findByRole('region', { name: 'Wishlist' });

describe("the member page's Wishlist", () => {
  it('tells the member only that someone is getting a wish, when the family lets it', async () => {
    renderCard(testMember({ name: 'Ann', isSelf: true, canEdit: true }), [
      testWishlistItem({ id: 41, title: 'Kayak paddle', somethingClaimed: true }),
      testWishlistItem({ id: 42, title: 'Sun hat', somethingClaimed: false }),
    ]);
    const section = await card();
    const claimed = await within(section).findByRole('listitem', { name: 'Kayak paddle' });
    expect(claimed).toHaveTextContent('Someone is getting this for you.');
    expect(within(section).getByRole('listitem', { name: 'Sun hat' })).not.toHaveTextContent(
      'Someone is getting',
    );
  });

  it('shows the member their own wishes with no claim controls, and lets them add and change them', async () => {
    const { user } = renderCard(testMember({ name: 'Ann', isSelf: true, canEdit: true }), [
      testWishlistItem({
        title: 'Rain jacket',
        url: 'https://shop.example/jacket',
        imageUrl: '/api/wishlist-items/31/image?v=1',
        priceCents: 4999,
        currency: 'USD',
        priority: 'high',
        quantity: 2,
        notes: 'size M, any colour but pink',
      }),
    ]);
    const section = await card();
    const item = await within(section).findByRole('listitem', { name: 'Rain jacket' });
    const link = within(item).getByRole('link', { name: /Rain jacket/ });
    expect(link).toHaveAttribute('href', 'https://shop.example/jacket');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(item.querySelector('img')).toHaveAttribute('src', '/api/wishlist-items/31/image?v=1');
    expect(item).toHaveTextContent('$49.99');
    expect(item).toHaveTextContent('High priority');
    expect(item).toHaveTextContent('Wants 2');
    expect(item).toHaveTextContent('size M, any colour but pink');
    // Surprise protection: nothing about claims, not even an empty state.
    expect(within(item).queryByRole('group', { name: /Claims/ })).toBeNull();
    expect(within(item).queryByRole('button', { name: "I'll get this" })).toBeNull();
    expect(within(item).getByRole('button', { name: 'Edit Rain jacket' })).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Add item' }));
    expect(await screen.findByRole('dialog', { name: "Add to Ann's wishlist" })).toBeInTheDocument();
  });

  it('shows a relative the claim controls and no changes when they may not edit the member', async () => {
    renderCard(testMember({ name: 'Gran', isSelf: false, canEdit: false }), [
      testWishlistItem({ canEdit: false, claimState: testClaimState() }),
    ]);
    const section = await card();
    const item = await within(section).findByRole('listitem', { name: 'Rain jacket' });
    expect(within(item).getByRole('group', { name: 'Claims: Rain jacket' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: "I'll get this" })).toBeEnabled();
    expect(within(item).getByRole('button', { name: 'Bought it' })).toBeEnabled();
    expect(within(item).queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Add item' })).toBeNull();
  });

  it('deletes an item only once asked and confirmed, telling an editor who claimed it will be told', async () => {
    const { user, api } = renderCard(testMember({ name: 'Lily', isSelf: false, canEdit: true }), [
      testWishlistItem({
        id: 33,
        title: 'Kite',
        claimState: testClaimState({
          remaining: 0,
          claimedQuantity: 1,
          canClaim: false,
          claims: [{ userId: 5, name: 'Rae', mine: false, quantity: 1, status: 'reserved' }],
        }),
      }),
    ]);
    const section = await card();
    await user.click(await within(section).findByRole('button', { name: 'Delete Kite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Kite?' });
    expect(dialog).toHaveTextContent("It leaves Lily's wishlist. Rae claimed it and will be told.");
    expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Item deleted')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/wishlist-items/33',
    ]);
  });

  it('says when there are no wishes yet', async () => {
    renderCard(testMember({ name: 'Ann', isSelf: true }), []);
    expect(
      await within(await card()).findByText(/No wishes yet: add what you would like/),
    ).toBeInTheDocument();
  });

  it('says when the wishlist could not be loaded', async () => {
    renderCard(testMember({ name: 'Ann' }), {
      path: '/api/family-members/7/wishlist',
      status: 500,
      body: { message: 'Database down' },
    });
    expect(await within(await card()).findByText('The wishlist could not be loaded')).toBeInTheDocument();
  });
});
