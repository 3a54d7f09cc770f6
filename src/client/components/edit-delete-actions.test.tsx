import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { EditDeleteActions } from './edit-delete-actions';

describe("a record's own buttons", () => {
  it('names the record on Edit and Delete, and tells which was pressed', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const { user } = renderWithProviders(
      <EditDeleteActions name="Kite" onEdit={onEdit} onDelete={onDelete} />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Kite' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onEdit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Edit Kite' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });
});
