import { Alert, Badge, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconGift } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { browserCurrency, formatMoney } from '#common/money';
import type { ClaimState, ClaimStatus, WishlistItem } from '#common/wishlists';
import { READABLE_ALERT } from '../../../components/readable-alert';
import { useRenderClock } from '../../../lib/render-clock';
import { toast } from '../../../lib/toast';
import { useClaimItem, useReleaseClaim } from '../api/wishlists';
import { GroupGiftPanel } from './group-gift-panel';

/** Light badges keep the page's text colour: coloured text on a tint fails contrast. */
const READABLE = { label: { color: 'var(--mantine-color-text)' } };
const list = { listStyle: 'none', margin: 0, padding: 0 } as const;

const VERB: Record<ClaimStatus, string> = { reserved: 'reserved', purchased: 'bought' };

/** "Rae reserved 1", "You bought 2". */
export const claimText = (claim: ClaimState['claims'][number]) =>
  `${claim.mine ? 'You' : claim.name} ${VERB[claim.status]} ${claim.quantity}`;

/**
 * "$25.00 pledged towards it was released: the person who pledged it is no longer in the family.
 * $50.00 of $100.00 is pledged now." Who it was is not kept (decision 0033).
 */
export function releasedText(state: ClaimState, format: (cents: number) => string): string {
  const amounts = state.releasedPledges.map((r) => format(r.amountCents));
  const what =
    amounts.length === 1
      ? `${amounts[0]} pledged towards it was released: the person who pledged it is no longer in the family.`
      : `Pledges of ${amounts.join(', ')} towards it were released: the people who pledged them are no longer in the family.`;
  const gift = state.groupGift;
  return gift ? `${what} ${format(gift.pledgedCents)} of ${format(gift.targetCents)} is pledged now.` : what;
}

/** What changed about the viewer's claim, and the button that says they have seen it. */
function ClaimNotice({
  title,
  children,
  action,
  busy,
  loading,
  onAction,
}: {
  title: string;
  children: ReactNode;
  action: string;
  busy: boolean;
  loading: boolean;
  onAction: () => void;
}) {
  return (
    <Alert
      color="yellow"
      variant="light"
      styles={READABLE_ALERT}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={title}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{children}</Text>
        <Button
          size="compact-sm"
          variant="light"
          color="yellow"
          className="tap-target"
          loading={loading}
          disabled={busy}
          onClick={onAction}
        >
          {action}
        </Button>
      </Stack>
    </Alert>
  );
}

/** How much of the item is still to get: "Claimed", "2 of 3 left", "Not claimed yet". */
function AvailabilityBadge({ item, state }: { item: WishlistItem; state: ClaimState }) {
  if (state.remaining === 0) {
    const bought = state.purchasedQuantity >= item.quantity;
    return (
      <Badge color="green" variant="light" tt="none" styles={READABLE} leftSection={<IconCheck size={12} />}>
        {bought ? 'Bought' : 'Claimed'}
      </Badge>
    );
  }
  return (
    <Badge color="gray" variant="light" tt="none" styles={READABLE}>
      {item.quantity > 1 ? `${state.remaining} of ${item.quantity} left` : 'Not claimed yet'}
    </Badge>
  );
}

/**
 * Nothing is left to claim: what the viewer can still do. With a group gift open that is chipping
 * in (the panel below), not "nothing left".
 */
function takenText(quantity: number, groupGift: boolean): string {
  const taken = quantity > 1 ? `All ${quantity} are claimed` : 'Someone has already claimed this';
  return groupGift
    ? `${taken}: you can chip in to the group gift below.`
    : `${taken}: nothing left for you to get.`;
}

/**
 * What a relative can do about an item they are not the subject of: claim it (reserved or
 * bought, some of its quantity), release their claim, see who claimed what, and chip in to a
 * group gift. Never shown to the member themself (their items carry no claim state).
 */
