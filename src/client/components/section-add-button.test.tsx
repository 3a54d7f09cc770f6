import { IconSparkles } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { SectionActionButton, SectionAddButton } from './section-add-button';
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

  it('is a 44 px tap target on phones, as a button and as a link', () => {
    renderWithProviders(
      <>
        <SectionAddButton onClick={() => {}}>Add item</SectionAddButton>
        <SectionActionButton icon={IconSparkles} onClick={() => {}}>
          Generate
        </SectionActionButton>
        <SectionActionButton icon={IconSparkles} to="/track-ad" size="xs">
          Track Ad
        </SectionActionButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Add item' })).toHaveClass('tap-target');
    expect(screen.getByRole('button', { name: 'Generate' })).toHaveClass('tap-target');
    expect(screen.getByRole('link', { name: 'Track Ad' })).toHaveClass('tap-target');
  });
});
