import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { formatMoney } from '#common/money';
import type { WishlistItem, WishlistPriority } from '#common/wishlists';
import { EditDeleteActions } from '../../../components/edit-delete-actions';
import { ExternalLink } from '../../../components/external-link';
import { useRenderClock } from '../../../lib/render-clock';
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
              <ExternalLink href={item.url} size="sm" fw={600}>
                {item.title}
              </ExternalLink>
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
            <EditDeleteActions name={item.title} onEdit={onEdit} onDelete={onDelete} stacked />
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
