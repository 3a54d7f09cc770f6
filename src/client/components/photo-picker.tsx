import { Button, type ButtonProps, FileButton, Group, SimpleGrid } from '@mantine/core';
import { IconCamera, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { PHOTO_READ_MESSAGE, photoFileProblem, readAsDataUrl } from '../lib/image-file';
import { toastError } from '../lib/toast';
import { PhotoCamera } from './photo-camera';
import { RemoveButton } from './remove-button';

export interface PhotoPickerProps {
  /**
   * A photo taken with the camera or chosen from the device, as a data URL; nothing is sent yet.
   * A file that is no image or is over 5 MB never arrives: the picker says why.
   */
  onPhoto: (dataUrl: string, from: 'camera' | 'file') => void;
  /** Whose face: the front camera ('user', the default) or the back one ('environment'). */
  facingMode?: 'user' | 'environment';
  /** The file input's accessible name. */
  fileLabel: string;
  /** The upload button's words. */
  uploadLabel: string;
  disabled?: boolean;
  /** Given to both buttons (and to none of `children`). */
  buttonProps?: ButtonProps;
  /** 'row' (the default): the buttons share one line; 'grid': two columns from small screens up. */
  layout?: 'row' | 'grid';
  /** More buttons after the two, laid out with them. */
  children?: ReactNode;
  /**
   * Whether the camera preview is open in place of the buttons, for an owner that must know (a
   * dialog that closes it, or keeps Save off meanwhile); the picker keeps it itself otherwise.
   */
  camera?: boolean;
  onCameraChange?: (open: boolean) => void;
}

/** Take a photo or upload one: the two buttons, the file checks, and the camera in their place. */
export function PhotoPicker({
  onPhoto,
  facingMode,
  fileLabel,
  uploadLabel,
  disabled,
  buttonProps,
  layout = 'row',
  children,
  ...props
}: PhotoPickerProps) {
  const [ownCamera, setOwnCamera] = useState(false);
  const camera = props.camera ?? ownCamera;
  const setCamera = props.onCameraChange ?? setOwnCamera;
  const resetFile = useRef<() => void>(null);

  const onFile = async (file: File | null) => {
    resetFile.current?.();
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) return toastError(problem.title, problem.message);
    try {
      onPhoto(await readAsDataUrl(file), 'file');
    } catch (err) {
      console.error('Failed to read the image file', err);
      toastError('Upload failed', PHOTO_READ_MESSAGE);
    }
  };

  if (camera) {
    return (
      <PhotoCamera
        facingMode={facingMode}
        onCancel={() => setCamera(false)}
        onCapture={(dataUrl) => {
          setCamera(false);
          onPhoto(dataUrl, 'camera');
        }}
      />
    );
  }

  const buttons = (
    <>
      <Button
        {...buttonProps}
        variant="light"
        leftSection={<IconCamera size={16} aria-hidden />}
        onClick={() => setCamera(true)}
        disabled={disabled}
      >
        Take photo
      </Button>
      <FileButton
        onChange={onFile}
        accept="image/*"
        resetRef={resetFile}
        inputProps={{ 'aria-label': fileLabel }}
      >
        {(fileProps) => (
          <Button
            {...fileProps}
            {...buttonProps}
            variant="light"
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={disabled}
          >
            {uploadLabel}
          </Button>
        )}
      </FileButton>
      {children}
    </>
  );
  return layout === 'grid' ? (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
      {buttons}
    </SimpleGrid>
  ) : (
    <Group gap="xs" grow>
      {buttons}
    </Group>
  );
}

/** "Remove photo": drops a photo chosen but not saved yet. */
export function RemovePhotoButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <RemoveButton onClick={onClick} disabled={disabled}>
      Remove photo
    </RemoveButton>
  );
}
