import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import type { WishlistItem } from '#common/wishlists';
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
  // The last one asked about, so the title stays while the dialog closes.
  const shown = useRef(item);
  if (item) shown.current = item;
  const current = shown.current;
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
    <Modal opened={item !== null} onClose={onClose} title={`Delete ${current?.title ?? 'item'}?`} centered>
      <Stack>
        <Text size="sm">
          It leaves {memberName}'s wishlist. {current ? claimersNotice(current) : ''}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
