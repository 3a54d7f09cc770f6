import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { WishlistItem } from '#common/wishlists';
import { DeleteWishlistItemDialog } from './delete-wishlist-item-dialog';
import { WishlistItemCard } from './wishlist-item-card';
import { WishlistItemDialog } from './wishlist-item-dialog';

const list = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** One member's items, with the edit and delete dialogs of those who may change them. */
export function WishlistList({
  items,
  member,
  occasionLabels,
}: {
  items: readonly WishlistItem[];
  member: { id: number; name: string };
  /** Occasion names by id, for the items wished for one. */
  occasionLabels: ReadonlyMap<number, string>;
}) {
  // What the dialog edits stays while it closes; opening it again starts a new form.
  const [editing, setEditing] = useState<WishlistItem | undefined>(undefined);
  const [editOpened, setEditOpened] = useState(false);
  const [deleting, setDeleting] = useState<WishlistItem | null>(null);
  return (
    <>
      <Stack gap="sm" component="ul" style={list} aria-label={`${member.name}'s wishlist`}>
        {items.map((item) => (
          <WishlistItemCard
            key={item.id}
            item={item}
            memberName={member.name}
            occasion={item.occasionId === null ? undefined : occasionLabels.get(item.occasionId)}
            onEdit={() => {
              setEditing(item);
              setEditOpened(true);
            }}
            onDelete={() => setDeleting(item)}
          />
        ))}
      </Stack>
      <WishlistItemDialog
        opened={editOpened}
        onClose={() => setEditOpened(false)}
        member={member}
        item={editing}
      />
      <DeleteWishlistItemDialog item={deleting} memberName={member.name} onClose={() => setDeleting(null)} />
    </>
  );
}
