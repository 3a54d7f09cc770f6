import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { parseIsoDay, yearsOn } from '#common/calendar';
import type { FamilyMember } from '#common/members';
import { occasionLabel } from '#common/occasion-label';
import type { Occasion } from '#common/occasions';
import { EditDeleteActions } from '../../../components/edit-delete-actions';
import { LoadingBars } from '../../../components/loading-skeleton';
import { SectionAddButton } from '../../../components/section-add-button';
import { SectionCard } from '../../../components/section-card';
import { useRenderClock } from '../../../lib/render-clock';
import { memberOccasionsQuery } from '../api/occasions';
import { formatDay, formatLongDay, turningText, whenText } from '../occasion-text';
import { DeleteOccasionDialog } from './delete-occasion-dialog';
import { OccasionDialog } from './occasion-dialog';

const list = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** Soonest first; a one-off that has passed goes last. */
const byNextDate = (a: Occasion, b: Occasion) =>
  (a.nextDate ?? '9999').localeCompare(b.nextDate ?? '9999') || a.id - b.id;

const labelOf = (o: Occasion, memberName: string) =>
  occasionLabel({ kind: o.kind, title: o.title, memberName, otherMemberName: o.otherMemberName });

/** The profile's free-text upcoming events not yet added as an occasion. */
export function eventSuggestions(member: FamilyMember, occasions: readonly Occasion[]): string[] {
  const taken = new Set(occasions.map((o) => (o.title ?? '').trim().toLowerCase()).filter(Boolean));
  const seen = new Set<string>();
  return (member.goals?.upcomingEvents ?? [])
    .map((e) => e.trim())
    .filter((e) => {
      const key = e.toLowerCase();
      if (!e || taken.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

type Editing = { occasion?: Occasion; suggestedTitle?: string };

function OccasionItem({
  occasion: o,
  memberName,
  onEdit,
  onDelete,
}: {
  occasion: Occasion;
  memberName: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { locale } = useRenderClock();
  const label = labelOf(o, memberName);
  const turning = o.nextDate ? turningText(o.kind, yearsOn(o, parseIsoDay(o.nextDate))) : null;
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {o.nextDate ? (
            <>
              <time dateTime={o.nextDate} title={formatLongDay(o.nextDate, locale)}>
                {formatDay(o.nextDate, locale)}
              </time>
              {o.daysAway !== null && ` · ${whenText(o.daysAway)}`}
              {turning && ` · ${turning}`}
              {!o.recurring && ' · once'}
            </>
          ) : (
            'Passed'
          )}
        </Text>
      </Stack>
      {o.canEdit && <EditDeleteActions name={label} onEdit={onEdit} onDelete={onDelete} />}
    </Group>
  );
}

/** The member page's Occasions: their dates with the next day each falls on, and what to add. */
export function MemberOccasionsCard({ member, familyId }: { member: FamilyMember; familyId: number }) {
  const occasions = useQuery(memberOccasionsQuery(member.id));
  // What the dialog edits stays while it closes; opening it again starts a new form.
  const [editing, setEditing] = useState<Editing>({});
  const [dialogOpened, setDialogOpened] = useState(false);
  const edit = (what: Editing) => {
    setEditing(what);
    setDialogOpened(true);
  };
  const [deleting, setDeleting] = useState<{ id: number; label: string } | null>(null);
  const sorted = [...(occasions.data ?? [])].sort(byNextDate);
  const suggestions = member.canEdit && occasions.data ? eventSuggestions(member, occasions.data) : [];

  return (
    <SectionCard
      title="Occasions"
      action={member.canEdit && <SectionAddButton onClick={() => edit({})}>Add occasion</SectionAddButton>}
    >
      {occasions.isPending ? (
        <LoadingBars
          label="Loading occasions"
          shape={[
            [14, '55%'],
            [14, '40%'],
          ]}
        />
      ) : occasions.isError ? (
        <Alert color="red" variant="light" title="Occasions could not be loaded">
          {occasions.error.message}
        </Alert>
      ) : sorted.length === 0 ? (
        <Text size="sm" c="dimmed">
          No birthday or other dates for {member.name} yet.
          {member.canEdit ? ' Add one and it shows on the dashboard when it comes up.' : ''}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={list}>
          {sorted.map((o) => (
            <OccasionItem
              key={o.id}
              occasion={o}
              memberName={member.name}
              onEdit={() => edit({ occasion: o })}
              onDelete={() => setDeleting({ id: o.id, label: labelOf(o, member.name) })}
            />
          ))}
        </Stack>
      )}
      {suggestions.length > 0 && (
        <Stack gap={6}>
          <Text size="xs" fw={600} c="dimmed">
            Upcoming events from {member.name}'s profile
          </Text>
          <Stack gap={6} component="ul" style={list}>
            {suggestions.map((event) => (
              <Group key={event} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {event}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  className="tap-target"
                  style={{ flexShrink: 0 }}
                  aria-label={`Add as occasion: ${event}`}
                  onClick={() => edit({ suggestedTitle: event })}
                >
                  Add as occasion
                </Button>
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
      <OccasionDialog
        opened={dialogOpened}
        onClose={() => setDialogOpened(false)}
        familyId={familyId}
        member={member}
        occasion={editing.occasion}
        suggestedTitle={editing.suggestedTitle}
      />
      <DeleteOccasionDialog occasion={deleting} onClose={() => setDeleting(null)} />
    </SectionCard>
  );
}
