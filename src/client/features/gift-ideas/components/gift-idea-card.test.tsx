import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SourceBadge } from './gift-idea-card';

describe("a gift idea's source", () => {
  it("reads as a GiftLens pick, not jargon, when GiftLens's own catalogue chose it", async () => {
    renderWithProviders(
      <>
        <SourceBadge idea={{ aiGenerated: false }} />
        <SourceBadge idea={{ aiGenerated: true }} />
      </>,
    );
    const pick = await screen.findByText('GiftLens pick');
    expect(pick.closest('[title]')?.getAttribute('title')).toBe(
      "Chosen from GiftLens's own catalogue by what the profile shares",
    );
    expect(screen.getByText('AI')).toBeInTheDocument();
    expect(screen.queryByText('Offline')).toBeNull();
  });
});
