import { Alert, type AlertProps, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A dialog's last row when all that is left is to leave it: "Close" (or "Back"). */
export function DialogCloseRow({ onClose, label = 'Close' }: { onClose: () => void; label?: string }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {label}
      </Button>
    </Group>
  );
}

/**
 * A dialog that cannot go on (nothing to load, nothing it may change, no camera): the alert
 * saying why, with `alert` as its colour, title and icon, and the one way out.
 */
export function DialogNotice({
  alert,
  children,
  onClose,
  closeLabel,
}: {
  alert: Omit<AlertProps, 'children'>;
  children: ReactNode;
  onClose: () => void;
  closeLabel?: string;
}) {
  return (
    <Stack>
      <Alert {...alert}>{children}</Alert>
      <DialogCloseRow onClose={onClose} label={closeLabel} />
    </Stack>
  );
}
