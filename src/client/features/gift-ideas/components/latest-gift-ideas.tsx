import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { giftIdeasApi } from '#common/endpoints/gift-ideas';
import type { membersApi } from '#common/endpoints/members';
import { formatPrice } from '#common/gifts/format';
import { SectionCard } from '../../../components/section-card';
import { useCurrentFamily } from '../../../lib/current-family';
import { endpointQuery, endpointRef } from '../../../lib/endpoint-client';

/** References, not the declarations: the dashboard is a first page load (no zod schemas). */
const listRef = endpointRef<typeof giftIdeasApi.list>('GET', '/api/gift-ideas', {
  reads: ['giftIdeas', 'members'],
  familyScoped: true,
});
const membersRef = endpointRef<typeof membersApi.list>('GET', '/api/families/:familyId/family-members', {
  reads: ['members'],
});

export const LATEST_GIFT_IDEAS = 4;

/** The dashboard's Latest Gift Ideas: the four newest ideas the viewer may see, and whom each is for. */
export function LatestGiftIdeasCard({ enabled }: { enabled: boolean }) {
  const { currentFamily } = useCurrentFamily();
  const ideas = useQuery({ ...endpointQuery(listRef), enabled });
  const members = useQuery({
    ...endpointQuery(membersRef, { params: { familyId: currentFamily?.id ?? 0 } }),
    enabled: enabled && Boolean(currentFamily),
  });
  const names = new Map((members.data ?? []).map((m) => [m.id, m.name]));
  // The list comes best first; newest here (a stable sort keeps a batch's best first).
  const latest = [...(ideas.data ?? [])]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, LATEST_GIFT_IDEAS);
  // The owner is told when purchases wait for them (requireApprovalForGifts).
  const waiting = (ideas.data ?? []).filter((idea) => idea.canApprove).length;
  return (
    <SectionCard title="Latest Gift Ideas">
      {waiting > 0 && (
        <Alert color="orange" variant="light" mb="sm" title="Waiting for your approval">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {waiting === 1 ? 'A purchase waits' : `${waiting} purchases wait`} for your approval.
            </Text>
            <Anchor component={Link} to="/gift-ideas" size="sm" fw={600}>
              Review
            </Anchor>
          </Group>
        </Alert>
      )}
      {ideas.isLoading ? (
        <Loader size="sm" aria-label="Loading gift ideas" />
      ) : latest.length === 0 ? (
        <Text size="sm" c="dimmed">
          No gift ideas yet. Open a family member and generate some.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {latest.map((idea) => {
            const name = names.get(idea.familyMemberId);
            return (
              <Group key={idea.id} component="li" justify="space-between" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor
                    component={Link}
                    to={`/gift-ideas?member=${idea.familyMemberId}`}
                    size="sm"
                    truncate
                  >
                    {idea.title}
                  </Anchor>
                  {name && (
                    <Text size="xs" c="dimmed" truncate>
                      For {name}
                    </Text>
                  )}
                </Stack>
                <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                  {formatPrice(idea.estimatedPrice)}
                </Text>
              </Group>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
