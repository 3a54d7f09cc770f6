import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconCake, IconCalendarEvent } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadingBars } from '../../../components/loading-skeleton';
import { SectionActionButton } from '../../../components/section-add-button';
import { SectionCard } from '../../../components/section-card';
import { useCurrentFamily } from '../../../lib/current-family';
import { COMING_UP_DAYS, familyMembersRefQuery, upcomingOccasionsQuery } from '../api/upcoming';
import { canPlanFor, IdeasForOccasionButton, UpcomingRow, upcomingKey } from './upcoming-row';

// The dashboard is a first page load: nothing here imports zod (see ../api/upcoming.ts).

/** How many occurrences the card lists; the Occasions page has the rest. */
export const COMING_UP_ROWS = 5;

const list = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** The dashboard's Coming up: birthdays, anniversaries and holidays of the next 60 days. */
export function ComingUpCard({ enabled }: { enabled: boolean }) {
  const { currentFamily } = useCurrentFamily();
  const familyId = currentFamily?.id ?? 0;
  const on = enabled && familyId > 0;
  const upcoming = useQuery({ ...upcomingOccasionsQuery(familyId, COMING_UP_DAYS), enabled: on });
  const items = upcoming.data ?? [];
  const needsMembers = items.slice(0, COMING_UP_ROWS).some((o) => o.familyMemberId === null);
  const members = useQuery({ ...familyMembersRefQuery(familyId), enabled: on && needsMembers });
  const choices = (members.data ?? []).map((m) => ({ id: m.id, name: m.name }));
  const shown = items.slice(0, COMING_UP_ROWS);
  const more = items.length - shown.length;

  return (
    <SectionCard
      title="Coming up"
      action={
        <Anchor component={Link} to="/occasions" size="sm" className="tap-target">
          All occasions
        </Anchor>
      }
    >
      {upcoming.isPending && on ? (
        <LoadingBars
          label="Loading occasions"
          rows={3}
          shape={[
            [14, '60%'],
            [10, '40%'],
          ]}
        />
      ) : upcoming.isError ? (
        <Alert color="red" variant="light" title="Occasions could not be loaded">
          {upcoming.error.message}
        </Alert>
      ) : shown.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            No birthdays or occasions in the next {COMING_UP_DAYS} days
          </Text>
          <SectionActionButton icon={IconCake} size="xs" to="/family-profiles">
            Add birthdays
          </SectionActionButton>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Stack gap="sm" component="ul" style={list}>
            {shown.map((o) => (
              <UpcomingRow
                key={upcomingKey(o)}
                occasion={o}
                actions={canPlanFor(o) ? <IdeasForOccasionButton occasion={o} members={choices} /> : null}
              />
            ))}
          </Stack>
          {more > 0 && (
            <Anchor component={Link} to="/occasions" size="sm" className="tap-target">
              <IconCalendarEvent size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {more} more in
              the next {COMING_UP_DAYS} days
            </Anchor>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
