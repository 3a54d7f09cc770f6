import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconCamera, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { PhotoCamera } from '../../../components/photo-camera';
import { PHOTO_READ_MESSAGE, photoFileProblem, readAsDataUrl } from '../../../lib/image-file';
import { toast, toastError } from '../../../lib/toast';

/**
 * An optional photo of the ad: taken with the back camera or picked from the gallery, checked
 * like member photos (an image, at most 5 MB), shown before it is saved with the ad.
 */
export function AdPhotoField({
  value,
  onChange,
  disabled,
}: {
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  disabled?: boolean;
}) {
  const [camera, setCamera] = useState(false);
  const resetFile = useRef<() => void>(null);

  const onFile = async (file: File | null) => {
    resetFile.current?.();
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) return toastError(problem.title, problem.message);
    try {
      onChange(await readAsDataUrl(file));
      // Nothing is sent yet: the photo goes with the ad when it is saved.
      toast('Photo added', 'It is sent when you save the ad.');
    } catch (err) {
      console.error('Failed to read the image file', err);
      toastError('Upload failed', PHOTO_READ_MESSAGE);
    }
  };

  if (camera) {
    return (
      <PhotoCamera
        facingMode="environment"
        onCancel={() => setCamera(false)}
        onCapture={(dataUrl) => {
          setCamera(false);
          onChange(dataUrl);
          toast('Photo taken', 'It is sent when you save the ad.');
        }}
      />
    );
  }

  return (
    <Stack gap={6}>
      <Input.Label component="span">
        Photo of the ad{' '}
        <Text span size="xs" c="dimmed" fw={400}>
          (optional)
        </Text>
      </Input.Label>
      {value ? (
        <Group align="flex-end" gap="sm">
          <Image src={value} alt="Photo of the ad, not saved yet" h={96} w="auto" fit="contain" radius="sm" />
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => onChange(null)}
            disabled={disabled}
          >
            Remove photo
          </Button>
        </Group>
      ) : (
        <Group gap="xs" grow>
          <Button
            variant="light"
            size="xs"
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
            inputProps={{ 'aria-label': 'Ad photo file' }}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                leftSection={<IconUpload size={16} aria-hidden />}
                disabled={disabled}
              >
                Upload photo
              </Button>
            )}
          </FileButton>
        </Group>
      )}
    </Stack>
  );
}
