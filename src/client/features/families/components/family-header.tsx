import { Badge, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { UserFamily } from '#common/families';
import { CopyInviteCodeButton } from './invite-code-panel';

export function FamilyHeader({
  family,
  memberCount,
}: {
  family: UserFamily;
  memberCount: number | undefined;
}) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {family.name}
            </Title>
            {family.description && <Text c="dimmed">{family.description}</Text>}
          </Stack>
          <Badge size="lg" variant="light" leftSection={<IconUsers size={14} aria-hidden />} tt="none">
            {memberCount === undefined ? '…' : `${memberCount} ${memberCount === 1 ? 'member' : 'members'}`}
          </Badge>
        </Group>
        <Group gap="xs">
          <Text size="sm">Invite code:</Text>
          <Code fz="sm">{family.inviteCode}</Code>
          <CopyInviteCodeButton family={family} />
        </Group>
      </Stack>
    </Paper>
  );
}
