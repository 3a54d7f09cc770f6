import { Badge, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { isHighConfidence } from '#common/tracked-ads/insights';
import type { TrackedAd } from '#common/tracked-ads/schemas';
import { CategoryBadge } from '../../../components/category-badge';
import { relativeTime } from '../../../lib/format';
import { AdSeen, DeleteAdButton, EditAdButton, PlatformLabel, PriceBadge } from './ad-parts';
import { READABLE } from './insights-card';

/** Under this width the table's eight columns do not fit: each ad becomes a compact card. */
export const AD_LIST_CARDS_QUERY = '(max-width: 48em)';

const scoreOf = (ad: TrackedAd) =>
  ad.metadata?.targetingReasons.length ? ad.metadata.adInsights.confidenceScore : null;

function InsightsScore({ score }: { score: number | null }) {
  return score === null ? (
    <Text size="xs" c="dimmed">
      —
    </Text>
  ) : (
    <Badge color={isHighConfidence(score) ? 'teal' : 'gray'} variant="light" tt="none" styles={READABLE}>
      {score}%
    </Badge>
  );
}

/** The ad's photo, small, beside its title (decorative: the title says what it is). */
function AdThumb({ url, size }: { url: string | null; size: number }) {
  if (!url) return null;
  return (
    <img
      src={url}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      style={{ objectFit: 'cover', borderRadius: 4, flexShrink: 0 }}
    />
  );
}

/** The List view on a phone: one small card per ad, every field readable without scrolling sideways. */
function AdListCards({ ads, memberName }: { ads: TrackedAd[]; memberName: (id: number) => string }) {
  return (
    <Stack gap="xs" component="ul" aria-label="Tracked ads" m={0} p={0} style={{ listStyle: 'none' }}>
      {ads.map((ad) => {
        const score = scoreOf(ad);
        return (
          <Paper key={ad.id} component="li" withBorder radius="md" p="sm" aria-label={ad.title}>
            <Stack gap={6}>
              <Group gap={8} wrap="nowrap" align="flex-start">
                <AdThumb url={ad.photoUrl} size={40} />
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {ad.title}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {ad.description}
                  </Text>
                </div>
              </Group>
              <AdSeen ad={ad}>
                <Text size="xs" fw={600}>
                  {memberName(ad.familyMemberId)}
                </Text>
              </AdSeen>
              <Group gap={6}>
                <CategoryBadge categoryId={ad.categoryId} />
                <PriceBadge priceRange={ad.priceRange} />
                {score !== null && (
                  <Group gap={4} wrap="nowrap">
                    <Text size="xs" c="dimmed">
                      Insights
                    </Text>
                    <InsightsScore score={score} />
                  </Group>
                )}
              </Group>
              {ad.canDelete && (
                <Group gap={4} justify="flex-end">
                  <EditAdButton ad={ad} />
                  <DeleteAdButton ad={ad} />
                </Group>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** The List view: a table, one row per ad; on a phone, one card per ad. */
export function AdListTable({ ads, memberName }: { ads: TrackedAd[]; memberName: (id: number) => string }) {
  const phone = useMediaQuery(AD_LIST_CARDS_QUERY);
  if (phone) return <AdListCards ads={ads} memberName={memberName} />;
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
            const score = scoreOf(ad);
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
                    <AdThumb url={ad.photoUrl} size={36} />
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
                  {/* The column is as wide as its badge: "Beauty & Personal Care", not "Beauty &…". */}
                  <div style={{ width: 'max-content' }}>
                    <CategoryBadge categoryId={ad.categoryId} />
                  </div>
                </Table.Td>
                <Table.Td>
                  <PlatformLabel platform={ad.platform} />
                </Table.Td>
                <Table.Td>
                  <PriceBadge priceRange={ad.priceRange} />
                </Table.Td>
                <Table.Td>
                  <InsightsScore score={score} />
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
