import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FeedAd } from '#common/feed/schemas';
import { renderWithProviders } from '../../../test/render';
import { FeedAdCard } from './feed-ad-card';

const ad = (id: number, overrides: Partial<FeedAd> = {}): FeedAd => ({
  id,
  familyMemberId: 7,
  title: `Idea ${id}`,
  description: 'A thing to enjoy.',
  imageUrl: '/api/feed-art/toys/square',
  reason: { kind: 'neutral', name: 'Ann' },
  targetingReason: 'Brand: LEGO',
  adExplanation: 'Shown because Ann picked LEGO as a favourite brand.',
  platform: 'instagram',
  adFormat: 'square',
  category: 'toys',
  brand: 'LEGO',
  priceCents: 3499,
  callToAction: 'Shop toys',
  shopUrl: 'https://www.google.com/search?tbm=shop&q=lego',
  liked: false,
  disliked: false,
  shown: false,
  createdAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

function renderCards(ads: FeedAd[]) {
  const onReact = vi.fn();
  const result = renderWithProviders(
    <div role="feed" aria-label="Feed">
      {ads.map((a, i) => (
        <FeedAdCard
          key={a.id}
          ad={a}
          memberName="Ann"
          position={i + 1}
          onReact={onReact}
          onShown={() => {}}
          reacting={false}
        />
      ))}
    </div>,
  );
  return { ...result, onReact };
}

describe('a feed ad', () => {
  it('names its Like and Dislike after its ad, so a page of them can be told apart', async () => {
    const { user, onReact } = renderCards([
      ad(1, { title: 'Lego set' }),
      ad(2, { title: 'Kite', liked: true }),
    ]);
    const [lego, kite] = screen.getAllByRole('article');
    if (!lego || !kite) throw new Error('two cards expected');
    expect(within(lego).getByRole('button', { name: 'Like: Lego set' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(lego).getByRole('button', { name: 'Dislike: Lego set' })).toBeInTheDocument();
    expect(within(kite).getByRole('button', { name: 'Like: Kite' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(kite).getByRole('button', { name: 'Dislike: Kite' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const names = screen
      .getAllByRole('button', { name: /^(Like|Dislike):/ })
      .map((b) => b.getAttribute('aria-label'));
    expect(new Set(names).size).toBe(names.length);
    await user.click(within(kite).getByRole('button', { name: 'Dislike: Kite' }));
    expect(onReact).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), 'disliked');
  });

  it('lets a long brand wrap on a phone instead of cutting it off', () => {
    const brand = 'The Very Long Name Of A Small Family Toy Workshop In Yorkshire';
    renderCards([ad(1, { brand })]);
    // The brand heads the card too; its badge is the one that used to end in "…".
    const label = screen.getAllByText(brand).find((el) => el.closest('.mantine-Badge-root'));
    if (!label) throw new Error('a brand badge expected');
    expect(label).toHaveStyle({ whiteSpace: 'normal' });
    expect(label.closest('.mantine-Badge-root')).toHaveStyle({ height: 'auto', maxWidth: '100%' });
  });
});
