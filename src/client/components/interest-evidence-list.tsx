import { Badge, Group, List, Progress, Stack, Text } from '@mantine/core';
import { evidenceText } from '#common/signals/evidence';
import type { InterestEntryView } from '#common/signals/schemas';
import { categoryByKey } from '#common/taxonomy/categories';
import { useRenderClock } from '../lib/render-clock';

/** Concept kinds that say what someone likes (the rest say how advertisers found them). */
export const LIKING_KINDS = new Set(['interest', 'brand', 'activity', 'style', 'life_event']);

/**
 * An interest profile as a parent reads it: each concept, how sure GiftLens is, and why
 * ("listed as a hobby", "2 LEGO ads tracked in March", 'ad targeting: "Interests: Fashion"').
 */
export function InterestEvidenceList({ entries }: { entries: InterestEntryView[] }) {
  const { now } = useRenderClock();
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        Each percentage is how sure GiftLens is of an interest: more signs, recent ones and what the family
        said themselves count for more. The signs are listed under it.
      </Text>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {entries.map((entry) => {
          const category = entry.categories.map((key) => categoryByKey(key)).find(Boolean);
          return (
            <Stack key={entry.concept} gap={4} component="li">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" truncate>
                    {entry.label}
                  </Text>
                  {category && entry.concept !== `category:${category.key}` && (
                    <Badge size="xs" variant="light" color="gray" tt="none">
                      {category.name}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {entry.score}% sure
                </Text>
              </Group>
              <Progress
                value={entry.score}
                size="xs"
                aria-label={`How sure GiftLens is about ${entry.label}`}
              />
              <List size="xs" c="dimmed" spacing={0}>
                {entry.evidence.map((item) => {
                  const text = evidenceText(item, entry.label, now);
                  return <List.Item key={`${item.source}-${text}`}>{text}</List.Item>;
                })}
              </List>
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