export function ClaimControls({
  item,
  state,
  memberName,
}: {
  item: WishlistItem;
  state: ClaimState;
  memberName: string;
}) {
  const { locale } = useRenderClock();
  const format = (cents: number) => formatMoney(cents, item.currency ?? browserCurrency(), locale);
  const claim = useClaimItem(item.id);
  const release = useReleaseClaim(item.id);
  const busy = claim.isPending || release.isPending;
  const mine = state.claims.find((c) => c.mine);
  /** The most the viewer may hold: what is left, and what they already have. */
  const most = state.remaining + (mine?.quantity ?? 0);
  const [quantity, setQuantity] = useState<number | string>(mine?.quantity ?? 1);
  const chosen = Math.min(Math.max(1, Number(quantity) || 1), Math.max(1, most));
  const many = item.quantity > 1;

  const save = (status: ClaimStatus, count = chosen, done?: string) =>
    claim.mutate(
      { quantity: count, status },
      {
        onSuccess: () => toast(done ?? (status === 'purchased' ? 'Marked as bought' : 'Claimed'), item.title),
      },
    );
  /** "Bought it": claims the chosen number as bought, or (`quantity`) turns a reservation into that. */
  const boughtButton = (variant: 'default' | 'light', quantity?: number) => (
    <Button
      size="sm"
      variant={variant}
      className="tap-target"
      disabled={busy}
      loading={claim.isPending && claim.variables?.status === 'purchased'}
      onClick={() => save('purchased', quantity)}
    >
      Bought it
    </Button>
  );
  const letGo = () =>
    release.mutate(undefined, {
      onSuccess: () => {
        setQuantity(1);
        toast('Claim released', `${item.title} is free for others to get.`);
      },
    });

  const quantityInput = many && most > 0 && (
    <NumberInput
      label="How many"
      min={1}
      max={most}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      clampBehavior="strict"
      w={110}
      disabled={busy}
      value={quantity}
      onChange={setQuantity}
    />
  );

  return (
    <Stack gap="xs" role="group" aria-label={`Claims: ${item.title}`}>
      {mine && state.changedSinceMyClaim && (
        <ClaimNotice
          title="Changed since you claimed it"
          action="Still getting it"
          busy={busy}
          loading={claim.isPending}
          onAction={() => save(mine.status, mine.quantity, 'Claim kept')}
        >
          {memberName}'s wish changed after you claimed it: check it is still what you are getting.
        </ClaimNotice>
      )}
      {mine && state.releasedPledges.length > 0 && (
        <ClaimNotice
          title={state.releasedPledges.length === 1 ? 'A pledge was released' : 'Pledges were released'}
          action="Got it"
          busy={busy}
          loading={claim.isPending}
          onAction={() => save(mine.status, mine.quantity, 'Noted')}
        >
          {releasedText(state, format)}
        </ClaimNotice>
      )}
      <Group gap="xs" wrap="wrap">
        <AvailabilityBadge item={item} state={state} />
        {state.claims.length > 0 && (
          <Group component="ul" gap={4} wrap="wrap" style={list} aria-label="Who claimed it">
            {state.claims.map((c) => (
              <Text
                component="li"
                key={`${c.userId}`}
                size="xs"
                c={c.mine ? undefined : 'dimmed'}
                fw={c.mine ? 600 : undefined}
              >
                {claimText(c)}
              </Text>
            ))}
          </Group>
        )}
      </Group>

      {!mine ? (
        state.canClaim ? (
          <Group gap="xs" align="flex-end" wrap="wrap">
            {quantityInput}
            <Button
              size="sm"
              variant="light"
              className="tap-target"
              leftSection={<IconGift size={16} aria-hidden />}
              disabled={busy}
              loading={claim.isPending && claim.variables?.status === 'reserved'}
              onClick={() => save('reserved')}
            >
              I'll get this
            </Button>
            {boughtButton('default')}
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            {takenText(many ? item.quantity : 1, state.groupGift !== null)}
          </Text>
        )
      ) : (
        <Stack gap={6}>
          <Text size="xs" c="dimmed">
            {mine.status === 'reserved'
              ? 'You reserved it: mark it bought once you have it.'
              : 'You bought it. Others see it as taken.'}
          </Text>
          <Group gap="xs" align="flex-end" wrap="wrap">
            {quantityInput}
            {many && (
              <Button
                size="sm"
                variant="default"
                className="tap-target"
                disabled={busy || chosen === mine.quantity}
                title={chosen === mine.quantity ? 'Choose another number first' : undefined}
                onClick={() => save(mine.status, chosen, 'Claim changed')}
              >
                Change to {chosen}
              </Button>
            )}
            {mine.status === 'reserved' && boughtButton('light', mine.quantity)}
            <Button
              size="sm"
              variant="subtle"
              color="red"
              className="tap-target"
              disabled={busy}
              loading={release.isPending}
              onClick={letGo}
            >
              Release my claim
            </Button>
          </Group>
        </Stack>
      )}

      <GroupGiftPanel item={item} state={state} claimed={mine !== undefined} />
    </Stack>
  );
}
