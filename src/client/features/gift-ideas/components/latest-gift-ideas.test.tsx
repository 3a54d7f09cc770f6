import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GiftIdea } from '#common/gifts/schemas';
import { CurrentFamilyProvider } from '../../../lib/current-family';
import { signedInRoutes, testFamily, testMember, testUser } from '../../../test/fixtures';
import { renderWithProviders, stubApi } from '../../../test/render';
import { LatestGiftIdeasCard } from './latest-gift-ideas';

const idea = (id: number, title: string, familyMemberId: number, createdAt: string) =>
  ({ id, title, familyMemberId, estimatedPrice: 2500, createdAt }) as unknown as GiftIdea;

function renderCard(ideas: GiftIdea[]) {
  const family = testFamily();
  const api = stubApi([
    ...signedInRoutes(testUser(), [family], family.id),
    { path: '/api/gift-ideas', body: ideas },
    {
      path: `/api/families/${family.id}/family-members`,
      body: [testMember({ id: 7, name: 'Ann' }), testMember({ id: 8, name: 'Lily', isSelf: false })],
    },
  ]);
  vi.stubGlobal('fetch', api.fetch);
  return renderWithProviders(
    <CurrentFamilyProvider>
      <LatestGiftIdeasCard enabled />
    </CurrentFamilyProvider>,
  );
}

describe("the dashboard's Latest Gift Ideas", () => {
  it('says whom each idea is for, newest first', async () => {
    renderCard([
      // The list answers best first; the card shows the newest.
      idea(1, 'Hiking daypack', 7, '2026-11-01T10:00:00.000Z'),
      idea(2, 'LEGO Classic box', 8, '2026-11-20T10:00:00.000Z'),
    ]);
    const card = await screen.findByRole('region', { name: 'Latest Gift Ideas' });
    await within(card).findByText('For Lily');
    const items = within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^LEGO Classic boxFor Lily/),
      expect.stringMatching(/^Hiking daypackFor Ann/),
    ]);
  });

  it('tells the owner when purchases wait for their approval, and only then', async () => {
    renderCard([
      { ...idea(1, 'Hiking daypack', 7, '2026-11-01T10:00:00.000Z'), canApprove: true } as GiftIdea,
      { ...idea(2, 'LEGO Classic box', 8, '2026-11-20T10:00:00.000Z'), canApprove: true } as GiftIdea,
      { ...idea(3, 'Scarf', 8, '2026-11-21T10:00:00.000Z'), canApprove: false } as GiftIdea,
    ]);
    const card = await screen.findByRole('region', { name: 'Latest Gift Ideas' });
    expect(await within(card).findByText('2 purchases wait for your approval.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Review' })).toHaveAttribute('href', '/gift-ideas');
  });
});
