import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FamilyMember } from '#common/members';
import { occasionLabel } from '#common/occasion-label';
import { SectionAddButton } from '../../../components/section-add-button';
import { SectionCard } from '../../../components/section-card';
import { memberOccasionsQuery, memberWishlistQuery } from '../api/wishlists';
import { WishlistItemDialog } from './wishlist-item-dialog';
import { WishlistList } from './wishlist-list';

/** Placeholder rows while a wishlist loads. */
export function WishlistSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      {[0, 1].map((n) => (
        <div key={n} style={{ display: 'flex', gap: 12 }}>
          <Skeleton h={64} w={64} radius="sm" style={{ flexShrink: 0 }} />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton h={14} w="60%" />
            <Skeleton h={12} w="35%" />
          </Stack>
        </div>
      ))}
    </Stack>
  );
}

/** The member page's Wishlist: what they would like, and (for relatives) who is getting what. */
export function MemberWishlistCard({ member }: { member: FamilyMember }) {
  const items = useQuery(memberWishlistQuery(member.id));
  const wishedFor = (items.data ?? []).some((i) => i.occasionId !== null);
  const occasions = useQuery({ ...memberOccasionsQuery(member.id), enabled: wishedFor });
  const labels = new Map(
    (occasions.data ?? []).map((o) => [
      o.id,
      occasionLabel({
        kind: o.kind,
        title: o.title,
        memberName: member.name,
        otherMemberName: o.otherMemberName,
      }),
    ]),
  );
  const [adding, setAdding] = useState(false);

  return (
    <SectionCard
      title="Wishlist"
      action={member.canEdit && <SectionAddButton onClick={() => setAdding(true)}>Add item</SectionAddButton>}
    >
      {items.isPending ? (
        <WishlistSkeleton label="Loading the wishlist" />
      ) : items.isError ? (
        <Alert color="red" variant="light" title="The wishlist could not be loaded">
          {items.error.message}
        </Alert>
      ) : items.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {member.isSelf
            ? 'No wishes yet: add what you would like, and your family sees it (never who is getting it).'
            : `Nothing on ${member.name}'s wishlist yet.${member.canEdit ? ' Add what they would like.' : ''}`}
        </Text>
      ) : (
        <WishlistList items={items.data} member={member} occasionLabels={labels} />
      )}
      <WishlistItemDialog opened={adding} onClose={() => setAdding(false)} member={member} />
    </SectionCard>
  );
}
