import { Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { amountOf, browserCurrency, centsFrom, formatMoney } from '#common/money';
import type { ClaimState, WishlistItem } from '#common/wishlists';
import { MoneyInput } from '../../../components/money-input';
import { useRenderClock } from '../../../lib/render-clock';
import { toast } from '../../../lib/toast';
import { usePledge, useStartGroupGift, useUnpledge } from '../api/wishlists';

const READABLE = { label: { color: 'var(--mantine-color-text)' } };
const list = { listStyle: 'none', margin: 0, padding: 0 } as const;
/** groupGiftInputSchema: a target of at least one whole unit. */
const MIN_TARGET_CENTS = 100;

/** An amount typed in the item's money, checked before it is sent; Enter submits it. */
function AmountForm({
  label,
  submitLabel,
  initialCents,
  minCents,
  maxCents,
  tooMuch,
  busy,
  format,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initialCents: number | null;
  minCents: number;
  maxCents: number;
  /** Why an amount above the most is refused. */
  tooMuch: string;
  busy: boolean;
  format: (cents: number) => string;
  onSubmit: (cents: number) => void;
  onCancel?: () => void;
}) {
  const [value, setValue] = useState<number | string>(amountOf(initialCents));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = centsFrom(value);
    if (cents === null) return setError('Enter an amount');
    if (cents < minCents) return setError(`Enter at least ${format(minCents)}`);
    if (cents > maxCents) return setError(tooMuch);
    setError(null);
    onSubmit(cents);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <MoneyInput
          label={label}
          w={150}
          disabled={busy}
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
        <Group gap="xs" mt={25} wrap="nowrap">
          <Button type="submit" size="sm" className="tap-target" loading={busy}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button size="sm" variant="default" className="tap-target" disabled={busy} onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Group>
    </form>
  );
}

/**
 * Chip in: the one who claimed an item can make it a group gift with a target; everyone but the
 * member sees what was pledged towards it and can pledge, change or withdraw their own part.
 * Amounts are in the item's currency (the viewer's own when the item has none). GiftLens keeps
 * count only: no money moves.
 */
