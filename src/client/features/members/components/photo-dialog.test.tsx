import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FamilyMember } from '#common/members';
import { type FakeRoute, renderWithProviders, stubApi } from '../../../test/render';
import { PhotoDialog } from './photo-dialog';

const member = {
  id: 7,
  name: 'Ann',
  icon: 'person',
  color: '#8B5CF6',
  profileImage: null,
} as FamilyMember;
const PICTURE_PATH = '/api/families/3/family-members/7/profile-picture';
const PNG = 'iVBORw0KGgo=';

function setup(routes: FakeRoute[] = [], googlePictureAvailable = false) {
  const api = stubApi(routes);
  vi.stubGlobal('fetch', api.fetch);
  const onClose = vi.fn();
  const result = renderWithProviders(
    <PhotoDialog
      opened
      onClose={onClose}
      member={member}
      familyId={3}
      googlePictureAvailable={googlePictureAvailable}
    />,
  );
  return { ...result, api, onClose };
}

const fileInput = () => screen.getByLabelText('Image file') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const png = () =>
  new File([Uint8Array.from(atob(PNG), (c) => c.charCodeAt(0))], 'me.png', { type: 'image/png' });
const patches = (api: ReturnType<typeof stubApi>) => api.calls.filter((c) => c.method === 'PATCH');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PhotoDialog', () => {
  it('rejects a file that is not an image', async () => {
    const { api } = setup();
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Invalid file')).toBeInTheDocument();
    expect(screen.getByText('Please select an image file.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(patches(api)).toHaveLength(0);
  });

  it('rejects an image over 5 MB', async () => {
    setup();
    const big = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    choose(big);
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(screen.getByText('Please select an image under 5MB.')).toBeInTheDocument();
  });

  it('previews an uploaded image and saves it as a data URL', async () => {
    const { api, onClose, user } = setup([{ method: 'PATCH', path: PICTURE_PATH, body: member }]);
    expect(screen.getByText('Current photo')).toBeInTheDocument();
    choose(png());
    const preview = await screen.findByRole('img', { name: 'Ann' });
    expect(preview).toHaveAttribute('src', `data:image/png;base64,${PNG}`);
    expect(screen.getByText('New photo, not saved yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Photo uploaded!')).toBeInTheDocument();
    expect(patches(api)[0]?.body).toEqual({ profileImage: `data:image/png;base64,${PNG}` });
    expect(onClose).toHaveBeenCalled();
  });

  it('goes back to the emoji avatar when the chosen photo is removed', async () => {
    const { user } = setup();
    choose(png());
    await screen.findByRole('img', { name: 'Ann' });
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img', { name: 'Ann' })).not.toBeInTheDocument();
    expect(screen.getByText('Emoji avatar, not saved yet')).toBeInTheDocument();
  });

  it('saves the emoji avatar as no photo', async () => {
    const { api, user } = setup([{ method: 'PATCH', path: PICTURE_PATH, body: member }]);
    await user.click(screen.getByRole('button', { name: 'Use emoji avatar' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(patches(api)[0]?.body).toEqual({ profileImage: null }));
  });

  it('offers the Google picture only when there is one, and saves it on its own', async () => {
    const without = setup();
    expect(screen.queryByRole('button', { name: 'Use Google picture' })).not.toBeInTheDocument();
    without.unmount();

    const { api, user } = setup([{ method: 'PATCH', path: PICTURE_PATH, body: member }], true);
    await user.click(screen.getByRole('button', { name: 'Use Google picture' }));
    await vi.waitFor(() => expect(patches(api)[0]?.body).toEqual({ revertToGoogle: true }));
  });

  it("shows the server's photo message when it refuses the image, and the general one otherwise", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, unmount } = setup([
      {
        method: 'PATCH',
        path: PICTURE_PATH,
        status: 413,
        body: {
          code: 'photo_too_large',
          message: 'Please select an image under 5MB.',
          params: { maxBytes: 5 * 1024 * 1024 },
        },
      },
    ]);
    choose(png());
    await screen.findByRole('img', { name: 'Ann' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Please select an image under 5MB.')).toBeInTheDocument();
    unmount();

    const second = setup([{ method: 'PATCH', path: PICTURE_PATH, status: 500, body: { message: 'boom' } }]);
    await second.user.click(screen.getByRole('button', { name: 'Use emoji avatar' }));
    await second.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update profile photo. Please try again.')).toBeInTheDocument();
  });

  it('says the camera is unavailable when it cannot be opened', async () => {
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('none', 'NotFoundError'));
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Take photo' }));
    expect(await screen.findByText('Camera unavailable')).toBeInTheDocument();
    expect(screen.getByText(/Upload a photo from your gallery instead/)).toBeInTheDocument();
  });

  it('says camera access was denied when the browser refuses it', async () => {
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Take photo' }));
    expect(await screen.findByText('Camera access denied')).toBeInTheDocument();
  });

  it('captures a frame from the camera, stops the camera and previews the photo', async () => {
    const track = { stop: vi.fn() };
    const stream = { getTracks: () => [track] };
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: vi.fn().mockResolvedValue(stream) },
    });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: vi.fn(),
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/jpeg;base64,/9j/');
    const { user } = setup();

    await user.click(screen.getByRole('button', { name: 'Take photo' }));
    const video = screen.getByLabelText('Camera preview') as HTMLVideoElement;
    expect(screen.getByRole('button', { name: 'Capture' })).toBeDisabled();
    Object.defineProperty(video, 'videoWidth', { value: 640 });
    Object.defineProperty(video, 'videoHeight', { value: 480 });
    fireEvent.loadedData(video);
    await user.click(screen.getByRole('button', { name: 'Capture' }));

    expect(await screen.findByText('Photo captured!')).toBeInTheDocument();
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Ann' })).toHaveAttribute('src', 'data:image/jpeg;base64,/9j/');
  });

  it('stops the camera when the dialog is closed', async () => {
    const track = { stop: vi.fn() };
    const getUserMedia = vi.fn().mockResolvedValue({ getTracks: () => [track] });
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { user, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Take photo' }));
    await vi.waitFor(() => expect(getUserMedia).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    await vi.waitFor(() => expect(track.stop).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
  });
});
