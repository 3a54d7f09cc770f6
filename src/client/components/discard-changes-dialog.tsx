import { Button, Group, Modal, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useEffect, useRef } from 'react';

interface Props {
  opened: boolean;
  /** Stay where the changes are. */
  onKeep: () => void;
  /** Throw the changes away and leave. */
  onDiscard: () => void;
}

/** Asked before unsaved changes are thrown away; "Keep editing" is the safe, focused default. */
export function DiscardChangesDialog({ opened, onKeep, onDiscard }: Props) {
  // Escape keeps editing, but not the very key press that asked to leave: this dialog opens
  // while that press is still travelling through the page, and would close again at once.
  const openedAt = useRef(0);
  useEffect(() => {
    if (opened) openedAt.current = performance.now();
  }, [opened]);
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape' && event.timeStamp > openedAt.current) onKeep();
  });
  return (
    <Modal
      opened={opened}
      onClose={onKeep}
      closeOnEscape={false}
      title="Discard unsaved changes?"
      centered
      size="sm"
      zIndex={400}
    >
      <Text size="sm">Your changes have not been saved. If you leave now, they are lost.</Text>
      <Group justify="flex-end" mt="md">
        <Button color="red" variant="light" onClick={onDiscard}>
          Discard changes
        </Button>
        <Button onClick={onKeep} data-autofocus>
          Keep editing
        </Button>
      </Group>
    </Modal>
  );
}
