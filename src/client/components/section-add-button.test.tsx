import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { SectionAddButton } from './section-add-button';
import { SectionCard } from './section-card';

describe("a card's Add button", () => {
  it("sits beside the card's title and adds when pressed", async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(
      <SectionCard title="Wishlist" action={<SectionAddButton onClick={onClick}>Add item</SectionAddButton>}>
        Nothing yet
      </SectionCard>,
    );
    const card = screen.getByRole('region', { name: 'Wishlist' });
    expect(card).toContainElement(screen.getByRole('heading', { name: 'Wishlist' }));
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
