import { Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { isHighConfidence } from '#common/tracked-ads/insights';
import type { TrackedAd } from '#common/tracked-ads/schemas';
import { relativeTime } from '../../../lib/format';
import { CategoryBadge, DeleteAdButton, EditAdButton, PlatformLabel, PriceBadge } from './ad-parts';
import { READABLE } from './insights-card';

/** The List view: one row per ad, scrolling sideways on a phone. */
export function AdListTable({ ads, memberName }: { ads: TrackedAd[]; memberName: (id: number) => string }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="Tracked ads">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Member</Table.Th>
            <Table.Th>Ad</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Platform</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>Insights</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ads.map((ad) => {
            const score = ad.metadata?.targetingReasons.length
              ? ad.metadata.adInsights.confidenceScore
              : null;
            return (
              <Table.Tr key={ad.id}>
                <Table.Td>
                  <Text size="xs" component="time" dateTime={ad.createdAt} style={{ whiteSpace: 'nowrap' }}>
                    {relativeTime(ad.createdAt)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{memberName(ad.familyMemberId)}</Text>
                </Table.Td>
                <Table.Td maw={260}>
                  <Group gap={8} wrap="nowrap">
                    {ad.photoUrl && (
                      <img
                        src={ad.photoUrl}
                        alt=""
                        width={36}
                        height={36}
                        loading="lazy"
                        style={{ objectFit: 'cover', borderRadius: 4, flexShrink: 0 }}
                      />
                    )}
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} truncate>
                        {ad.title}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {ad.description}
                      </Text>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <CategoryBadge categoryId={ad.categoryId} />
                </Table.Td>
                <Table.Td>
                  <PlatformLabel platform={ad.platform} />
                </Table.Td>
                <Table.Td>
                  <PriceBadge priceRange={ad.priceRange} />
                </Table.Td>
                <Table.Td>
                  {score === null ? (
                    <Text size="xs" c="dimmed">
                      —
                    </Text>
                  ) : (
                    <Badge
                      color={isHighConfidence(score) ? 'teal' : 'gray'}
                      variant="light"
                      tt="none"
                      styles={READABLE}
                    >
                      {score}%
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <EditAdButton ad={ad} compact />
                    <DeleteAdButton ad={ad} compact />
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
