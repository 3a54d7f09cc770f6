import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMailForward } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/empty-state';
import { EnvelopeIllustration } from '../../../components/illustrations';
import { familyInvitesQuery } from '../api/invites';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** `onInvite` opens Invite Member from the empty state; left out where another prompt offers it. */
export function PendingInvites({ familyId, onInvite }: { familyId: number; onInvite?: () => void }) {
  const invites = useQuery(familyInvitesQuery(familyId));
  return (
    <Stack gap="sm" component="section" aria-labelledby="pending-invites">
      <Title id="pending-invites" order={2} size="h4">
        Pending Invites
      </Title>
      {invites.isLoading && <Skeleton h={48} />}
      {invites.error && <Alert color="red">{invites.error.message}</Alert>}
      {invites.data?.length === 0 && (
        <EmptyState
          compact
          illustration={<EnvelopeIllustration size={72} />}
          title="No pending invites"
          action={
            onInvite && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconMailForward size={14} aria-hidden />}
                onClick={onInvite}
              >
                Invite Member
              </Button>
            )
          }
        >
          Invite someone by e-mail and they show here until they join.
        </EmptyState>
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
