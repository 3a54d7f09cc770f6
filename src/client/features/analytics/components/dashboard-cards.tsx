import { Anchor, Badge, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { successRate, weekOverWeek } from '#common/dashboard';
import type { analyticsApi } from '#common/endpoints/analytics';
import type { trackedAdsApi } from '#common/endpoints/tracked-ads';
import { categoryById } from '#common/taxonomy/categories';
import { SectionCard } from '../../../components/section-card';
import { CategoryIcon } from '../../../components/taxonomy-icons';
import { endpointQuery, endpointRef } from '../../../lib/endpoint-client';
import { relativeTime } from '../../../lib/format';
import { useRenderClock } from '../../../lib/render-clock';

// The dashboard is the first page a signed-in user loads: references, not the declarations
// (which would bring their zod schemas along). Same paths, so the same query keys and caches.
const adCounts = { reads: ['trackedAds', 'members'], familyScoped: true } as const;
const statsRef = endpointRef<typeof analyticsApi.stats>('GET', '/api/analytics/stats', {
  reads: ['trackedAds', 'members', 'giftIdeas'],
  familyScoped: true,
});
const breakdownRef = endpointRef<typeof analyticsApi.breakdown>(
  'GET',
  '/api/analytics/ad-breakdown',
  adCounts,
);
const memberCountsRef = endpointRef<typeof analyticsApi.memberAdCounts>(
  'GET',
  '/api/analytics/member-ad-counts',
  adCounts,
);
const categoryCountsRef = endpointRef<typeof analyticsApi.categoryAdCounts>(
  'GET',
  '/api/analytics/category-ad-counts',
  adCounts,
);
const adsRef = endpointRef<typeof trackedAdsApi.list>('GET', '/api/tracked-ads', adCounts);

export const DASHBOARD = { familyActivity: 3, topCategories: 5, recentActivity: 5 } as const;

function StatCard({ label, value, note }: { label: string; value: string; note?: string | null }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={800} fz={28} lh={1.3}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}

/** Ads Tracked (with the real week-over-week change), Family Members, Gift Ideas, Success Rate. */
export function DashboardStats({ enabled }: { enabled: boolean }) {
  const stats = useQuery({ ...endpointQuery(statsRef), enabled });
  const weeks = useQuery({ ...endpointQuery(breakdownRef, { query: {} }), enabled });
  const s = stats.data;
  const change = weeks.data ? weekOverWeek(weeks.data.byWeek) : null;
  const fmt = (n: number | undefined) => (stats.isLoading ? '…' : String(n ?? 0));
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      <StatCard
        label="Ads Tracked"
        value={fmt(s?.totalAds)}
        note={change === null ? null : `${change > 0 ? '+' : ''}${change}% this week`}
      />
      <StatCard label="Family Members" value={fmt(s?.totalMembers)} />
      <StatCard label="Gift Ideas" value={fmt(s?.totalGiftIdeas)} />
      <StatCard
        label="Success Rate"
        value={
          s
            ? `${successRate(s.purchasedGifts, s.totalGiftIdeas).toFixed(1)}%`
            : stats.isLoading
              ? '…'
              : '0.0%'
        }
        note={s ? `${s.purchasedGifts} purchased` : null}
      />
    </SimpleGrid>
  );
}

/** Family Activity: the three members with the most ads tracked. */
export function FamilyActivityCard({ enabled }: { enabled: boolean }) {
  const counts = useQuery({ ...endpointQuery(memberCountsRef), enabled });
  const top = (counts.data ?? []).slice(0, DASHBOARD.familyActivity);
  return (
    <SectionCard title="Family Activity">
      {counts.isLoading ? (
        <Loader size="sm" aria-label="Loading family activity" />
      ) : top.length === 0 ? (
        <Text size="sm" c="dimmed">
          No family members yet.{' '}
          <Anchor component={Link} to="/family-profiles" underline="always">
            Add one
          </Anchor>
          .
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {top.map((m) => (
            <Group key={m.memberId} component="li" justify="space-between">
              <Anchor component={Link} to={`/family-profiles/${m.memberId}`} size="sm" fw={600}>
                {m.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {m.adCount} ad{m.adCount === 1 ? '' : 's'}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

/** Top Categories: the five categories with the most ads. */
export function TopCategoriesCard({ enabled }: { enabled: boolean }) {
  const categories = useQuery({ ...endpointQuery(categoryCountsRef), enabled });
  const top = (categories.data ?? []).slice(0, DASHBOARD.topCategories);
  return (
    <SectionCard title="Top Categories">
      {categories.isLoading ? (
        <Loader size="sm" aria-label="Loading top categories" />
      ) : top.length === 0 ? (
        <Text size="sm" c="dimmed">
          Track ads to see which categories your family sees most.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {top.map((c) => {
            const category = categoryById(c.categoryId);
            return (
              <Group key={c.categoryId} component="li" justify="space-between">
                <Group gap={6}>
                  {category && <CategoryIcon icon={category.icon} size={16} />}
                  <Text size="sm">{c.name}</Text>
                </Group>
                <Badge
                  variant="light"
                  color="gray"
                  styles={{ label: { color: 'var(--mantine-color-text)' } }}
                >
                  {c.adCount}
                </Badge>
              </Group>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}

/** Recent Activity: the last five ads tracked in the family. */
export function RecentActivityCard({ enabled }: { enabled: boolean }) {
  const ads = useQuery({
    ...endpointQuery(adsRef, { query: { limit: DASHBOARD.recentActivity } }),
    enabled,
  });
  const items = ads.data?.items ?? [];
  const clock = useRenderClock();
  return (
    <SectionCard title="Recent Activity">
      {ads.isLoading ? (
        <Loader size="sm" aria-label="Loading recent activity" />
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No ads tracked yet.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((ad) => (
            <Group key={ad.id} component="li" justify="space-between" wrap="nowrap">
              <Text size="sm" truncate>
                {ad.title}
              </Text>
              <Text size="xs" c="dimmed" component="time" dateTime={ad.createdAt} style={{ flexShrink: 0 }}>
                {relativeTime(ad.createdAt, clock.now, clock)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to="/ad-history" size="sm">
        All tracked ads
      </Anchor>
    </SectionCard>
  );
}
