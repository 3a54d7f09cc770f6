import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

/** An owner that lets go of what it asked about as soon as the dialog closes, as the features do. */
function Asking({ onConfirm }: { onConfirm: () => void }) {
  const [asking, setAsking] = useState<string | null>('Kite');
  return (
    <ConfirmDeleteDialog
      opened={asking !== null}
      title={`Delete ${asking ?? 'item'}?`}
      onConfirm={onConfirm}
      onClose={() => setAsking(null)}
    >
      {asking ? `${asking} leaves the wishlist.` : 'Nothing to delete.'}
    </ConfirmDeleteDialog>
  );
}

describe('ConfirmDeleteDialog', () => {
  it('names what goes, says what it means, and deletes only on Delete', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmDeleteDialog opened title="Delete Mia?" onConfirm={onConfirm} onClose={onClose}>
        Her profile is deleted for good.
      </ConfirmDeleteDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Mia?' });
    expect(dialog).toHaveTextContent('Her profile is deleted for good.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('puts the focus on Cancel, so Enter alone never deletes', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmDeleteDialog opened title="Delete Mia?" onConfirm={onConfirm} onClose={() => {}}>
        Gone for good.
      </ConfirmDeleteDialog>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps Delete from being pressed again while the delete is on its way', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmDeleteDialog opened pending title="Delete Mia?" onConfirm={onConfirm} onClose={() => {}}>
        Gone for good.
      </ConfirmDeleteDialog>,
    );
    const button = await screen.findByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('data-loading', 'true');
    await user.click(button);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps its words while it closes, after its owner let go of what it named', async () => {
    // Transitions on (renderWithProviders turns them off): the dialog stays on screen as it fades.
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <Asking onConfirm={() => {}} />
      </MantineProvider>,
    );
    await screen.findByRole('dialog', { name: 'Delete Kite?' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Delete Kite?')).toBeInTheDocument();
    expect(screen.getByText('Kite leaves the wishlist.')).toBeInTheDocument();
    expect(screen.queryByText('Delete item?')).toBeNull();
    await waitFor(() => expect(screen.queryByText('Delete Kite?')).toBeNull());
  });
});
