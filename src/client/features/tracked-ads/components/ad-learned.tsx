import { Anchor, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useCurrentFamily } from '../../../lib/current-family';
import { interestProfileQuery } from '../../../lib/shared-queries';

/** The ad sources of the interest profile: what a tracked ad (and its targeting reasons) teaches. */
const AD_SOURCES = new Set(['tracked_ad', 'ad_insight']);
/** A sign is the new ad's when it was recorded around the save (the server's clock may lag a little). */
const SINCE_SLACK_MS = 60_000;

export interface SavedAd {
  memberId: number;
  name: string;
  /** When it was saved, as this browser's clock says. */
  savedAt: number;
}

/**
 * After an ad is tracked (issue 36): what GiftLens learned from it about the member, read from
 * their interest profile (the signs from ads recorded just now), with a way to track another.
 */
export function AdLearned({
  saved,
  onAnother,
  onDone,
}: {
  saved: SavedAd;
  onAnother: () => void;
  onDone: () => void;
}) {
  const { currentFamily } = useCurrentFamily();
  const profile = useQuery({
    ...interestProfileQuery(currentFamily?.id ?? 0, saved.memberId),
    enabled: Boolean(currentFamily) && saved.memberId > 0,
    retry: false,
  });
  const since = saved.savedAt - SINCE_SLACK_MS;
  const learned = (profile.data ?? [])
    .filter((entry) =>
      entry.evidence.some((item) => AD_SOURCES.has(item.source) && Date.parse(item.at) >= since),
    )
    .slice(0, 6);
  return (
    <Stack gap="sm" role="status" aria-label="Ad saved">
      <Group gap="xs" wrap="nowrap">
        <IconCircleCheck size={24} color="var(--mantine-color-teal-6)" aria-hidden />
        <Text fw={600}>Saved to {saved.name}'s ads.</Text>
      </Group>
      {profile.isLoading ? (
        <Loader size="sm" aria-label="Reading what it taught" />
      ) : learned.length > 0 ? (
        <Stack gap={6}>
          <Text size="sm">What GiftLens learned about {saved.name} from it:</Text>
          <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {learned.map((entry) => (
              <Badge key={entry.concept} component="li" variant="light" tt="none">
                {entry.label}
              </Badge>
            ))}
          </Group>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          It counts towards what GiftLens learns about {saved.name}.
        </Text>
      )}
      <Anchor component={Link} to={`/analytics?member=${saved.memberId}`} size="sm" onClick={onDone}>
        See everything GiftLens learned about {saved.name}
      </Anchor>
      <Group justify="flex-end">
        <Button variant="default" onClick={onAnother}>
          Track another
        </Button>
        <Button onClick={onDone} data-autofocus>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
