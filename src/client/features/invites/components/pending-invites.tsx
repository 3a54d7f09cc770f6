import { Alert, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { familyInvitesQuery } from '../api/invites';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function PendingInvites({ familyId }: { familyId: number }) {
  const invites = useQuery(familyInvitesQuery(familyId));
  return (
    <Stack gap="sm" component="section" aria-labelledby="pending-invites">
      <Title id="pending-invites" order={2} size="h4">
        Pending Invites
      </Title>
      {invites.isLoading && <Skeleton h={48} />}
      {invites.error && <Alert color="red">{invites.error.message}</Alert>}
      {invites.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No pending invites. Use Invite Member to send one.
        </Text>
      )}
      {invites.data?.map((invite) => (
        <Paper key={invite.id} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconMail size={18} aria-hidden />
              <Text size="sm" truncate>
                {invite.invitedEmail}
              </Text>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Badge variant="light" color="yellow" tt="none">
                {invite.status}
              </Badge>
              <Text size="xs" c="dimmed" visibleFrom="xs">
                expires {dateFormat.format(new Date(invite.expiresAt))}
              </Text>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
