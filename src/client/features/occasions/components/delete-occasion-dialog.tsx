import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { toast } from '../../../lib/toast';
import { useDeleteOccasion } from '../api/occasions';

/** Asks before an occasion goes; the gift ideas saved for it stay. */
export function DeleteOccasionDialog({
  occasion,
  onClose,
}: {
  /** The occasion to delete, or null when the dialog is closed. */
  occasion: { id: number; label: string } | null;
  onClose: () => void;
}) {
  const remove = useDeleteOccasion();
  const confirm = () => {
    if (!occasion) return;
    remove.mutate(occasion.id, {
      onSuccess: () => {
        toast('Occasion deleted', `${occasion.label} has been deleted.`);
        onClose();
      },
    });
  };
  return (
    <ConfirmDeleteDialog
      opened={occasion !== null}
      title={`Delete ${occasion?.label ?? 'occasion'}?`}
      onConfirm={confirm}
      onClose={onClose}
      pending={remove.isPending}
    >
      The date and its reminders go. Gift ideas saved for it stay, no longer tied to it.
    </ConfirmDeleteDialog>
  );
}
