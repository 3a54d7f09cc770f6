import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { toast } from '../../../lib/toast';
import { useRedraw } from '../api/gift-exchanges';

/** Asks before the owner draws an exchange again (possible only while nobody has opened a match). */
export function RedrawDialog({
  exchange,
  onClose,
}: {
  /** The exchange to draw again, or null when the dialog is closed. */
  exchange: { id: number; title: string } | null;
  onClose: () => void;
}) {
  const redraw = useRedraw();
  // The last one asked about, so the title stays while the dialog closes.
  const shown = useRef(exchange);
  if (exchange) shown.current = exchange;
  const confirm = () => {
    if (!exchange) return;
    redraw.mutate(exchange.id, {
      onSuccess: () => {
        toast('Drawn again', `${exchange.title} has a new draw.`);
        onClose();
      },
    });
  };
  return (
    <Modal
      opened={exchange !== null}
      onClose={onClose}
      title={`Draw ${shown.current?.title ?? 'the exchange'} again?`}
      centered
    >
      <Stack>
        <Text size="sm">
          Everyone gets a new match, with the same participants and exclusions. Nobody has opened their match
          yet, so nobody has seen the old draw.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" className="tap-target" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button className="tap-target" onClick={confirm} loading={redraw.isPending}>
            Draw again
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
