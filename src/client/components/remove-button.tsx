import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** "Remove photo", "Clear All": drops what was chosen but not sent yet; a quiet red button. */
export function RemoveButton({
  onClick,
  disabled,
  children,
}: {
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={14} aria-hidden />}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </Button>
  );
}
