import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { InsightsCard } from './insights-card';

const analysis = {
  interests: ['LEGO', 'Drawing', 'Puzzles'],
  demographics: ['Parents'],
  behaviors: ['Frequent online shoppers'],
  giftCategories: ['Toys & Games'],
  confidenceScore: 90,
};

describe('the AI Insights card', () => {
  it('keeps the confidence figure and its percent sign on one line inside the small ring', () => {
    renderWithProviders(<InsightsCard analysis={analysis} compact />);
    const figure = screen.getByText('90%');
    expect(figure).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(figure.textContent).toBe('90%');
  });
});
