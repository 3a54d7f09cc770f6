import {
  Alert,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconEye, IconLayoutList, IconPhoto, IconPlus, IconWand } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AD_PERIOD_DAYS, type AdPeriodDays } from '#common/tracked-ads/constants';
import { EmptyState } from '../../../components/empty-state';
import { AdIllustration } from '../../../components/illustrations';
import { RetryAlert } from '../../../components/retry-alert';
import { SearchInput } from '../../../components/search-input';
import { useCurrentFamily } from '../../../lib/current-family';
import { useTrackAdLink } from '../../../lib/track-ad-link';
import { idFrom, useUrlFilters } from '../../../lib/url-state';
import { adHistoryQuery, memberAdCountsQuery } from '../api/tracked-ads';
import { AdFeedCard } from './ad-feed-card';
import { AdListTable } from './ad-list-table';
import { ImpressionsList } from './impressions-list';

const PERIODS = [
  { value: '1', label: '24 hours' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: 'all', label: 'All time' },
];
const VIEWS = [
  { value: 'feed', label: 'Feed', Icon: IconPhoto },
  { value: 'list', label: 'List', Icon: IconLayoutList },
  { value: 'impressions', label: 'Impressions', Icon: IconEye },
] as const;
export const AD_HISTORY_ERROR = 'Failed to fetch ad impressions. Please try again.';

const periodFrom = (value: string | null): AdPeriodDays | undefined => {
  const n = Number(value);
  return (AD_PERIOD_DAYS as readonly number[]).includes(n) ? (n as AdPeriodDays) : undefined;
};
/**
 * Ad History: the family's ads the viewer may see, newest first, filtered on the server by
 * member, time period and text (kept in the URL), a page at a time, as a feed or a list.
 */
export function AdHistory() {
  const { currentFamily, isLoading: familyLoading } = useCurrentFamily();
  const { params, setParams, set, search, setSearch, q } = useUrlFilters();
  const memberId = idFrom(params.get('member'));
  const days = periodFrom(params.get('days'));
  const viewParam = params.get('view');
  const view = viewParam === 'list' || viewParam === 'impressions' ? viewParam : 'feed';
  const quick = useTrackAdLink('quick', memberId);
  const insights = useTrackAdLink('insights', memberId);

  const enabled = Boolean(currentFamily);
  const members = useQuery({ ...memberAdCountsQuery(), enabled });
  const ads = useInfiniteQuery({ ...adHistoryQuery({ memberId, days, q }), enabled });
  const names = new Map((members.data ?? []).map((m) => [m.memberId, m.name]));
  const memberName = (id: number) => names.get(id) ?? 'Family member';
  const items = ads.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = Boolean(memberId || days || q);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Ad History</Title>
          <Text c="dimmed" size="sm">
            The ads your family noticed, and what their targeting says.
          </Text>
        </Stack>
        {currentFamily && (
          <Group gap="xs">
            <Button component={Link} to={quick} leftSection={<IconPlus size={16} aria-hidden />}>
              Track Ad
            </Button>
            <Button
              component={Link}
              to={insights}
              variant="light"
              leftSection={<IconWand size={16} aria-hidden />}
            >
              Track Ad Insights
            </Button>
          </Group>
        )}
      </Group>

      {!familyLoading && !currentFamily ? (
        <Alert title="No family selected">
          Create or join a family to track the ads its members see.{' '}
          <Link to="/family-profiles">Go to Family Profiles</Link>
        </Alert>
      ) : (
        <>
          <Grid gap="sm" role="search" aria-label="Filter ads">
            <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
              <Select
                label="Member"
                data={[
                  { value: '', label: 'All members' },
                  ...(members.data ?? []).map((m) => ({
                    value: String(m.memberId),
                    label: `${m.name} (${m.adCount})`,
                  })),
                ]}
                value={memberId ? String(memberId) : ''}
                onChange={(value) => set('member', value || null)}
                allowDeselect={false}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
              <SearchInput
                placeholder="Title, text or advertiser"
                value={search}
                onChange={setSearch}
                maxLength={100}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Stack gap={4}>
                <Text size="sm" fw={600} id="period-label">
                  Time period
                </Text>
                <SegmentedControl
                  aria-labelledby="period-label"
                  data={PERIODS}
                  value={days ? String(days) : 'all'}
                  onChange={(value) => set('days', value === 'all' ? null : value)}
                  fullWidth
                  size="xs"
                />
              </Stack>
            </Grid.Col>
          </Grid>
          {/* How the ads are shown is no filter: its own row, each option at its full width. */}
          <Stack gap={4} w={{ base: '100%', sm: 'auto' }} style={{ alignSelf: 'flex-start' }}>
            <Text size="sm" fw={600} id="view-label">
              View
            </Text>
            <SegmentedControl
              aria-labelledby="view-label"
              data={VIEWS.map(({ value, label, Icon }) => ({
                value,
                label: (
                  <Center style={{ gap: 6 }}>
                    <Icon size={14} aria-hidden /> {label}
                  </Center>
                ),
              }))}
              value={view}
              onChange={(value) => set('view', value === 'feed' ? null : value)}
              fullWidth
              size="xs"
            />
          </Stack>

          {view === 'impressions' ? (
            <ImpressionsList memberId={memberId} memberName={memberName} errorText={AD_HISTORY_ERROR} />
          ) : ads.isError ? (
            <RetryAlert title="Error" onRetry={() => ads.refetch()}>
              {AD_HISTORY_ERROR}
            </RetryAlert>
          ) : ads.isLoading || familyLoading ? (
            <Center py="xl">
              <Loader aria-label="Loading ads" />
            </Center>
          ) : items.length === 0 ? (
            <EmptyState
              illustration={<AdIllustration />}
              title={filtered ? 'No ads match these filters' : 'No ads tracked yet'}
              action={
                filtered ? (
                  <Button
                    variant="light"
                    onClick={() => {
                      setSearch('');
                      setParams(view === 'feed' ? {} : { view }, { replace: true });
                    }}
                  >
                    Clear filters
                  </Button>
                ) : (
                  <Button component={Link} to={quick}>
                    Track your first ad
                  </Button>
                )
              }
            >
              {filtered
                ? 'Try another member, a longer time period or different words.'
                : 'When someone in the family notices an ad, track it here: GiftLens learns what they like from it.'}
            </EmptyState>
          ) : (
            <Stack gap="md">
              <Text size="sm" c="dimmed" role="status">
                {ads.hasNextPage
                  ? `Showing the latest ${items.length} ads`
                  : `${items.length} ad${items.length === 1 ? '' : 's'}`}
              </Text>
              {view === 'list' ? (
                <AdListTable ads={items} memberName={memberName} />
              ) : (
                <Stack gap="md" maw={640} w="100%" mx="auto">
                  {items.map((ad) => (
                    <AdFeedCard key={ad.id} ad={ad} memberName={memberName(ad.familyMemberId)} />
                  ))}
                </Stack>
              )}
              {ads.hasNextPage && (
                <Center>
                  <Button
                    variant="light"
                    onClick={() => ads.fetchNextPage()}
                    loading={ads.isFetchingNextPage}
                  >
                    Load more
                  </Button>
                </Center>
              )}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
