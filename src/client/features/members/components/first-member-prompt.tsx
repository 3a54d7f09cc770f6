import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailForward, IconUserPlus } from '@tabler/icons-react';
import { GiftIllustration } from '../../../components/illustrations';

/**
 * A family with nobody but the user in it: the next step is adding the first person they buy
 * gifts for (a child or a relative without an account) or inviting someone who will join.
 */
export function FirstMemberPrompt({ onAdd, onInvite }: { onAdd: () => void; onInvite: () => void }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      component="section"
      aria-labelledby="first-member"
    >
      <Stack align="center" ta="center" gap="sm">
        <GiftIllustration />
        <Title id="first-member" order={2} size="h3">
          Add your first family member
        </Title>
        <Text c="dimmed" maw={460}>
          Who do you buy gifts for? Add a child or a relative yourself, or invite someone to join with their
          own account.
        </Text>
        <Group justify="center" gap="sm">
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={onAdd}>
            Add Member
          </Button>
          <Button variant="light" leftSection={<IconMailForward size={16} aria-hidden />} onClick={onInvite}>
            Invite Member
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
