import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { BehaviourList, NamedBars } from './ad-charts';

describe('the targeting behaviours figure', () => {
  it('asks for reasons to be tracked while none are', async () => {
    renderWithProviders(<BehaviourList data={[]} adsWithInsights={0} />);
    expect(
      await screen.findByText(/^None yet: track an ad's “Why am I seeing this ad\?” reasons/),
    ).toBeInTheDocument();
  });

  it('says the tracked reasons named no behaviour, instead of asking for reasons already tracked', async () => {
    renderWithProviders(<BehaviourList data={[]} adsWithInsights={2} />);
    expect(
      await screen.findByText(
        /^None of the reasons tracked so far \(2 ads\) name a behaviour such as “Website visitor”/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^None yet: track an ad's/)).toBeNull();
  });
});

describe('the ads per member bars', () => {
  const LONG = 'Maximiliana Alexandrova Featherstonehaugh-Smythe';

  it('writes each name whole above its bar, never inside it, a member with no ads too', () => {
    renderWithProviders(
      <NamedBars
        data={[
          { name: LONG, value: 3 },
          { name: 'Theo', value: 0 },
        ]}
        color="violet.4"
      />,
    );
    const [long, theo] = screen.getAllByRole('listitem');
    if (!long || !theo) throw new Error('two rows expected');
    const [longBar, theoBar] = screen.getAllByRole('progressbar');
    expect(within(long).getByText(LONG)).toBeVisible();
    expect(longBar).toHaveAttribute('aria-valuenow', '100');
    expect(longBar).not.toHaveTextContent(LONG);
    // Theo's bar is empty: his name and his 0 are text of the page, not of a bar.
    expect(theoBar).toHaveAttribute('aria-valuenow', '0');
    expect(within(theo).getByText('Theo')).toBeVisible();
    expect(within(theo).getByText('0')).toBeVisible();
    expect(theoBar).toBeEmptyDOMElement();
  });
});
