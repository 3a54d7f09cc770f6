import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useRef } from 'react';

export interface ConfirmDeleteDialogProps {
  opened: boolean;
  /** "Delete Mia?": names what goes. */
  title: string;
  /** What deleting it means, in a sentence or two. */
  children: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  /** The delete is on its way: Delete shows it and cannot be pressed twice. */
  pending?: boolean;
}

/**
 * Asks before something goes for good. Cancel has the focus, so Enter never deletes by accident;
 * while it closes, the dialog keeps the words it was opened with (the owner may already have let
 * go of what it named).
 */
export function ConfirmDeleteDialog({
  opened,
  title,
  children,
  onConfirm,
  onClose,
  pending,
}: ConfirmDeleteDialogProps) {
  const asked = useRef({ title, children });
  if (opened) asked.current = { title, children };
  const shown = asked.current;
  return (
    <Modal opened={opened} onClose={onClose} title={shown.title} centered>
      <Stack>
        <Text size="sm">{shown.children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
