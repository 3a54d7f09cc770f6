import { Anchor, Badge, Box, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { TrackedAd } from '#common/tracked-ads/schemas';
import { CategoryBadge } from '../../../components/category-badge';
import { wrappingBadge } from '../../../components/wrapping-badge';
import { AdLink, AdSeen, DeleteAdButton, EditAdButton, PriceBadge } from './ad-parts';
import { InsightsCard } from './insights-card';

/** One ad in the Feed view: who saw it and when, its photo, what it was, and its insights. */
export function AdFeedCard({ ad, memberName }: { ad: TrackedAd; memberName: string }) {
  const m = ad.metadata;
  const [whyOpen, setWhyOpen] = useState(false);
  const whyId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={ad.title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {memberName}
            </Text>
            <AdSeen ad={ad} />
          </Stack>
          <Group gap={4} wrap="nowrap">
            <EditAdButton ad={ad} />
            <DeleteAdButton ad={ad} />
          </Group>
        </Group>
        {ad.photoUrl && (
          <Box
            bg="var(--mantine-color-default-hover)"
            style={{ borderRadius: 8, display: 'flex', justifyContent: 'center' }}
          >
            <img
              src={ad.photoUrl}
              alt={`The ad as seen: ${ad.title}`}
              loading="lazy"
              style={{
                display: 'block',
                maxWidth: '100%',
                maxHeight: 420,
                minWidth: 48,
                objectFit: 'contain',
                borderRadius: 8,
              }}
            />
          </Box>
        )}
        <Stack gap={4}>
          {/* Under the page's h1; the ad's AI Insights are an h3 inside it. */}
          <Title order={2} size="h5">
            {ad.title}
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {ad.description}
          </Text>
        </Stack>
        <Group gap={6}>
          <CategoryBadge categoryId={ad.categoryId} />
          <PriceBadge priceRange={ad.priceRange} />
          {ad.advertiser && (
            <Badge variant="default" tt="none" styles={wrappingBadge()}>
              {ad.advertiser}
            </Badge>
          )}
          <AdLink url={ad.url} />
        </Group>
        {m && m.targetingReasons.length > 0 && (
          <Stack gap={6}>
            {/* A disclosure, not Mantine's Spoiler: its content is an unnamed region, one per ad,
                which axe counts as landmarks nobody can tell apart (landmark-unique). */}
            <div>
              <Anchor
                component="button"
                type="button"
                size="sm"
                className="tap-target"
                aria-expanded={whyOpen}
                aria-controls={whyId}
                onClick={() => setWhyOpen((open) => !open)}
              >
                {whyOpen ? 'Hide targeting reasons' : 'Show why this ad was shown'}
              </Anchor>
              <Collapse expanded={whyOpen} id={whyId}>
                <Stack gap={2}>
                  {m.targetingReasons.map((reason) => (
                    <Text key={reason} size="xs">
                      • {reason}
                    </Text>
                  ))}
                  {m.campaignType && (
                    <Text size="xs" c="dimmed">
                      Campaign: {m.campaignType}
                    </Text>
                  )}
                  {m.additionalDetails && (
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                      {m.additionalDetails}
                    </Text>
                  )}
                </Stack>
              </Collapse>
            </div>
            <InsightsCard analysis={m.adInsights} compact region={false} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
