import { Alert, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconEdit, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { FamilyMember } from '#common/members';
import { occasionLabel } from '#common/occasion-label';
import { OCCASION_LIMITS, type UpcomingOccasion } from '#common/occasions';
import { EmptyState } from '../../../components/empty-state';
import { GiftIllustration } from '../../../components/illustrations';
import { LoadingCards } from '../../../components/loading-skeleton';
import { useCurrentFamily } from '../../../lib/current-family';
import { useRenderClock } from '../../../lib/render-clock';
import { familyMembersQuery } from '../api/occasions';
import { upcomingOccasionsQuery } from '../api/upcoming';
import { formatMonth } from '../occasion-text';
import { OccasionDialog } from './occasion-dialog';
import { canPlanFor, IdeasForOccasionButton, UpcomingRow, upcomingKey } from './upcoming-row';

const list = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** Occurrences by month ('YYYY-MM'), in the order they come. */
export function byMonth(items: readonly UpcomingOccasion[]): [string, UpcomingOccasion[]][] {
  const months = new Map<string, UpcomingOccasion[]>();
  for (const o of items) {
    const key = o.date.slice(0, 7);
    months.set(key, [...(months.get(key) ?? []), o]);
  }
  return [...months.entries()];
}

interface DialogTarget {
  member: FamilyMember;
  occasionId?: number;
}

/** "Add occasion": first whom it is for (the members the viewer may edit), then the dialog. */
function AddOccasionMenu({
  members,
  onPick,
  variant = 'filled',
}: {
  members: readonly FamilyMember[];
  onPick: (member: FamilyMember) => void;
  variant?: 'filled' | 'light';
}) {
  if (members.length === 0) return null;
  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        <Button
          variant={variant}
          className="tap-target"
          leftSection={<IconPlus size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          Add occasion
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>For whom?</Menu.Label>
        {members.map((m) => (
          <Menu.Item key={m.id} onClick={() => onPick(m)}>
            {m.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The Occasions page: the next 12 months by month, each occasion with its plan and actions. */
export function OccasionsYearView() {
  const { currentFamily } = useCurrentFamily();
  const familyId = currentFamily?.id ?? 0;
  const { locale } = useRenderClock();
  const upcoming = useQuery({
    ...upcomingOccasionsQuery(familyId, OCCASION_LIMITS.maxDays),
    enabled: familyId > 0,
  });
  const members = useQuery({ ...familyMembersQuery(familyId), enabled: familyId > 0 });
  const memberList = members.data ?? [];
  const byId = new Map(memberList.map((m) => [m.id, m]));
  const editable = memberList.filter((m) => m.canEdit);
  const choices = memberList.map((m) => ({ id: m.id, name: m.name }));
  const [target, setTarget] = useState<DialogTarget | null>(null);
  const [dialogOpened, setDialogOpened] = useState(false);
  const open = (next: DialogTarget) => {
    setTarget(next);
    setDialogOpened(true);
  };

  const actionsFor = (o: UpcomingOccasion) => {
    const member = o.familyMemberId === null ? undefined : byId.get(o.familyMemberId);
    const label = occasionLabel(o);
    const editable = Boolean(member?.canEdit && o.id !== null);
    if (!canPlanFor(o) && !editable) return null;
    return (
      <>
        {canPlanFor(o) && <IdeasForOccasionButton occasion={o} members={choices} />}
        {member && editable && (
          <Button
            size="xs"
            variant="default"
            className="tap-target"
            leftSection={<IconEdit size={14} aria-hidden />}
            aria-label={`Edit ${label}`}
            onClick={() => open({ member, occasionId: o.id ?? undefined })}
          >
            Edit
          </Button>
        )}
      </>
    );
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={1}>Occasions</Title>
          <Text c="dimmed">
            Birthdays, anniversaries and holidays in the next 12 months, with what you have planned.
          </Text>
          <Text size="sm" c="dimmed">
            Which holidays show is the family's choice: its owner changes them in the family menu, under
            Manage Family Settings.
          </Text>
        </div>
        {/* With nothing listed, the empty state offers it. */}
        {Boolean(upcoming.data?.length) && (
          <AddOccasionMenu members={editable} onPick={(member) => open({ member })} />
        )}
      </Group>
      {upcoming.isPending && familyId > 0 ? (
        <LoadingCards label="Loading occasions" title={[18, 140, 'md']} lines={['60%', '45%']} />
      ) : upcoming.isError ? (
        <Alert color="red" variant="light" title="Occasions could not be loaded">
          {upcoming.error.message}
        </Alert>
      ) : !upcoming.data?.length ? (
        <EmptyState
          illustration={<GiftIllustration />}
          title="No occasions in the next 12 months"
          action={
            editable.length > 0 ? (
              <AddOccasionMenu members={editable} onPick={(member) => open({ member })} variant="light" />
            ) : (
              <Button component={Link} to="/family-profiles" variant="light">
                Go to Family Profiles
              </Button>
            )
          }
        >
          Add birthdays, anniversaries and other dates to your family members: they show here, and on the
          dashboard when they come up.
        </EmptyState>
      ) : (
        byMonth(upcoming.data).map(([month, items]) => (
          <Paper
            key={month}
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-labelledby={`occasions-${month}`}
          >
            <Title order={2} size="h4" id={`occasions-${month}`} mb="sm">
              {formatMonth(month, locale)}
            </Title>
            <Stack gap="md" component="ul" style={list}>
              {items.map((o) => (
                <UpcomingRow key={upcomingKey(o)} occasion={o} actions={actionsFor(o)} />
              ))}
            </Stack>
          </Paper>
        ))
      )}
      {target && (
        <OccasionDialog
          opened={dialogOpened}
          onClose={() => setDialogOpened(false)}
          familyId={familyId}
          member={target.member}
          occasionId={target.occasionId}
        />
      )}
    </Stack>
  );
}
