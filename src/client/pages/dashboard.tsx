import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconDownload, IconGift, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QuickActionsCard } from '../components/quick-actions-card';
import {
  DashboardStats,
  FamilyActivityCard,
  RecentActivityCard,
  TopCategoriesCard,
} from '../features/analytics/components/dashboard-cards';
import { LatestGiftIdeasCard } from '../features/gift-ideas/components/latest-gift-ideas';
import { ComingUpCard } from '../features/occasions/components/coming-up-card';
import { useCurrentFamily } from '../lib/current-family';

const QUICK_ACTIONS = [
  { to: '/family-profiles', label: 'Add Family Member', icon: IconUserPlus },
  { to: '/analytics', label: 'View Analytics', icon: IconChartBar },
  { to: '/data-imports', label: 'Import Social Data', icon: IconDownload },
] as const;

/** The Family Dashboard: real figures of the current family, as far as the viewer may see them. */
export function DashboardPage() {
  const { currentFamily, isLoading } = useCurrentFamily();
  const enabled = Boolean(currentFamily);
  return (
    <Container size="lg" py="xl" data-page="dashboard">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>Family Dashboard</Title>
            <Text c="dimmed">
              {currentFamily
                ? currentFamily.name
                : isLoading
                  ? 'Loading your family…'
                  : 'No family selected yet.'}
            </Text>
          </div>
          <Button component={Link} to="/gift-ideas" leftSection={<IconGift size={16} aria-hidden />}>
            Browse Gifts
          </Button>
        </Group>
        <DashboardStats enabled={enabled} />
        <SimpleGrid cols={{ base: 1, md: 2 }} style={{ alignItems: 'start' }}>
          <Stack gap="md">
            <ComingUpCard enabled={enabled} />
            <FamilyActivityCard enabled={enabled} />
            <LatestGiftIdeasCard enabled={enabled} />
            <QuickActionsCard actions={QUICK_ACTIONS} />
          </Stack>
          <Stack gap="md">
            <TopCategoriesCard enabled={enabled} />
            <RecentActivityCard enabled={enabled} />
          </Stack>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

export default DashboardPage;
