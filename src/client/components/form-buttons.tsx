import { Button, Group, type MantineColor, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A dialog form's last row: Cancel, then the submit button saying what it does. While the form is
 * being sent both wait; `ready` false keeps the submit off until the form can go. A dialog that
 * asks rather than holds a form ("Leave family", "Delete ad") passes `onConfirm` instead.
 */
export function FormButtons({
  onCancel,
  busy,
  submit,
  ready = true,
  mt,
  onConfirm,
  color,
  cancelWhileBusy = false,
}: {
  onCancel: () => void;
  busy: boolean;
  /** "Save", "Add item", "Track Ad". */
  submit: ReactNode;
  ready?: boolean;
  mt?: MantineSpacing;
  /** What the second button does when there is no form to submit. */
  onConfirm?: () => void;
  /** The second button's colour: red for what cannot be undone. */
  color?: MantineColor;
  /** Cancel still closes while the form is sent (what was sent goes on regardless). */
  cancelWhileBusy?: boolean;
}) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={busy && !cancelWhileBusy}>
        Cancel
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        color={color}
        onClick={onConfirm}
        loading={busy}
        disabled={busy || !ready}
      >
        {submit}
      </Button>
    </Group>
  );
}
