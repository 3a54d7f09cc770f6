import { Alert, Center, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '../features/account/api/account';
import { CalendarCard } from '../features/account/components/calendar-card';
import { ConnectedAccountsCard } from '../features/account/components/connected-accounts-card';
import { DataCard } from '../features/account/components/data-card';
import { LinkResult } from '../features/account/components/link-result';
import { PrivacyCard } from '../features/account/components/privacy-card';
import { ProfileCard } from '../features/account/components/profile-card';
import { RemindersCard } from '../features/account/components/reminders-card';

export default function AccountPage() {
  const profile = useQuery(profileQuery());
  if (profile.isLoading) {
    return (
      <Center mih="50vh" role="status" aria-label="Loading account" aria-live="polite">
        <Stack align="center" gap="sm">
          <Loader aria-hidden />
          <Text c="dimmed">Loading your account...</Text>
        </Stack>
      </Center>
    );
  }
  if (!profile.data) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="Account unavailable">
          Please sign in to access your account settings.
        </Alert>
      </Container>
    );
  }
  return (
    <Container size="lg" py="xl">
      <LinkResult />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Account Settings
          </Title>
          <Text c="dimmed">
            Your profile, how you sign in, who sees what, reminders and your calendar, and your data.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="lg">
            <ProfileCard profile={profile.data} />
            <ConnectedAccountsCard profile={profile.data} />
            <CalendarCard />
          </Stack>
          <Stack gap="lg">
            <PrivacyCard />
            <RemindersCard />
            <DataCard />
          </Stack>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
