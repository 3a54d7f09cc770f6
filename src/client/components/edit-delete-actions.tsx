import { ActionIcon, Group, Stack } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';

/**
 * Edit and Delete as two icons beside a record, named for it ("Edit Kite", "Delete Kite").
 * `stacked` puts them one above the other, so a title on a phone keeps the width.
 */
export function EditDeleteActions({
  name,
  onEdit,
  onDelete,
  stacked,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  stacked?: boolean;
}) {
  const icons = (
    <>
      <ActionIcon variant="subtle" className="tap-target" aria-label={`Edit ${name}`} onClick={onEdit}>
        <IconEdit size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        className="tap-target"
        aria-label={`Delete ${name}`}
        onClick={onDelete}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </>
  );
  return stacked ? (
    <Stack gap={4}>{icons}</Stack>
  ) : (
    <Group gap={4} wrap="nowrap">
      {icons}
    </Group>
  );
}
