import { Button, Center, Group, Modal, Stack, Text } from '@mantine/core';
import { IconBrandGoogle, IconMoodSmile } from '@tabler/icons-react';
import { useState } from 'react';
import type { FamilyMember } from '#common/members';
import { PhotoPicker, RemovePhotoButton } from '../../../components/photo-picker';
import { toast } from '../../../lib/toast';
import { type PictureChange, useUpdateMemberPicture } from '../api/change-members';
import { MemberAvatar } from './member-avatar';

export interface PhotoDialogProps {
  opened: boolean;
  onClose: () => void;
  member: FamilyMember;
  familyId: number;
  googlePictureAvailable?: boolean;
}

/** undefined: nothing chosen yet; null: the emoji avatar; a string: a new photo as a data URL. */
type Choice = string | null | undefined;

/** The photo choices wrap their words instead of being clipped in a narrow two-column grid. */
const OPTION_BUTTON = {
  fullWidth: true,
  h: 'auto',
  mih: 36,
  py: 6,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center' } },
} as const;

/** Take, upload or pick a profile photo; the choice stays local until Save. */
export function PhotoDialog({ opened, onClose, member, familyId, googlePictureAvailable }: PhotoDialogProps) {
  const update = useUpdateMemberPicture(familyId);
  const [choice, setChoice] = useState<Choice>(undefined);
  const [camera, setCamera] = useState(false);

  const close = () => {
    setChoice(undefined);
    setCamera(false);
    onClose();
  };

  const onPhoto = (dataUrl: string, from: 'camera' | 'file') => {
    setChoice(dataUrl);
    if (from === 'camera') toast('Photo captured!', 'Save to use it as the profile photo.');
  };

  const send = (change: PictureChange, done: () => void) =>
    update.mutate(
      { id: member.id, change },
      {
        onSuccess: () => {
          done();
          close();
        },
      },
    );

  const save = () => {
    if (choice === undefined) return;
    send({ profileImage: choice }, () =>
      choice
        ? toast('Photo uploaded!', `${member.name}'s profile photo has been updated.`)
        : toast('Photo removed', `${member.name} now shows the emoji avatar.`),
    );
  };

  const revertToGoogle = () =>
    send({ revertToGoogle: true }, () =>
      toast('Photo updated', `${member.name} now shows the Google profile picture.`),
    );

  const preview = choice === undefined ? member.profileImage : choice;
  const busy = update.isPending;

  return (
    <Modal opened={opened} onClose={close} title="Profile photo" centered>
      <Stack>
        <Center>
          <Stack align="center" gap={6}>
            <MemberAvatar member={{ ...member, profileImage: preview }} size={120} />
            <Text size="sm" c="dimmed" role="status">
              {choice === undefined
                ? 'Current photo'
                : choice
                  ? 'New photo, not saved yet'
                  : 'Emoji avatar, not saved yet'}
            </Text>
            {choice && <RemovePhotoButton onClick={() => setChoice(null)} disabled={busy} />}
          </Stack>
        </Center>

        <PhotoPicker
          onPhoto={onPhoto}
          fileLabel="Image file"
          uploadLabel="Upload from gallery"
          layout="grid"
          buttonProps={OPTION_BUTTON}
          disabled={busy}
          camera={camera}
          onCameraChange={setCamera}
        >
          {googlePictureAvailable && (
            <Button
              variant="light"
              leftSection={<IconBrandGoogle size={16} aria-hidden />}
              onClick={revertToGoogle}
              disabled={busy}
            >
              Use Google picture
            </Button>
          )}
          <Button
            {...OPTION_BUTTON}
            variant="light"
            leftSection={<IconMoodSmile size={16} aria-hidden />}
            onClick={() => setChoice(null)}
            disabled={busy}
          >
            Use emoji avatar
          </Button>
        </PhotoPicker>

        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={save} disabled={choice === undefined || busy || camera} loading={busy}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
