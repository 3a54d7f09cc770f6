import { Alert, Badge, Button, Divider, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { membersApi } from '#common/endpoints/members';
import type { Family, FamilyPrivacySettings } from '#common/families';
import { DiscardChangesDialog } from '../../../components/discard-changes-dialog';
import { useCurrentFamily } from '../../../lib/current-family';
import { endpointQuery } from '../../../lib/endpoint-client';
import { toast } from '../../../lib/toast';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { familyAccountQuery, familyMembershipsQuery } from '../api/get-family';
import { useUpdateHolidaySettings } from '../api/holiday-settings';
import { DETAILS_ERROR, SETTINGS_ERROR, useUpdateFamily } from '../api/update-family';
import { FamilyDangerZone } from './family-danger-zone';
import { FamilyInfoSection } from './family-info-section';
import { FamilyPrivacyForm } from './family-privacy-form';
import { useHolidayDraft } from './holiday-draft';
import { InviteCodePanel } from './invite-code-panel';

// The holidays' checklist and pickers load when the dialog opens, not with the header that
// offers the dialog on every signed-in page.
const HolidaySettingsSection = lazy(() =>
  import('./holiday-settings-section').then((m) => ({ default: m.HolidaySettingsSection })),
);

interface Props {
  opened: boolean;
  onClose: () => void;
  familyId: number;
}

interface Draft {
  name: string;
  description: string;
  privacy: FamilyPrivacySettings;
}

const draftOf = (family: Family): Draft => ({
  name: family.name,
  description: family.description ?? '',
  privacy: family.settings.privacy,
});

/** What differs between the saved family and the draft, as the two bodies the API takes. */
function changesOf(family: Family, draft: Draft) {
  const name = draft.name.trim();
  const description = draft.description.trim() || null;
  const details = name !== family.name || description !== (family.description ?? null);
  const saved = family.settings.privacy;
  const privacy = (Object.keys(saved) as (keyof FamilyPrivacySettings)[]).some(
    (key) => saved[key] !== draft.privacy[key],
  );
  return {
    details: details ? { name, description } : null,
    privacy: privacy ? { settings: { privacy: draft.privacy } } : null,
  };
}

/**
 * Family Settings has one save model: the owner edits the name, description, privacy switches
 * and holidays in place and one "Save Settings" saves them all and closes. Closing or leaving with unsaved
 * changes asks first, so a change is never lost silently.
 */
/** One titled part of the settings. */
function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function FamilySettingsDialog(props: Props) {
  // Mounted only while open: the draft starts from the saved family each time it opens.
  return props.opened ? <FamilySettingsModal {...props} /> : null;
}

function FamilySettingsModal({ onClose, familyId }: Props) {
  const family = useQuery(familyAccountQuery(familyId));
  const memberships = useQuery(familyMembershipsQuery(familyId));
  // Names come from each person's own member record in this family (no "User 12").
  const members = useQuery(endpointQuery(membersApi.list, { params: { familyId } }));
  const nameOf = (userId: number) =>
    members.data?.find((m) => m.userId === userId)?.name ?? (members.isLoading ? '…' : 'Family member');
  const { isOwner } = useCurrentFamily();
  const updateDetails = useUpdateFamily(familyId, DETAILS_ERROR);
  const updatePrivacy = useUpdateFamily(familyId, SETTINGS_ERROR);
  const holidays = useHolidayDraft(familyId);
  const updateHolidays = useUpdateHolidaySettings(familyId);

  const [edited, setEdited] = useState<Draft | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  /** The user left or deleted the family: once the drafts are dropped, close and start over at home. */
  const [gone, setGone] = useState(false);
  const navigate = useNavigate();
  const draft = edited ?? (family.data ? draftOf(family.data) : null);
  const changes = family.data && edited ? changesOf(family.data, edited) : { details: null, privacy: null };
  const dirty = Boolean(changes.details || changes.privacy || holidays.change);
  const saving = updateDetails.isPending || updatePrivacy.isPending || updateHolidays.isPending;

  const blocker = useUnsavedChangesGuard(dirty);
  useEffect(() => {
    if (!gone || dirty) return;
    setGone(false);
    onClose();
    navigate('/', { replace: true });
  }, [gone, dirty, onClose, navigate]);
  const requestClose = () => (dirty ? setAskingToDiscard(true) : onClose());
  const keepEditing = () => {
    setAskingToDiscard(false);
    if (blocker.state === 'blocked') blocker.reset();
  };
  const discard = () => {
    setAskingToDiscard(false);
    if (blocker.state === 'blocked') blocker.proceed();
    onClose();
  };

  const save = async () => {
    if (!dirty || holidays.waiting) return;
    if (edited && !edited.name.trim()) {
      setNameError('Family name is required');
      return;
    }
    try {
      if (changes.details) await updateDetails.mutateAsync(changes.details);
      if (changes.privacy) await updatePrivacy.mutateAsync(changes.privacy);
      if (holidays.change) await updateHolidays.mutateAsync(holidays.change);
    } catch {
      // The failed request's toast says what went wrong; the draft stays for another try.
      return;
    }
    setEdited(null);
    holidays.edit(null);
    toast('Family updated!', 'Your family settings have been saved successfully.');
    onClose();
  };

  return (
    <>
      <Modal opened onClose={requestClose} title="Family Settings" size="lg" centered>
        {family.isLoading && <Loader aria-label="Loading family settings" />}
        {family.error && <Alert color="red">{family.error.message}</Alert>}
        {family.data && draft && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
            noValidate
          >
            <Stack gap="lg">
              <SettingsSection title="Family information">
                <FamilyInfoSection
                  value={draft}
                  editable={isOwner}
                  nameError={nameError}
                  onChange={(details) => {
                    setNameError(null);
                    setEdited({ ...draft, ...details });
                  }}
                />
                <InviteCodePanel family={family.data} canRegenerate={isOwner} />
              </SettingsSection>
              <Stack gap={6}>
                <Text size="sm" fw={500}>
                  Members
                </Text>
                <Group gap={6}>
                  {(memberships.data ?? []).map((m) => (
                    <Badge
                      key={m.id}
                      variant={m.role === 'owner' ? 'filled' : 'light'}
                      tt="none"
                      maw="100%"
                      title={nameOf(m.userId)}
                      leftSection={m.role === 'owner' ? <IconCrown size={12} aria-hidden /> : null}
                    >
                      {nameOf(m.userId)}
                      {m.role === 'owner' && ' (owner)'}
                    </Badge>
                  ))}
                </Group>
              </Stack>
              <Divider />
              <SettingsSection title="Privacy">
                {!isOwner && (
                  <Text size="sm" c="dimmed">
                    Only the family owner can change these settings.
                  </Text>
                )}
                <FamilyPrivacyForm
                  value={draft.privacy}
                  editable={isOwner}
                  onChange={(privacy) => setEdited({ ...draft, privacy })}
                />
              </SettingsSection>
              <Divider />
              <SettingsSection title="Holidays">
                <Suspense fallback={<Loader size="sm" aria-label="Loading holidays" />}>
                  <HolidaySettingsSection state={holidays} />
                </Suspense>
              </SettingsSection>
              <Group justify="flex-end" gap="sm">
                {dirty && (
                  <Text size="sm" c="dimmed" role="status" mr="auto">
                    You have unsaved changes.
                  </Text>
                )}
                <Button variant="default" onClick={requestClose}>
                  {isOwner ? 'Cancel' : 'Close'}
                </Button>
                {isOwner && (
                  <Button type="submit" loading={saving} disabled={!dirty || holidays.waiting}>
                    Save Settings
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        )}
        {family.data && (
          <>
            <Divider my="lg" />
            <FamilyDangerZone
              family={family.data}
              isOwner={isOwner}
              members={members.data}
              onGone={() => {
                setEdited(null);
                holidays.edit(null);
                setGone(true);
              }}
            />
          </>
        )}
      </Modal>
      <DiscardChangesDialog
        opened={askingToDiscard || blocker.state === 'blocked'}
        onKeep={keepEditing}
        onDiscard={discard}
      />
    </>
  );
}
