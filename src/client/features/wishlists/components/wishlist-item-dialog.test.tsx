import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WishlistItem } from '#common/wishlists';
import { testOccasion, testWishlistItem } from '../../../test/record-fixtures';
import { type FakeRoute, renderWithProviders, stubApi } from '../../../test/render';
import { WishlistItemDialog } from './wishlist-item-dialog';

const BIRTHDAY = testOccasion({ year: null });

function setup(item?: WishlistItem, extra: FakeRoute[] = []) {
  const api = stubApi([
    ...extra,
    { path: '/api/family-members/7/occasions', body: [BIRTHDAY] },
    { method: 'POST', path: '/api/family-members/7/wishlist', status: 201, body: testWishlistItem() },
    { method: 'PUT', path: /^\/api\/wishlist-items\/\d+$/, body: testWishlistItem() },
  ]);
  vi.stubGlobal('fetch', api.fetch);
  const onClose = vi.fn();
  const result = renderWithProviders(
    <WishlistItemDialog opened onClose={onClose} member={{ id: 7, name: 'Ann' }} item={item} />,
  );
  return { ...result, api, onClose };
}

const writes = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((c) => c.method !== 'GET' && c.path !== '/api/link-preview');

async function type(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('the wishlist item dialog', () => {
  it('asks for a title or a link before sending anything', async () => {
    const { user, api } = setup();
    const dialog = await screen.findByRole('dialog', { name: "Add to Ann's wishlist" });
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));

    expect(await within(dialog).findByText('Give a title or a link')).toBeInTheDocument();
    expect(writes(api)).toEqual([]);
  });

  it('refuses a link that is not an http or https address', async () => {
    const { user, api } = setup();
    const dialog = await screen.findByRole('dialog', { name: "Add to Ann's wishlist" });
    await type(user, within(dialog).getByRole('textbox', { name: /Link/ }), 'ftp://shop.example/jacket');
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));

    expect(
      await within(dialog).findByText('Paste a link that starts with http:// or https://'),
    ).toBeInTheDocument();
    expect(writes(api)).toEqual([]);
  });

  it('adds an item with its price in cents and currency, notes, priority, quantity and occasion', async () => {
    const { user, api, onClose } = setup();
    const dialog = await screen.findByRole('dialog', { name: "Add to Ann's wishlist" });
    await type(user, within(dialog).getByRole('textbox', { name: /Title/ }), 'Rain jacket');
    await type(user, within(dialog).getByRole('textbox', { name: /Price/ }), '49.99');
    // The reader's currency by default (the test browser speaks American English).
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveValue('USD — US Dollar');
    await type(user, within(dialog).getByRole('textbox', { name: /Notes/ }), 'size M, any colour but pink');
    await user.click(within(dialog).getByRole('radio', { name: 'High' }));
    const quantity = within(dialog).getByRole('textbox', { name: /Quantity/ });
    await user.clear(quantity);
    await type(user, quantity, '2');
    await user.click(within(dialog).getByRole('combobox', { name: /Occasion/ }));
    await user.click(await screen.findByRole('option', { name: "Ann's birthday" }));
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));

    expect(await screen.findByText('Item added')).toBeInTheDocument();
    expect(writes(api)).toEqual([
      {
        method: 'POST',
        path: '/api/family-members/7/wishlist',
        body: {
          title: 'Rain jacket',
          url: null,
          notes: 'size M, any colour but pink',
          priority: 'high',
          quantity: 2,
          priceCents: 4999,
          currency: 'USD',
          occasionId: 11,
        },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it("previews a pasted link, fills the empty title from it, and saves without a price for the shop's", async () => {
    const { user, api } = setup(undefined, [
      {
        method: 'POST',
        path: '/api/link-preview',
        body: {
          url: 'https://shop.example/jacket',
          title: 'Yellow Rain Jacket',
          priceCents: 5900,
          currency: 'EUR',
          image: 'data:image/webp;base64,UklGRg==',
        },
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: "Add to Ann's wishlist" });
    await type(user, within(dialog).getByRole('textbox', { name: /Link/ }), 'https://shop.example/jacket');

    const preview = await within(dialog).findByRole('status', { name: 'Link preview' }, { timeout: 3000 });
    expect(preview).toHaveTextContent('Yellow Rain Jacket');
    expect(preview).toHaveTextContent('€59.00');
    expect(preview.querySelector('img')).toHaveAttribute('src', 'data:image/webp;base64,UklGRg==');
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('Yellow Rain Jacket');
    expect(api.calls.filter((c) => c.path === '/api/link-preview')).toEqual([
      { method: 'POST', path: '/api/link-preview', body: { url: 'https://shop.example/jacket' } },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    await screen.findByText('Item added');
    expect(writes(api)[0]?.body).toMatchObject({
      title: 'Yellow Rain Jacket',
      url: 'https://shop.example/jacket',
      priceCents: null,
      currency: null,
    });
  });

  it('keeps a title the user typed when the preview arrives', async () => {
    const { user } = setup(undefined, [
      {
        method: 'POST',
        path: '/api/link-preview',
        body: {
          url: 'https://shop.example/a',
          title: 'Shop Title',
          priceCents: null,
          currency: null,
          image: null,
        },
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: "Add to Ann's wishlist" });
    await type(user, within(dialog).getByRole('textbox', { name: /Title/ }), 'My words');
    await type(user, within(dialog).getByRole('textbox', { name: /Link/ }), 'https://shop.example/a');
    await within(dialog).findByRole('status', { name: 'Link preview' }, { timeout: 3000 });
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('My words');
  });

  it('sends the whole item again when it is changed', async () => {
    const item = testWishlistItem({
      id: 40,
      title: 'Board game',
      url: 'https://shop.example/game',
      priceCents: 2500,
      currency: 'GBP',
      priority: 'low',
      quantity: 1,
      notes: 'Any edition',
    });
    const { user, api } = setup(item);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Board game' });
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await type(user, title, 'Cooperative board game');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText('Item saved');
    expect(writes(api)).toEqual([
      {
        method: 'PUT',
        path: '/api/wishlist-items/40',
        body: {
          title: 'Cooperative board game',
          url: 'https://shop.example/game',
          notes: 'Any edition',
          priority: 'low',
          quantity: 1,
          priceCents: 2500,
          currency: 'GBP',
          occasionId: null,
        },
      },
    ]);
    // A link saved before is not read again.
    expect(api.calls.some((c) => c.path === '/api/link-preview')).toBe(false);
  });

  it("keeps the form open and shows the server's reason when saving fails", async () => {
    const { user, onClose } = setup(undefined, [
      {
        method: 'POST',
        path: '/api/family-members/7/wishlist',
        status: 409,
        body: {
          code: 'wishlist_full',
          message: 'A wishlist holds at most 200 items',
          params: { maxItems: 200 },
        },
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: "Add to Ann's wishlist" });
    await type(user, within(dialog).getByRole('textbox', { name: /Title/ }), 'Socks');
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));

    expect(await screen.findByText('A wishlist holds at most 200 items')).toBeInTheDocument();
    expect(screen.getByText('Item not saved')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
