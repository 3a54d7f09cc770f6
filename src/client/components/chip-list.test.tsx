import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ChipList } from './chip-list';

const INTERESTS = ['Chess', 'Hiking', 'Baking', 'Jazz', 'Cycling', 'Poetry'];

describe('a list of chips with "+N more"', () => {
  it('shows the rest from the keyboard with "+N more", and folds them again with "Show less"', async () => {
    const { user } = renderWithProviders(<ChipList items={INTERESTS} limit={4} />);
    expect(screen.queryByText('Cycling')).not.toBeInTheDocument();
    const more = screen.getByRole('button', { name: '+2 more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    // Focused as Tab would reach it (other files' toasts may share this document's tab order).
    act(() => more.focus());
    expect(more).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Cycling')).toBeVisible();
    expect(screen.getByText('Poetry')).toBeVisible();
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(less).toHaveFocus();

    await user.keyboard(' ');
    expect(screen.queryByText('Cycling')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+2 more' })).toHaveFocus();
  });

  it('offers no button when every chip already shows', () => {
    renderWithProviders(<ChipList items={INTERESTS.slice(0, 3)} limit={4} />);
    expect(screen.getByText('Baking')).toBeVisible();
    expect(screen.queryByRole('button', { name: /more|Show less/ })).not.toBeInTheDocument();
  });

  it('lets a long chip wrap on a phone instead of ending in "…", keeping its colour', () => {
    const long = 'Interests: Fashion, Beauty, Shopping and Home Decoration Ideas';
    renderWithProviders(<ChipList items={[long, 'Chess']} limit={4} badge={{ color: 'teal' }} />);
    const label = screen.getByText(long);
    expect(label).toHaveStyle({ whiteSpace: 'normal', overflow: 'visible' });
    const chip = label.closest('.mantine-Badge-root');
    expect(chip).toHaveStyle({ whiteSpace: 'normal', height: 'auto', maxWidth: '100%' });
    expect(chip?.getAttribute('style')).toContain('teal');
  });
});
