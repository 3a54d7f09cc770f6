import { Button, Center, FileButton, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBrandGoogle, IconCamera, IconMoodSmile, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { FamilyMember } from '#common/members';
import { PhotoCamera } from '../../../components/photo-camera';
import { toast, toastError } from '../../../lib/toast';
import { type PictureChange, useUpdateMemberPicture } from '../api/change-members';
import { MemberAvatar } from './member-avatar';
import { PHOTO_READ_MESSAGE, photoFileProblem, readAsDataUrl } from './photo-file';

export interface PhotoDialogProps {
  opened: boolean;
  onClose: () => void;
  member: FamilyMember;
  familyId: number;
  googlePictureAvailable?: boolean;
}

/** undefined: nothing chosen yet; null: the emoji avatar; a string: a new photo as a data URL. */
type Choice = string | null | undefined;

/** Take, upload or pick a profile photo; the choice stays local until Save. */
/** The photo choices wrap their words instead of being clipped in a narrow two-column grid. */
const OPTION_BUTTON = {
  fullWidth: true,
  h: 'auto',
  mih: 36,
  py: 6,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center' } },
} as const;

export function PhotoDialog({ opened, onClose, member, familyId, googlePictureAvailable }: PhotoDialogProps) {
  const update = useUpdateMemberPicture(familyId);
  const [choice, setChoice] = useState<Choice>(undefined);
  const [camera, setCamera] = useState(false);
  const resetFile = useRef<() => void>(null);

  const close = () => {
    setChoice(undefined);
    setCamera(false);
    onClose();
  };

  const onFile = async (file: File | null) => {
    resetFile.current?.();
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) return toastError(problem.title, problem.message);
    try {
      setChoice(await readAsDataUrl(file));
    } catch (err) {
      console.error('Failed to read the image file', err);
      toastError('Upload failed', PHOTO_READ_MESSAGE);
    }
  };

  const onCapture = (dataUrl: string) => {
    setCamera(false);
    setChoice(dataUrl);
    toast('Photo captured!', 'Save to use it as the profile photo.');
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
            {choice && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => setChoice(null)}
                disabled={busy}
              >
                Remove photo
              </Button>
            )}
          </Stack>
        </Center>

        {camera ? (
          <PhotoCamera onCapture={onCapture} onCancel={() => setCamera(false)} />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Button
              {...OPTION_BUTTON}
              variant="light"
              leftSection={<IconCamera size={16} aria-hidden />}
              onClick={() => setCamera(true)}
              disabled={busy}
            >
              Take photo
            </Button>
            <FileButton
              onChange={onFile}
              accept="image/*"
              resetRef={resetFile}
              inputProps={{ 'aria-label': 'Image file' }}
            >
              {(props) => (
                <Button
                  {...props}
                  {...OPTION_BUTTON}
                  variant="light"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  disabled={busy}
                >
                  Upload from gallery
                </Button>
              )}
            </FileButton>
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
          </SimpleGrid>
        )}

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
