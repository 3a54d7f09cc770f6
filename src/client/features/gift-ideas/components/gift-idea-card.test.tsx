import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GiftIdea } from '#common/gifts/schemas';
import { type FakeRoute, renderWithProviders, stubApi } from '../../../test/render';
import { memberGiftIdeasQuery } from '../api/gift-ideas';
import { GiftIdeaCard, SourceBadge } from './gift-idea-card';
import { ratingSummary } from './gift-idea-rating';

const idea = (id: number, overrides: Partial<GiftIdea> = {}): GiftIdea => ({
  id,
  familyMemberId: 7,
  categoryId: 7,
  title: `Idea ${id}`,
  description: 'A thing to enjoy.',
  estimatedPrice: 2500,
  retailer: 'Amazon',
  purchaseUrl: 'https://www.amazon.com/s?k=lego',
  affiliateUrl: null,
  commissionRate: null,
  imageUrl: null,
  occasion: null,
  aiGenerated: false,
  source: 'offline',
  reason: { kind: 'ai', text: 'Ann listed LEGO as a favourite brand.' },
  aiReasoning: 'Ann listed LEGO as a favourite brand.',
  aiConfidence: 8,
  isConsidered: false,
  isPurchased: false,
  purchasePending: false,
  ratings: { up: 0, down: 0 },
  myRating: null,
  canDelete: true,
  canMark: true,
  canApprove: false,
  createdAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

/** The cards of member 7's ideas, as the pages list them: a change refetches them. */
function Ideas() {
  const ideas = useQuery(memberGiftIdeasQuery(7));
  return (
    <>
      {ideas.data?.map((i) => (
        <GiftIdeaCard key={i.id} idea={i} />
      ))}
    </>
  );
}

function renderIdeas(ideas: GiftIdea[], routes: FakeRoute[] = []) {
  const list: FakeRoute = { path: '/api/gift-ideas/member/7', body: ideas };
  const api = stubApi([...routes, list]);
  vi.stubGlobal('fetch', api.fetch);
  return { ...renderWithProviders(<Ideas />), api, list };
}

describe("a gift idea's source", () => {
  it("reads as a GiftLens pick, not jargon, when GiftLens's own catalogue chose it", async () => {
    renderWithProviders(
      <>
        <SourceBadge idea={{ aiGenerated: false }} />
        <SourceBadge idea={{ aiGenerated: true }} />
      </>,
    );
    const pick = await screen.findByText('GiftLens pick');
    expect(pick.closest('[title]')?.getAttribute('title')).toBe(
      "Chosen from GiftLens's own catalogue by what the profile shares",
    );
    expect(screen.getByText('AI')).toBeInTheDocument();
    expect(screen.queryByText('Offline')).toBeNull();
  });
});

describe("a gift idea's rating", () => {
  it('names Rate up and Rate down after the idea, so a page of cards can tell them apart', async () => {
    const { user, api } = renderIdeas(
      [idea(1, { title: 'Lego set' }), idea(2, { title: 'Kite' })],
      [
        {
          method: 'POST',
          path: '/api/gift-ideas/2/rating',
          body: idea(2, { title: 'Kite', myRating: 'down' }),
        },
      ],
    );
    const lego = await screen.findByRole('article', { name: 'Lego set' });
    expect(within(lego).getByRole('button', { name: 'Rate up: Lego set' })).toBeInTheDocument();
    expect(within(lego).getByRole('button', { name: 'Rate down: Lego set' })).toBeInTheDocument();
    const names = screen.getAllByRole('button', { name: /^Rate (up|down):/ }).map((b) => b.ariaLabel);
    expect(names).toEqual(['Rate up: Lego set', 'Rate down: Lego set', 'Rate up: Kite', 'Rate down: Kite']);
    await user.click(screen.getByRole('button', { name: 'Rate down: Kite' }));
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.method !== 'GET')).toMatchObject({
        path: '/api/gift-ideas/2/rating',
        body: { rating: 'down' },
      }),
    );
  });

  it('shows a rating as the pressed thumb and in words, never a cryptic "1/0", the thumbs on one line', async () => {
    renderIdeas([idea(1, { title: 'Lego set', myRating: 'up', ratings: { up: 1, down: 0 } })]);
    const card = await screen.findByRole('article', { name: 'Lego set' });
    const up = within(card).getByRole('button', { name: 'Rate up: Lego set' });
    const down = within(card).getByRole('button', { name: 'Rate down: Lego set' });
    expect(up).toHaveAttribute('aria-pressed', 'true');
    expect(down).toHaveAttribute('aria-pressed', 'false');
    expect(card).not.toHaveTextContent('1/0');
    expect(within(card).getByText("You think it's a good idea")).toBeInTheDocument();
    // Up, Down and Delete share one row that never wraps, however narrow the phone.
    const row = up.closest('.mantine-Group-root') as HTMLElement;
    expect(row).toContainElement(down);
    expect(row).toContainElement(within(card).getByRole('button', { name: 'Delete Lego set' }));
    expect(row.style.getPropertyValue('--group-wrap')).toBe('nowrap');
  });

  it('says who rated it in words, the viewer first', () => {
    expect(ratingSummary({ myRating: null, ratings: { up: 0, down: 0 } })).toBeNull();
    expect(ratingSummary({ myRating: 'up', ratings: { up: 1, down: 0 } })).toBe("You think it's a good idea");
    expect(ratingSummary({ myRating: 'up', ratings: { up: 3, down: 1 } })).toBe(
      "You and 2 others think it's a good idea · 1 person thinks it's not for them",
    );
    expect(ratingSummary({ myRating: 'down', ratings: { up: 2, down: 2 } })).toBe(
      "2 people think it's a good idea · You and 1 other think it's not for them",
    );
    // The member an idea is for sees no counts: only their own rating.
    expect(ratingSummary({ myRating: 'down', ratings: undefined })).toBe("You think it's not for them");
  });
});

