import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { FeedStoryBar, type StoryMember } from './feed-story-bar';

const MEMBERS: StoryMember[] = ['Dana', 'Maximiliana', 'Mia', 'Theo'].map((name, i) => ({
  id: i + 1,
  name,
  avatar: <span>{name[0]}</span>,
}));

function Bar() {
  const [selectedId, setSelectedId] = useState(1);
  return <FeedStoryBar members={MEMBERS} selectedId={selectedId} onSelect={setSelectedId} />;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the feed story bar', () => {
  it('scrolls the avatar Next selects into the bar’s view, sideways only as far as needed', async () => {
    const scrolled: Array<{ label: string | null; options: unknown }> = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
      options?: boolean | ScrollIntoViewOptions,
    ) {
      scrolled.push({ label: this.getAttribute('aria-label'), options });
    });
    const { user } = renderWithProviders(<Bar />);
    const next = screen.getByRole('button', { name: 'Next member' });
    for (let i = 0; i < 3; i++) await user.click(next);

    expect(screen.getByRole('button', { name: "Theo's feed" })).toHaveAttribute('aria-current', 'true');
    expect(next).toBeDisabled();
    expect(scrolled.at(-1)).toEqual({
      label: "Theo's feed",
      options: { block: 'nearest', inline: 'nearest' },
    });
    expect(scrolled.map((s) => s.label)).toEqual(
      expect.arrayContaining(["Maximiliana's feed", "Mia's feed", "Theo's feed"]),
    );
  });
});
