import { Alert, Badge, Divider, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { membersApi } from '#common/endpoints/members';
import { useCurrentFamily } from '../../../lib/current-family';
import { endpointQuery } from '../../../lib/endpoint-client';
import { toast } from '../../../lib/toast';
import { familyAccountQuery, familyMembershipsQuery } from '../api/get-family';
import { SETTINGS_ERROR, useUpdateFamily } from '../api/update-family';
import { FamilyInfoSection } from './family-info-section';
import { FamilyPrivacyForm } from './family-privacy-form';
import { InviteCodePanel } from './invite-code-panel';

interface Props {
  opened: boolean;
  onClose: () => void;
  familyId: number;
}

export function FamilySettingsDialog({ opened, onClose, familyId }: Props) {
  const family = useQuery({ ...familyAccountQuery(familyId), enabled: opened });
  const memberships = useQuery({ ...familyMembershipsQuery(familyId), enabled: opened });
  // Names come from each person's own member record in this family (no "User 12").
  const members = useQuery({ ...endpointQuery(membersApi.list, { params: { familyId } }), enabled: opened });
  const nameOf = (userId: number) =>
    members.data?.find((m) => m.userId === userId)?.name ?? (members.isLoading ? '…' : 'Family member');
  const { isOwner } = useCurrentFamily();
  const update = useUpdateFamily(familyId, SETTINGS_ERROR);

  return (
    <Modal opened={opened} onClose={onClose} title="Family Settings" size="lg" centered>
      {family.isLoading && <Loader aria-label="Loading family settings" />}
      {family.error && <Alert color="red">{family.error.message}</Alert>}
      {family.data && (
        <Stack gap="lg">
          <Stack gap="sm">
            <Title order={2} size="h5">
              Family information
            </Title>
            <FamilyInfoSection family={family.data} editable={isOwner} />
            <InviteCodePanel family={family.data} canRegenerate={isOwner} />
          </Stack>
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
                  leftSection={m.role === 'owner' ? <IconCrown size={12} aria-hidden /> : null}
                >
                  {nameOf(m.userId)}
                  {m.role === 'owner' && ' (owner)'}
                </Badge>
              ))}
            </Group>
          </Stack>
          <Divider />
          <Stack gap="sm">
            <Title order={2} size="h5">
              Privacy
            </Title>
            {!isOwner && (
              <Text size="sm" c="dimmed">
                Only the family owner can change these settings.
              </Text>
            )}
            <FamilyPrivacyForm
              value={family.data.settings.privacy}
              editable={isOwner}
              saving={update.isPending}
              onSave={(privacy) =>
                update.mutate(
                  { settings: { privacy } },
                  {
                    onSuccess: () =>
                      toast('Family updated!', 'Your family settings have been saved successfully.'),
                  },
                )
              }
            />
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
