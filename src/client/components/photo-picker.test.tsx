import { Button } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PhotoPicker, RemovePhotoButton } from './photo-picker';

const PNG = 'iVBORw0KGgo=';
const png = () =>
  new File([Uint8Array.from(atob(PNG), (c) => c.charCodeAt(0))], 'me.png', { type: 'image/png' });
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Photo file'), { target: { files: [file] } });

function setup(props: Partial<Parameters<typeof PhotoPicker>[0]> = {}) {
  const onPhoto = vi.fn();
  const result = renderWithProviders(
    <PhotoPicker onPhoto={onPhoto} fileLabel="Photo file" uploadLabel="Upload photo" {...props} />,
  );
  return { ...result, onPhoto };
}

/** A camera that opens and gives one frame. */
function fakeCamera() {
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn().mockResolvedValue({ getTracks: () => [track] });
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: vi.fn(),
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/jpeg;base64,/9j/');
  return { track, getUserMedia };
}

async function captureFrame(user: ReturnType<typeof setup>['user']) {
  const video = (await screen.findByLabelText('Camera preview')) as HTMLVideoElement;
  Object.defineProperty(video, 'videoWidth', { value: 640 });
  Object.defineProperty(video, 'videoHeight', { value: 480 });
  fireEvent.loadedData(video);
  await user.click(screen.getByRole('button', { name: 'Capture' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PhotoPicker', () => {
  it('hands over a chosen image as a data URL, saying it came from a file', async () => {
    const { onPhoto } = setup();
    choose(png());
    await vi.waitFor(() => expect(onPhoto).toHaveBeenCalledWith(`data:image/png;base64,${PNG}`, 'file'));
  });

  it('says why a file is refused, and hands nothing over', async () => {
    const { onPhoto } = setup();
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Invalid file')).toBeInTheDocument();
    const big = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    choose(big);
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(onPhoto).not.toHaveBeenCalled();
  });

  it('opens the camera in place of the buttons and hands over the frame it captures', async () => {
    const { track, getUserMedia } = fakeCamera();
    const { user, onPhoto } = setup({ facingMode: 'environment' });
    await user.click(screen.getByRole('button', { name: 'Take photo' }));
    expect(screen.queryByRole('button', { name: 'Upload photo' })).toBeNull();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    await captureFrame(user);
    expect(onPhoto).toHaveBeenCalledWith('data:image/jpeg;base64,/9j/', 'camera');
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeInTheDocument();
  });

  it('goes back to the buttons when the camera is cancelled', async () => {
    fakeCamera();
    const { user, onPhoto } = setup();
    await user.click(screen.getByRole('button', { name: 'Take photo' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeInTheDocument();
    expect(onPhoto).not.toHaveBeenCalled();
  });

  it('lets its owner open and close the camera', async () => {
    fakeCamera();
    const onCameraChange = vi.fn();
    const { user } = setup({ camera: true, onCameraChange });
    expect(await screen.findByLabelText('Camera preview')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCameraChange).toHaveBeenCalledWith(false);
    // Still open: the owner decides.
    expect(screen.getByLabelText('Camera preview')).toBeInTheDocument();
  });

  it("lays out its owner's buttons with its own, and turns its own off when disabled", () => {
    setup({ disabled: true, children: <Button>Use emoji avatar</Button> });
    expect(screen.getByRole('button', { name: 'Use emoji avatar' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeDisabled();
  });

  it('drops a photo not saved yet with Remove photo', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(<RemovePhotoButton onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