describe('marking an idea purchased', () => {
  it('shows a Purchased badge on the card and confirms the change in a toast', async () => {
    const before = idea(1, { title: 'Lego set' });
    const after = { ...before, isPurchased: true };
    const { user, list } = renderIdeas([before], [{ method: 'PUT', path: '/api/gift-ideas/1', body: after }]);
    const card = await screen.findByRole('article', { name: 'Lego set' });
    expect(within(card).queryByText('Purchased', { selector: '.mantine-Badge-label' })).toBeNull();
    list.body = [after];
    await user.click(within(card).getByRole('switch', { name: 'Purchased' }));
    expect(await screen.findByText('Marked as purchased')).toBeInTheDocument();
    expect(screen.getByText('Lego set is marked as purchased.')).toBeInTheDocument();
    expect(within(card).getByText('Purchased', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: 'Purchased' })).toBeChecked();
  });

  it('confirms a purchase undone, the badge gone', async () => {
    const bought = idea(1, { title: 'Lego set', isPurchased: true });
    const { user, list } = renderIdeas(
      [bought],
      [{ method: 'PUT', path: '/api/gift-ideas/1', body: { ...bought, isPurchased: false } }],
    );
    const card = await screen.findByRole('article', { name: 'Lego set' });
    expect(within(card).getByText('Purchased', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    list.body = [{ ...bought, isPurchased: false }];
    await user.click(within(card).getByRole('switch', { name: 'Purchased' }));
    expect(await screen.findByText('No longer purchased')).toBeInTheDocument();
    expect(within(card).queryByText('Purchased', { selector: '.mantine-Badge-label' })).toBeNull();
  });

  it("says a purchase waits for the owner's approval where the family asks for it", async () => {
    const before = idea(1, { title: 'Lego set' });
    const pending = { ...before, purchasePending: true };
    const { user, list } = renderIdeas(
      [before],
      [{ method: 'PUT', path: '/api/gift-ideas/1', body: pending }],
    );
    const card = await screen.findByRole('article', { name: 'Lego set' });
    list.body = [pending];
    await user.click(within(card).getByRole('switch', { name: 'Purchased' }));
    expect(await screen.findByText('Purchase sent for approval')).toBeInTheDocument();
    expect(within(card).getByText('Purchase pending approval')).toBeInTheDocument();
  });
});
