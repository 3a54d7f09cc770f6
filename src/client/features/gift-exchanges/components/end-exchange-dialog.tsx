import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { toast } from '../../../lib/toast';
import { useEndExchange } from '../api/gift-exchanges';

/** Asks before the owner ends an exchange: it goes for everyone, with its draw. */
export function EndExchangeDialog({
  exchange,
  onClose,
}: {
  /** The exchange to end, or null when the dialog is closed. */
  exchange: { id: number; title: string } | null;
  onClose: () => void;
}) {
  const end = useEndExchange();
  // The last one asked about, so the title stays while the dialog closes.
  const shown = useRef(exchange);
  if (exchange) shown.current = exchange;
  const confirm = () => {
    if (!exchange) return;
    end.mutate(exchange.id, {
      onSuccess: () => {
        toast('Exchange ended', `${exchange.title} is over for everyone.`);
        onClose();
      },
    });
  };
  return (
    <Modal
      opened={exchange !== null}
      onClose={onClose}
      title={`End ${shown.current?.title ?? 'the exchange'}?`}
      centered
    >
      <Stack>
        <Text size="sm">
          The exchange goes for everyone, with its draw: nobody will see their match again. You can start a
          new one with those still taking part.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" className="tap-target" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" className="tap-target" onClick={confirm} loading={end.isPending}>
            End exchange
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
