import { Group, Image, Input, Stack, Text } from '@mantine/core';
import { PhotoPicker, RemovePhotoButton } from '../../../components/photo-picker';
import { toast } from '../../../lib/toast';

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
          <RemovePhotoButton onClick={() => onChange(null)} disabled={disabled} />
        </Group>
      ) : (
        <PhotoPicker
          facingMode="environment"
          fileLabel="Ad photo file"
          uploadLabel="Upload photo"
          buttonProps={{ size: 'xs' }}
          disabled={disabled}
          onPhoto={(dataUrl, from) => {
            onChange(dataUrl);
            // Nothing is sent yet: the photo goes with the ad when it is saved.
            toast(from === 'camera' ? 'Photo taken' : 'Photo added', 'It is sent when you save the ad.');
          }}
        />
      )}
    </Stack>
  );
}
