import type { WishlistItem } from '#common/wishlists';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { toast } from '../../../lib/toast';
import { useDeleteWishlistItem } from '../api/wishlists';

/** What removing an item means for those who claimed it, in words the viewer may read. */
export function claimersNotice(item: WishlistItem): string {
  const state = item.claimState;
  // The member themself never learns whether anyone claimed it.
  if (!state) return 'Relatives who claimed it will be told.';
  const others = state.claims.filter((c) => !c.mine).map((c) => c.name);
  if (others.length === 0) return state.claims.length > 0 ? 'Your claim on it goes too.' : '';
  const names = new Intl.ListFormat(undefined, { type: 'conjunction' }).format(others);
  return `${names} claimed it and will be told.`;
}

/** Asks before an item leaves the wishlist, naming it; its claims and pledges go with it. */
export function DeleteWishlistItemDialog({
  item,
  memberName,
  onClose,
}: {
  /** The item to delete, or null when the dialog is closed. */
  item: WishlistItem | null;
  memberName: string;
  onClose: () => void;
}) {
  const remove = useDeleteWishlistItem();
  const confirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        toast('Item deleted', `${item.title} is no longer on ${memberName}'s wishlist.`);
        onClose();
      },
    });
  };
  return (
    <ConfirmDeleteDialog
      opened={item !== null}
      title={`Delete ${item?.title ?? 'item'}?`}
      onConfirm={confirm}
      onClose={onClose}
      pending={remove.isPending}
    >
      It leaves {memberName}'s wishlist. {item ? claimersNotice(item) : ''}
    </ConfirmDeleteDialog>
  );
}
