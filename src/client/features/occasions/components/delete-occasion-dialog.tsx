import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { toast } from '../../../lib/toast';
import { useDeleteOccasion } from '../api/occasions';

/** Asks before an occasion goes; the gift ideas saved for it stay. */
export function DeleteOccasionDialog({
  occasion,
  onClose,
}: {
  /** The occasion to delete, or null when the dialog is closed. */
  occasion: { id: number; label: string } | null;
  onClose: () => void;
}) {
  const remove = useDeleteOccasion();
  // The last one asked about, so the title stays while the dialog closes.
  const shown = useRef(occasion);
  if (occasion) shown.current = occasion;
  const confirm = () => {
    if (!occasion) return;
    remove.mutate(occasion.id, {
      onSuccess: () => {
        toast('Occasion deleted', `${occasion.label} has been deleted.`);
        onClose();
      },
    });
  };
  return (
    <Modal
      opened={occasion !== null}
      onClose={onClose}
      title={`Delete ${shown.current?.label ?? 'occasion'}?`}
      centered
    >
      <Stack>
        <Text size="sm">
          The date and its reminders go. Gift ideas saved for it stay, no longer tied to it.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
