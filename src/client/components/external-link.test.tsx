import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ExternalLink } from './external-link';

describe('a link to another site', () => {
  it('opens in a new tab without telling the site where the reader came from, and says so', () => {
    renderWithProviders(<ExternalLink href="https://shop.example/kite">Kite</ExternalLink>);
    const link = screen.getByRole('link', { name: /^Kite ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://shop.example/kite');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
