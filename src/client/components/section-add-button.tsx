import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** "Add occasion", "Add item": a `SectionCard`'s `action` that adds one more of what it lists. */
export function SectionAddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      className="tap-target"
      leftSection={<IconPlus size={14} aria-hidden />}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
