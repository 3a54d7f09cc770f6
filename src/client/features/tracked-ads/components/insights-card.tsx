import { Badge, Group, Paper, RingProgress, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { categoryForWording } from '#common/taxonomy/categories';
import { type InsightAnalysis, isHighConfidence } from '#common/tracked-ads/insights';
import { CategoryIcon } from '../../../components/taxonomy-icons';
import { wrappingBadge } from '../../../components/wrapping-badge';

/** Tinted chips keep the page's text colour: coloured small text on a tint is too faint to read. */
export const READABLE = { label: { color: 'var(--mantine-color-text)' } };
/** A reason is read whole on a phone: a long chip wraps rather than ending in "…". */
const READABLE_WRAPPING = wrappingBadge(READABLE.label);

function Chips({ label, items, color }: { label: string; items: string[]; color: string }) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {label}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          None found
        </Text>
      ) : (
        <Group gap={4}>
          {items.map((item) => {
            const category = label === 'Suggested gift categories' ? categoryForWording(item) : undefined;
            return (
              <Badge
                key={item}
                variant="light"
                color={color}
                tt="none"
                styles={READABLE_WRAPPING}
                leftSection={category ? <CategoryIcon icon={category.icon} size={12} /> : undefined}
              >
                {item}
              </Badge>
            );
          })}
        </Group>
      )}
    </Stack>
  );
}

/**
 * The AI Insights card: confidence (highlighted above 70), interests, behaviours, gift categories.
 * A region named "AI Insights" on its own (the analysis dialog); inside an ad's card, where a page
 * lists many (Ad History), only a box under its heading: several regions of one name are a
 * landmark list nobody can tell apart (axe landmark-unique), and the ad's article names it already.
 */
export function InsightsCard({
  analysis,
  compact,
  region = true,
}: {
  analysis: InsightAnalysis;
  compact?: boolean;
  region?: boolean;
}) {
  const high = isHighConfidence(analysis.confidenceScore);
  return (
    <Paper
      withBorder
      p={compact ? 'sm' : 'md'}
      radius="md"
      {...(region ? { component: 'section' as const, 'aria-label': 'AI Insights' } : {})}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap={6}>
            <IconSparkles size={18} aria-hidden />
            <Title order={3} size="h6">
              AI Insights
            </Title>
          </Group>
          <Group gap={8} wrap="nowrap">
            <RingProgress
              size={compact ? 44 : 56}
              thickness={compact ? 4 : 5}
              roundCaps
              sections={[{ value: analysis.confidenceScore, color: high ? 'teal' : 'violet' }]}
              label={
                // One line however narrow the ring: "90%" never breaks before its sign.
                <Text ta="center" fz={compact ? 10 : 'xs'} fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {`${analysis.confidenceScore}%`}
                </Text>
              }
              aria-hidden
            />
            <Stack gap={0} aria-hidden>
              <Text size="xs" c="dimmed">
                Confidence
              </Text>
              {high ? (
                <Badge color="teal.9" variant="filled" tt="none">
                  High
                </Badge>
              ) : (
                <Text size="sm" fw={600}>
                  {analysis.confidenceScore}%
                </Text>
              )}
            </Stack>
            <VisuallyHidden>{`Confidence ${analysis.confidenceScore}%${high ? ', high' : ''}`}</VisuallyHidden>
          </Group>
        </Group>
        <Chips label="Detected interests" items={analysis.interests} color="violet" />
        <Chips label="Targeting behaviors" items={analysis.behaviors} color="blue" />
        {(!compact || analysis.demographics.length > 0) && (
          <Chips label="Demographics" items={analysis.demographics} color="gray" />
        )}
        <Chips label="Suggested gift categories" items={analysis.giftCategories} color="teal" />
      </Stack>
    </Paper>
  );
}
