import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { testTrackedAd } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { AdFeedCard } from './ad-feed-card';

const LONG_REASON = 'Retargeted user who visited the LEGO City website twice in the last thirty days';

const renderFeed = () =>
  renderWithProviders(
    <>
      <AdFeedCard ad={testTrackedAd()} memberName="Ann" />
      <AdFeedCard
        ad={testTrackedAd({
          id: 6,
          title: 'Fire station',
          metadata: {
            ...testTrackedAd().metadata,
            adInsights: {
              interests: ['LEGO'],
              demographics: [],
              behaviors: [LONG_REASON],
              giftCategories: [],
              confidenceScore: 80,
            },
          } as never,
        })}
        memberName="Ann"
      />
    </>,
  );

describe("an ad in Ad History's feed", () => {
  it('keeps its AI Insights under its heading, not as one more landmark of the same name', async () => {
    const { container } = renderFeed();
    const [police, fire] = screen.getAllByRole('article');
    if (!police || !fire) throw new Error('two ads expected');
    expect(within(police).getByRole('heading', { name: 'AI Insights' })).toBeInTheDocument();
    expect(within(fire).getByRole('heading', { name: 'AI Insights' })).toBeInTheDocument();
    expect(screen.queryAllByRole('region', { name: 'AI Insights' })).toHaveLength(0);
    const result = await axe.run(container, { runOnly: ['landmark-unique'] });
    expect(result.violations).toEqual([]);
  });

  it('tells why it was shown behind a disclosure button', async () => {
    const { user } = renderFeed();
    const [police] = screen.getAllByRole('article');
    if (!police) throw new Error('an ad expected');
    const show = within(police).getByRole('button', { name: 'Show why this ad was shown' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    const hide = within(police).getByRole('button', { name: 'Hide targeting reasons' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(hide.getAttribute('aria-controls') ?? '')).toHaveTextContent(
      '• Interests: LEGO',
    );
  });

  it('shows a long reason whole: its chip wraps on a phone instead of ending in "…"', () => {
    renderFeed();
    const label = screen.getByText(LONG_REASON);
    expect(label).toHaveStyle({ whiteSpace: 'normal', overflow: 'visible' });
    const chip = label.closest('.mantine-Badge-root');
    expect(chip).toHaveStyle({ whiteSpace: 'normal', height: 'auto', maxWidth: '100%' });
  });
});
