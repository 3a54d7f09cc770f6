import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AdPhotoField } from './ad-photo-field';

// The smallest valid PNG: one transparent pixel.
const PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

describe("an ad's photo", () => {
  it('says the photo was added and is sent with the ad, not that it was uploaded', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<AdPhotoField value={null} onChange={onChange} />);
    await user.upload(
      screen.getByLabelText('Ad photo file'),
      new File([PIXEL], 'ad.png', { type: 'image/png' }),
    );
    await vi.waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png;base64,/)),
    );
    expect(await screen.findByText('It is sent when you save the ad.')).toBeInTheDocument();
    expect(screen.queryByText('Photo uploaded!')).toBeNull();
  });
});
