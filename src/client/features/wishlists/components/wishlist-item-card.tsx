import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconEdit, IconExternalLink, IconGift, IconTrash } from '@tabler/icons-react';
import type { WishlistItem, WishlistPriority } from '#common/wishlists';
import { useRenderClock } from '../../../lib/render-clock';
import { formatMoney } from '../money';
import { ClaimControls } from './claim-controls';
import { PRIORITY_LABELS } from './wishlist-item-dialog';

const READABLE = { label: { color: 'var(--mantine-color-text)' } };
const PRIORITY_COLOR: Record<WishlistPriority, string> = { high: 'red', medium: 'yellow', low: 'gray' };
const PICTURE = 64;

function ItemPicture({ item }: { item: WishlistItem }) {
  const box = {
    width: PICTURE,
    height: PICTURE,
    flexShrink: 0,
    borderRadius: 'var(--mantine-radius-sm)',
  } as const;
  if (item.imageUrl) {
    return (
      <img
        src={item.imageUrl}
        alt=""
        width={PICTURE}
        height={PICTURE}
        loading="lazy"
        style={{ ...box, objectFit: 'cover' }}
      />
    );
  }
  return (
    <div
      aria-hidden
      style={{
        ...box,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'var(--mantine-color-default-hover)',
        color: 'var(--mantine-color-dimmed)',
      }}
    >
      <IconGift size={28} />
    </div>
  );
}

/**
 * One wish: its picture, title (a link to the shop when it has one), price, priority, how many,
 * notes and occasion; edit and delete for those who may; claims for everyone but the member.
 */
export function WishlistItemCard({
  item,
  memberName,
  occasion,
  onEdit,
  onDelete,
}: {
  item: WishlistItem;
  memberName: string;
  /** The occasion it is wished for, named. */
  occasion?: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { locale } = useRenderClock();
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={item.title}>
      <Stack gap="sm">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <ItemPicture item={item} />
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            {item.url ? (
              <Anchor
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                fw={600}
                className="tap-target"
                style={{ overflowWrap: 'anywhere', justifyContent: 'flex-start' }}
              >
                {item.title}
                <IconExternalLink size={12} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Anchor>
            ) : (
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {item.title}
              </Text>
            )}
            <Group gap={6} wrap="wrap">
              {item.priceCents !== null && (
                <Text size="sm" fw={500}>
                  {formatMoney(item.priceCents, item.currency, locale)}
                </Text>
              )}
              <Badge color={PRIORITY_COLOR[item.priority]} variant="light" tt="none" styles={READABLE}>
                {PRIORITY_LABELS[item.priority]} priority
              </Badge>
              {item.quantity > 1 && (
                <Badge color="gray" variant="outline" tt="none" styles={READABLE}>
                  Wants {item.quantity}
                </Badge>
              )}
              {occasion && (
                <Badge
                  color="violet"
                  variant="outline"
                  tt="none"
                  styles={READABLE}
                  style={{ maxWidth: '100%' }}
                >
                  For {occasion}
                </Badge>
              )}
            </Group>
            {item.notes && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {item.notes}
              </Text>
            )}
          </Stack>
          {item.canEdit && (
            // One above the other: on a phone the title keeps the width.
            <Stack gap={4}>
              <ActionIcon
                variant="subtle"
                className="tap-target"
                aria-label={`Edit ${item.title}`}
                onClick={onEdit}
              >
                <IconEdit size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                className="tap-target"
                aria-label={`Delete ${item.title}`}
                onClick={onDelete}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Stack>
          )}
        </Group>
        {item.claimState && <ClaimControls item={item} state={item.claimState} memberName={memberName} />}
        {item.somethingClaimed && (
          <Text size="sm" c="dimmed">
            Someone is getting this for you.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
