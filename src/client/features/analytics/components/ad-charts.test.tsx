import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { BehaviourList } from './ad-charts';

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
