import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CompletenessBanner } from './completeness-banner';

describe('the feed’s completeness banner', () => {
  it('says how complete the profile is when nothing was imported', () => {
    renderWithProviders(<CompletenessBanner memberId={7} name="Ann" percent={40} />);
    expect(screen.getByText("Ann's profile is 40% complete")).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Profile 40% complete' })).toBeInTheDocument();
  });

  it('counts what imports taught instead of calling a profile with imported interests 0% complete', () => {
    renderWithProviders(<CompletenessBanner memberId={7} name="Ann" percent={0} learnedFromImports={436} />);
    expect(screen.getByText("GiftLens learned 436 interests from Ann's imported data")).toBeVisible();
    expect(screen.queryByText(/profile is 0% complete/)).toBeNull();
    expect(screen.getByText(/The questionnaire is 0% answered/)).toBeVisible();
    expect(screen.getByRole('link', { name: "Complete Ann's profile" })).toHaveAttribute(
      'href',
      '/onboarding/7',
    );
  });

  it('is gone once the profile is complete', () => {
    renderWithProviders(<CompletenessBanner memberId={7} name="Ann" percent={100} learnedFromImports={3} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/GiftLens learned/)).toBeNull();
  });
});
