import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A dialog form's last row: Cancel, then the submit button saying what it does. While the form is
 * being sent both wait; `ready` false keeps the submit off until the form can go.
 */
export function FormButtons({
  onCancel,
  busy,
  submit,
  ready = true,
  mt,
}: {
  onCancel: () => void;
  busy: boolean;
  /** "Save", "Add item", "Track Ad". */
  submit: ReactNode;
  ready?: boolean;
  mt?: MantineSpacing;
}) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" loading={busy} disabled={busy || !ready}>
        {submit}
      </Button>
    </Group>
  );
}
