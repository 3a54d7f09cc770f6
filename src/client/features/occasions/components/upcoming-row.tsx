import { Badge, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { occasionLabel } from '#common/occasion-label';
import type { UpcomingOccasion } from '#common/occasions';
import { giftGeneratorPath, giftOccasionOf } from '../../../lib/gift-generator-link';
import { useRenderClock } from '../../../lib/render-clock';
import { formatDay, formatLongDay, planText, turningText, whenText } from '../occasion-text';

// No zod in this file: the dashboard's Coming up card shows these rows on a first page load.

/** Whom a holiday's ideas may be for. */
export interface MemberChoice {
  id: number;
  name: string;
}

/** A stable key for an occurrence: holidays have no id. */
export const upcomingKey = (o: UpcomingOccasion) => `${o.kind}:${o.id ?? o.title}:${o.date}`;

const IDEAS = 'Ideas for this occasion';

/**
 * Whether the viewer plans gifts for it: a holiday, or a member's occasion that comes with a plan
 * (none for the person it is for, nor for a viewer who may not see the member's gift ideas).
 */
export const canPlanFor = (o: UpcomingOccasion) => o.familyMemberId === null || o.plan !== undefined;

/**
 * "Ideas for this occasion": the AI Gift Generator for the member, the occasion filled in and the
 * ideas saved for it. A holiday is nobody's in particular: the user picks the member first.
 */
export function IdeasForOccasionButton({
  occasion,
  members,
}: {
  occasion: UpcomingOccasion;
  members: readonly MemberChoice[];
}) {
  const label = occasionLabel(occasion);
  const prefill = giftOccasionOf(occasion);
  const common = {
    size: 'xs',
    variant: 'light',
    className: 'tap-target',
    leftSection: <IconSparkles size={14} aria-hidden />,
  } as const;
  if (occasion.familyMemberId !== null) {
    return (
      <Button
        {...common}
        component={Link}
        to={giftGeneratorPath(occasion.familyMemberId, prefill)}
        aria-label={`${IDEAS}: ${label}`}
      >
        {IDEAS}
      </Button>
    );
  }
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <Button
          {...common}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={`${IDEAS}: ${label}`}
          disabled={members.length === 0}
        >
          {IDEAS}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Ideas for whom?</Menu.Label>
        {members.map((m) => (
          <Menu.Item key={m.id} component={Link} to={giftGeneratorPath(m.id, prefill)}>
            {m.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * One upcoming occurrence: its name, the day ("Sat 12 Dec") and how soon, the age it turns, what
 * the viewer has planned; `actions` beside it (below it on a narrow screen).
 */
export function UpcomingRow({ occasion: o, actions }: { occasion: UpcomingOccasion; actions?: ReactNode }) {
  const { locale } = useRenderClock();
  const label = occasionLabel(o);
  const turning = turningText(o.kind, o.turning);
  return (
    <Group component="li" justify="space-between" align="center" gap="xs" wrap="wrap">
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {label}
          </Text>
          {o.kind === 'holiday' && (
            <Badge
              size="sm"
              variant="light"
              color="teal"
              tt="none"
              styles={{ label: { color: 'var(--mantine-color-text)' } }}
            >
              Holiday
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          <time dateTime={o.date} title={formatLongDay(o.date, locale)}>
            {formatDay(o.date, locale)}
          </time>
          {' · '}
          <Text span inherit fw={o.daysAway <= 1 ? 700 : undefined}>
            {whenText(o.daysAway)}
          </Text>
          {turning && ` · ${turning}`}
        </Text>
        {o.plan && <Text size="xs">{planText(o.plan)}</Text>}
      </Stack>
      {actions && (
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
