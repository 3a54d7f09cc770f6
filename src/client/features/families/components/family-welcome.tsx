import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconUsersPlus } from '@tabler/icons-react';
import { FamilyIllustration } from '../../../components/illustrations';
import { useAuth } from '../../../lib/auth';
import { CreateFamilyDialog } from './create-family-dialog';
import { useJoinFamilyDialog } from './join-family-provider';

/**
 * What a signed-in user without a family sees on any page that needs one: the two ways in,
 * right here, instead of a link to another page that cannot help them either.
 */
export default function FamilyWelcome() {
  const { user } = useAuth();
  const join = useJoinFamilyDialog();
  const [createOpened, createDialog] = useDisclosure(false);
  const name = user?.firstName?.trim();
  return (
    <Container size="sm" py="xl" data-page="welcome">
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} radius="lg">
        <Stack align="center" ta="center" gap="md">
          <FamilyIllustration />
          <Title order={1} size="h2">
            {name ? `Welcome to GiftLens, ${name}!` : 'Welcome to GiftLens!'}
          </Title>
          <Text c="dimmed" maw={440}>
            GiftLens works within a family. Start your own and invite the people you buy gifts for, or join
            the family someone already set up with their invite code.
          </Text>
          <Group justify="center" gap="sm">
            <Button size="md" leftSection={<IconPlus size={18} aria-hidden />} onClick={createDialog.open}>
              Create your family
            </Button>
            <Button
              size="md"
              variant="light"
              leftSection={<IconUsersPlus size={18} aria-hidden />}
              onClick={() => join.open()}
            >
              Join with a code
            </Button>
          </Group>
        </Stack>
      </Paper>
      <CreateFamilyDialog opened={createOpened} onClose={createDialog.close} />
    </Container>
  );
}
