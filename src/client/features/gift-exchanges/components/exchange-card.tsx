import { Alert, Badge, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowsShuffle,
  IconCalendarEvent,
  IconCheck,
  IconCoin,
  IconFlagOff,
} from '@tabler/icons-react';
import type { GiftExchange } from '#common/gift-exchanges';
import { READABLE_ALERT } from '../../../components/readable-alert';
import { useRenderClock } from '../../../lib/render-clock';
import { attentionText, formatBudget, formatDay, pairLabel } from '../exchange-text';
import { MyMatchPanel } from './my-match-panel';

const list = { listStyle: 'none', margin: 0, padding: 0 } as const;
const READABLE = { label: { color: 'var(--mantine-color-text)' } };

/**
 * One exchange: its budget and reveal date, who takes part and who has opened their match, the
 * viewer's own match, the owner's Redraw while it is allowed, and the whole draw once revealed.
 * Since someone left, it may need its owner (too few left, or someone with nobody to give to):
 * everyone is told why, and the owner may end it (as at any time).
 */
export function ExchangeCard({
  familyId,
  exchange,
  isOwner,
  onRedraw,
  onEnd,
}: {
  familyId: number;
  exchange: GiftExchange;
  isOwner: boolean;
  onRedraw: () => void;
  onEnd: () => void;
}) {
  const { locale } = useRenderClock();
  const headingId = `exchange-${exchange.id}`;
  const names = new Map(exchange.participants.map((p) => [p.memberId, p.name]));
  const openedCount = exchange.participants.filter((p) => p.opened).length;
  const final = !exchange.revealed && openedCount > 0;
  const attention = attentionText(exchange, exchange.canEnd);
  const endButton = exchange.canEnd && (
    <Button
      variant={attention ? 'light' : 'subtle'}
      color="red"
      size="sm"
      className="tap-target"
      leftSection={<IconFlagOff size={16} aria-hidden />}
      onClick={onEnd}
      aria-label={`End ${exchange.title}`}
    >
      End exchange
    </Button>
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={6} style={{ minWidth: 0, flex: '1 1 14rem' }}>
            <Title order={2} size="h3" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {exchange.title}
            </Title>
            <Group gap="xs" wrap="wrap">
              <Group gap={4} wrap="nowrap">
                <IconCoin size={16} aria-hidden />
                <Text size="sm">
                  {exchange.budgetCents === 0
                    ? 'No budget set'
                    : `Budget ${formatBudget(exchange.budgetCents, locale)}`}
                </Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <IconCalendarEvent size={16} aria-hidden />
                <Text size="sm">
                  {exchange.revealDate
                    ? `${exchange.revealed ? 'Revealed on' : 'Reveal on'} ${formatDay(exchange.revealDate, locale)}`
                    : 'No reveal date'}
                </Text>
              </Group>
              {exchange.takingPart && (
                <Badge color="teal" variant="light" tt="none" styles={READABLE}>
                  You take part
                </Badge>
              )}
            </Group>
          </Stack>
          {exchange.canRedraw && (
            <Button
              variant="default"
              className="tap-target"
              leftSection={<IconArrowsShuffle size={16} aria-hidden />}
              onClick={onRedraw}
              aria-label={`Redraw ${exchange.title}`}
            >
              Redraw
            </Button>
          )}
        </Group>

        {attention && (
          <Alert
            color="yellow"
            variant="light"
            styles={READABLE_ALERT}
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={attention.title}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{attention.body}</Text>
              {endButton}
            </Stack>
          </Alert>
        )}

        <Stack gap={6}>
          <Text size="sm" fw={600} id={`${headingId}-people`}>
            {exchange.participants.length} participants · {openedCount} opened their match
          </Text>
          <Group component="ul" gap={6} style={list} aria-labelledby={`${headingId}-people`}>
            {exchange.participants.map((p) => (
              <Badge
                component="li"
                key={p.memberId}
                size="lg"
                radius="sm"
                tt="none"
                fw={500}
                color={p.opened ? 'teal' : 'gray'}
                variant={p.opened ? 'light' : 'outline'}
                styles={READABLE}
                style={{ maxWidth: '100%' }}
                leftSection={p.opened ? <IconCheck size={14} aria-hidden /> : undefined}
              >
                {p.name}
                {p.isMe ? ' (you)' : ''}
                <VisuallyHidden>{p.opened ? ': opened their match' : ': not opened yet'}</VisuallyHidden>
              </Badge>
            ))}
          </Group>
          {exchange.exclusions.length > 0 && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Kept apart:{' '}
              {exchange.exclusions
                .map(([a, b]) =>
                  pairLabel(names.get(a) ?? 'A former member', names.get(b) ?? 'A former member'),
                )
                .join(', ')}
            </Text>
          )}
        </Stack>

        {exchange.takingPart && <MyMatchPanel familyId={familyId} exchange={exchange} />}

        {isOwner && final && !attention && (
          <Text size="sm" c="dimmed">
            The draw is final: someone has opened their match, so it can no longer be redrawn.
          </Text>
        )}

        {exchange.revealed && exchange.pairs && (
          <Stack gap={6}>
            <Title order={3} size="h5" id={`${headingId}-draw`}>
              The whole draw
            </Title>
            <Stack component="ul" gap={4} style={list} aria-labelledby={`${headingId}-draw`}>
              {exchange.pairs.map((pair) => (
                <Text component="li" size="sm" key={`${pair.giver}→${pair.receiver}`}>
                  {pair.giver} → {pair.receiver}
                </Text>
              ))}
            </Stack>
          </Stack>
        )}

        {!attention && endButton && <Group justify="flex-end">{endButton}</Group>}
      </Stack>
    </Paper>
  );
}
