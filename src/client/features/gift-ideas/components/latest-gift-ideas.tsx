import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { giftIdeasApi } from '#common/endpoints/gift-ideas';
import { formatPrice } from '#common/gifts/format';
import { SectionCard } from '../../../components/section-card';
import { endpointQuery, endpointRef } from '../../../lib/endpoint-client';

/** A reference, not the declaration: the dashboard is a first page load (no zod schemas). */
const listRef = endpointRef<typeof giftIdeasApi.list>('GET', '/api/gift-ideas', {
  reads: ['giftIdeas', 'members'],
  familyScoped: true,
});

export const LATEST_GIFT_IDEAS = 4;

/** The dashboard's Latest Gift Ideas: the four newest ideas the viewer may see. */
export function LatestGiftIdeasCard({ enabled }: { enabled: boolean }) {
  const ideas = useQuery({ ...endpointQuery(listRef), enabled });
  const latest = (ideas.data ?? []).slice(0, LATEST_GIFT_IDEAS);
  return (
    <SectionCard title="Latest Gift Ideas">
      {ideas.isLoading ? (
        <Loader size="sm" aria-label="Loading gift ideas" />
      ) : latest.length === 0 ? (
        <Text size="sm" c="dimmed">
          No gift ideas yet. Open a family member and generate some.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {latest.map((idea) => (
            <Group key={idea.id} component="li" justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={`/gift-ideas?member=${idea.familyMemberId}`} size="sm" truncate>
                {idea.title}
              </Anchor>
              <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                {formatPrice(idea.estimatedPrice)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
