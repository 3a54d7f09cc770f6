import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InterestEntryView } from '#common/signals/schemas';
import { testMember } from '../../../test/fixtures';
import { renderWithProviders, stubApi } from '../../../test/render';
import { INTERESTS_SHOWN, InterestProfileCard, RecentAdsCard } from './member-cards';

const TOPICS = ['Knitting', 'Baking', 'Birdwatching', 'Gardening', 'Poetry', 'Word games', 'Flowers'];
const MORE = ['Bridge', 'Opera', 'Tea', 'Jigsaw puzzles', 'Watercolour'];

const entry = (label: string, i: number): InterestEntryView => ({
  concept: `interest:${label.toLowerCase()}`,
  label,
  kind: 'interest',
  score: 90 - i,
  categories: [],
  evidence: [
    {
      source: 'profile',
      reason: 'profile.interest',
      params: {},
      count: 1,
      first: '2026-11-01T00:00:00.000Z',
      at: '2026-11-01T00:00:00.000Z',
    },
  ],
});

function renderCard(labels: string[]) {
  const api = stubApi([
    {
      path: '/api/families/3/family-members/7/interest-profile',
      body: labels.map(entry),
    },
  ]);
  vi.stubGlobal('fetch', api.fetch);
  return renderWithProviders(
    <InterestProfileCard member={testMember({ id: 7, name: 'Gran' })} familyId={3} />,
  );
}

const shownLabels = (card: HTMLElement) =>
  within(card)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.closest('li') === null)
    .map((li) => li.querySelector('p')?.textContent);

describe("the member page's Interests card", () => {
  it('shows the strongest eight, then "+N more" shows the rest and "Show less" folds them again', async () => {
    const all = [...TOPICS, ...MORE, 'Roses'];
    const { user } = renderCard(all);
    const card = await screen.findByRole('region', { name: 'Interests' });
    const hidden = `+${all.length - INTERESTS_SHOWN} more`;
    const more = await within(card).findByRole('button', { name: hidden });
    expect(within(card).queryByText('Watercolour')).not.toBeInTheDocument();
    expect(shownLabels(card)).toEqual(all.slice(0, INTERESTS_SHOWN));
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    expect(shownLabels(card)).toEqual(all);
    const less = within(card).getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');

    await user.click(less);
    expect(within(card).queryByText('Watercolour')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: hidden })).toBeVisible();
  });

  it('offers no button when every interest already shows', async () => {
    renderCard(TOPICS);
    const card = await screen.findByRole('region', { name: 'Interests' });
    expect(await within(card).findByText('Flowers')).toBeVisible();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says what its percentages mean: how sure GiftLens is, from the signs listed', async () => {
    renderCard(TOPICS);
    const card = await screen.findByRole('region', { name: 'Interests' });
    expect(await within(card).findByText('90% sure')).toBeVisible();
    expect(within(card).getByText(/Each percentage is how sure GiftLens is of an interest/)).toBeVisible();
  });
});

describe("the member page's Recent Ads", () => {
  it('offers Track Ad as a 44 px tap target on phones', async () => {
    vi.stubGlobal('fetch', stubApi([{ path: /^\/api\/tracked-ads\/member\/7/, body: { items: [] } }]).fetch);
    renderWithProviders(<RecentAdsCard member={testMember({ id: 7, name: 'Gran' })} />);
    const card = screen.getByRole('region', { name: 'Recent Ads' });
    expect(within(card).getByRole('link', { name: 'Track Ad' })).toHaveClass('tap-target');
  });
});