export function GroupGiftPanel({
  item,
  state,
  claimed,
}: {
  item: WishlistItem;
  state: ClaimState;
  /** The viewer claimed the item: only they may start the group gift or change its target. */
  claimed: boolean;
}) {
  const { locale } = useRenderClock();
  const currency = item.currency ?? browserCurrency();
  const format = (cents: number) => formatMoney(cents, currency, locale);
  const start = useStartGroupGift(item.id, format);
  const pledge = usePledge(item.id, format);
  const unpledge = useUnpledge(item.id);
  const busy = start.isPending || pledge.isPending || unpledge.isPending;
  const [editing, setEditing] = useState<'target' | 'pledge' | null>(null);
  const gift = state.groupGift;

  const setTarget = (cents: number) =>
    start.mutate(cents, {
      onSuccess: () => {
        setEditing(null);
        toast(
          gift ? 'Target changed' : 'Group gift started',
          `Others can now chip in towards ${item.title}.`,
        );
      },
    });

  /** The group gift's target, asked for to start it or to change it (never below what is pledged). */
  const targetForm = (submitLabel: string, initialCents: number | null, minCents: number) => (
    <AmountForm
      label={`Target (${currency})`}
      submitLabel={submitLabel}
      initialCents={initialCents}
      minCents={minCents}
      maxCents={Number.MAX_SAFE_INTEGER}
      tooMuch=""
      busy={start.isPending}
      format={format}
      onSubmit={setTarget}
      onCancel={() => setEditing(null)}
    />
  );

  if (!gift) {
    if (!claimed) return null;
    return editing === 'target' ? (
      targetForm('Start group gift', item.priceCents, MIN_TARGET_CENTS)
    ) : (
      <Group gap="xs" wrap="wrap">
        <Button
          size="sm"
          variant="subtle"
          className="tap-target"
          leftSection={<IconUsersGroup size={16} aria-hidden />}
          onClick={() => setEditing('target')}
        >
          Make it a group gift
        </Button>
        <Text size="xs" c="dimmed">
          Others can then chip in.
        </Text>
      </Group>
    );
  }

  const minePledge = gift.pledges.find((p) => p.mine);
  const othersCents = gift.pledgedCents - (minePledge?.amountCents ?? 0);
  const leftForMe = Math.max(0, gift.targetCents - othersCents);
  const percent =
    gift.targetCents > 0 ? Math.min(100, Math.round((gift.pledgedCents / gift.targetCents) * 100)) : 0;
  const reached = gift.pledgedCents >= gift.targetCents;
  const summary = `${format(gift.pledgedCents)} of ${format(gift.targetCents)} pledged`;

  const savePledge = (cents: number) =>
    pledge.mutate(cents, {
      onSuccess: () => {
        setEditing(null);
        toast(
          minePledge ? 'Pledge changed' : 'Pledge saved',
          `You pledged ${format(cents)} towards ${item.title}.`,
        );
      },
    });
  const withdraw = () =>
    unpledge.mutate(undefined, {
      onSuccess: () => {
        setEditing(null);
        toast('Pledge withdrawn', `Your pledge towards ${item.title} is withdrawn.`);
      },
    });

  return (
    <Paper withBorder radius="sm" p="sm" role="group" aria-label={`Group gift: ${item.title}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap={6} wrap="nowrap">
            <IconUsersGroup size={16} aria-hidden />
            <Text size="sm" fw={600}>
              Group gift
            </Text>
          </Group>
          {reached ? (
            <Badge color="green" variant="light" tt="none" styles={READABLE}>
              Target reached
            </Badge>
          ) : (
            <Text size="xs" c="dimmed">
              {format(gift.targetCents - gift.pledgedCents)} to go
            </Text>
          )}
        </Group>
        <Progress.Root
          size="lg"
          role="progressbar"
          aria-label={`Pledged towards ${item.title}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={summary}
        >
          <Progress.Section value={percent} color={reached ? 'green' : 'violet'} withAria={false} />
        </Progress.Root>
        <Text size="sm">{summary}</Text>
        {gift.pledges.length > 0 && (
          <Group component="ul" gap="xs" wrap="wrap" style={list} aria-label="Pledges">
            {gift.pledges.map((p) => (
              <Text
                component="li"
                key={p.userId}
                size="xs"
                c={p.mine ? undefined : 'dimmed'}
                fw={p.mine ? 600 : undefined}
              >
                {p.mine ? 'You' : p.name}: {format(p.amountCents)}
              </Text>
            ))}
          </Group>
        )}

        {editing === 'pledge' || (!minePledge && editing === null && leftForMe > 0) ? (
          <AmountForm
            // A new amount to start from each time the form opens.
            key={`${minePledge?.amountCents ?? 'new'}`}
            label={`Your pledge (${currency})`}
            submitLabel={minePledge ? 'Save pledge' : 'Chip in'}
            initialCents={minePledge?.amountCents ?? null}
            minCents={1}
            maxCents={leftForMe}
            tooMuch={`Only ${format(leftForMe)} is left to reach the target`}
            busy={pledge.isPending}
            format={format}
            onSubmit={savePledge}
            onCancel={editing === 'pledge' ? () => setEditing(null) : undefined}
          />
        ) : editing === 'target' ? (
          targetForm('Save target', gift.targetCents, Math.max(MIN_TARGET_CENTS, gift.pledgedCents))
        ) : null}

        {!minePledge && leftForMe === 0 && (
          <Text size="xs" c="dimmed">
            The target is reached: there is nothing left to pledge.
          </Text>
        )}
        {editing === null && (minePledge || claimed) && (
          <Group gap="xs" wrap="wrap">
            {minePledge && (
              <>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  className="tap-target"
                  disabled={busy}
                  onClick={() => setEditing('pledge')}
                >
                  Change my pledge
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  className="tap-target"
                  disabled={busy}
                  loading={unpledge.isPending}
                  onClick={withdraw}
                >
                  Withdraw my pledge
                </Button>
              </>
            )}
            {claimed && (
              <Button
                size="compact-sm"
                variant="subtle"
                className="tap-target"
                disabled={busy}
                onClick={() => setEditing('target')}
              >
                Change target
              </Button>
            )}
          </Group>
        )}
        <Text size="xs" c="dimmed">
          GiftLens only keeps count: settle the money between you.
        </Text>
      </Stack>
    </Paper>
  );
}
