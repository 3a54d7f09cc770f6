import { Badge, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { bannerAdsApi } from '#common/endpoints/banner-ads';
import { RetryAlert } from '../../../components/retry-alert';
import { endpointQuery } from '../../../lib/endpoint-client';
import { relativeTime } from '../../../lib/format';

const PLACEMENTS: Record<string, string> = { feed: 'Feed', 'member-page': 'Member page' };

/**
 * Ad History's Impressions view: the banner ads shown in GiftLens (with someone's marketing
 * consent) on the pages of members the viewer may see, newest first.
 */
export function ImpressionsList({
  memberId,
  memberName,
  errorText,
}: {
  memberId?: number;
  memberName: (id: number) => string;
  errorText: string;
}) {
  const query = useQuery(
    memberId
      ? endpointQuery(bannerAdsApi.forMember, { params: { id: memberId }, query: { limit: 100 } })
      : endpointQuery(bannerAdsApi.recent, { query: { limit: 100 } }),
  );
  if (query.isError) {
    return (
      <RetryAlert title="Error" onRetry={() => query.refetch()}>
        {errorText}
      </RetryAlert>
    );
  }
  if (query.isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading ad impressions" />
      </Center>
    );
  }
  const items = query.data ?? [];
  if (items.length === 0) {
    return (
      <Stack align="center" py="xl" gap="xs" ta="center">
        <Title order={2} size="h4">
          No banner ads shown yet
        </Title>
        <Text c="dimmed" size="sm" maw={440}>
          Banner ads appear only when they are set up for this GiftLens and the viewer accepted marketing
          cookies, and never on a child's pages. Each one shown is listed here.
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" maw={640} w="100%" mx="auto">
      <Text size="sm" c="dimmed" role="status">
        {items.length} banner ad{items.length === 1 ? '' : 's'} shown
      </Text>
      {items.map((i) => (
        <Paper key={i.id} withBorder radius="md" p="sm" component="article">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Stack gap={2}>
              <Text fw={600} size="sm">
                {memberName(i.familyMemberId)} · {PLACEMENTS[i.placement] ?? i.placement}
              </Text>
              <Text size="xs" c="dimmed">
                {relativeTime(i.impressionTime)} · slot {i.adSlot} · {i.deviceClass}
              </Text>
            </Stack>
            <Group gap={6} justify="flex-end">
              <Badge variant="light" color={i.contextualMode ? 'grape' : 'gray'}>
                {i.contextualMode ? 'Contextual' : 'Plain'}
              </Badge>
              {i.viewDuration >= 1000 && (
                <Badge variant="light" color="teal">
                  Viewed {Math.round(i.viewDuration / 1000)} s
                </Badge>
              )}
              {i.interacted && (
                <Badge variant="light" color="blue">
                  Clicked
                </Badge>
              )}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
