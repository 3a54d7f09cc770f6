import {
  ActionIcon,
  AspectRatio,
  Badge,
  Box,
  Button,
  Collapse,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconExternalLink, IconInfoCircle, IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { FEED_ART_SIZE, FEED_PLATFORM_LABELS, type FeedPlatform } from '#common/feed/constants';
import { feedReasonText } from '#common/feed/reason';
import type { FeedAd } from '#common/feed/schemas';
import { categoryByKey } from '#common/taxonomy/categories';
import { wrappingBadge } from '../../../components/wrapping-badge';
import { useRenderClock } from '../../../lib/render-clock';

const PLATFORM_ACCENT: Record<FeedPlatform, string> = {
  instagram: 'linear-gradient(90deg, #f58529, #dd2a7b, #8134af)',
  facebook: '#1877f2',
  pinterest: '#e60023',
};

/** Like and Dislike: toggles, each filled in its colour while pressed. */
const REACTIONS = [
  { interaction: 'liked', label: 'Like', color: 'pink', Icon: IconThumbUp },
  { interaction: 'disliked', label: 'Dislike', color: 'dark', Icon: IconThumbDown },
] as const;

/** A long brand or category wraps on a phone rather than ending in "…". */
const WRAPPING = wrappingBadge();

const price = (cents: number) => `$${(cents / 100).toFixed(2)}`;

interface Props {
  ad: FeedAd;
  memberName: string;
  position: number;
  onReact: (ad: FeedAd, interaction: 'liked' | 'disliked') => void;
  onShown: (ad: FeedAd) => void;
  reacting: boolean;
}

/**
 * One generated ad, drawn in its platform's look: GiftLens's illustration (a fixed box per
 * format, so the list does not move as it loads), the idea, a call to action, "Why you're
 * seeing this" in the evidence's words, and like / dislike toggles.
 */
export function FeedAdCard({ ad, memberName, position, onReact, onShown, reacting }: Props) {
  const [whyOpen, setWhyOpen] = useState(false);
  const sentShown = useRef(ad.shown);
  const titleId = useId();
  const whyId = useId();
  const { now } = useRenderClock();
  const why = feedReasonText(ad.reason, now);
  const size = FEED_ART_SIZE[ad.adFormat];
  const category = categoryByKey(ad.category)?.name ?? 'Gift';

  const imageLoaded = () => {
    if (sentShown.current) return;
    sentShown.current = true;
    onShown(ad);
  };

  return (
    <Paper
      withBorder
      radius="md"
      component="article"
      aria-labelledby={titleId}
      aria-posinset={position}
      aria-setsize={-1}
      style={{ overflow: 'hidden' }}
      data-testid="feed-ad"
    >
      <Box h={4} style={{ background: PLATFORM_ACCENT[ad.platform] }} />
      <Stack gap="sm" p="md">
        {/* On a phone "Suggested for …" moves under the brand rather than cutting it to "Beauty & P…". */}
        <Group justify="space-between" style={{ gap: '4px var(--mantine-spacing-xs)' }}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {ad.brand ?? category}
          </Text>
          <Text size="xs" c="dimmed">
            Suggested for {memberName} · {FEED_PLATFORM_LABELS[ad.platform]} look
          </Text>
        </Group>
      </Stack>
      <AspectRatio ratio={size.width / size.height} bg="var(--mantine-color-default-hover)">
        <img
          src={ad.imageUrl}
          alt={`${category} illustration`}
          width={size.width}
          height={size.height}
          onLoad={imageLoaded}
          // The box keeps the art's own shape (its height attribute would otherwise win and crop
          // a portrait's sides, caption and all); contain draws it whole whatever the box.
          style={{ display: 'block', objectFit: 'contain', height: 'auto' }}
        />
      </AspectRatio>
      <Stack gap="sm" p="md">
        <Group justify="space-between" align="center" wrap="nowrap">
          <Group gap={4}>
            {REACTIONS.map(({ interaction, label, color, Icon }) => {
              const pressed = ad[interaction];
              return (
                <ActionIcon
                  key={interaction}
                  variant={pressed ? 'filled' : 'subtle'}
                  color={pressed ? color : 'gray'}
                  size="lg"
                  className="tap-target"
                  // Named after its ad: a page of cards has many Likes, each about another idea.
                  aria-label={`${label}: ${ad.title}`}
                  aria-pressed={pressed}
                  disabled={reacting}
                  onClick={() => onReact(ad, interaction)}
                >
                  <Icon size={20} aria-hidden />
                </ActionIcon>
              );
            })}
          </Group>
          <Button
            component="a"
            href={ad.shopUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            rightSection={<IconExternalLink size={16} aria-hidden />}
            aria-label={`${ad.callToAction}: search shops for ${ad.title} (opens in a new tab)`}
          >
            {ad.callToAction}
          </Button>
        </Group>
        <Stack gap={4}>
          <Title order={3} size="h5" id={titleId}>
            {ad.title}
          </Title>
          <Text size="sm">{ad.description}</Text>
          <Group gap={6}>
            <Badge variant="light" tt="none" styles={WRAPPING}>
              {category}
            </Badge>
            {ad.brand && (
              <Badge variant="default" tt="none" styles={WRAPPING}>
                {ad.brand}
              </Badge>
            )}
            <Badge variant="default" tt="none">
              about {price(ad.priceCents)}
            </Badge>
          </Group>
        </Stack>
        <Button
          variant="default"
          size="compact-sm"
          className="tap-target"
          leftSection={<IconInfoCircle size={16} aria-hidden />}
          aria-expanded={whyOpen}
          aria-controls={whyId}
          onClick={() => setWhyOpen((o) => !o)}
          style={{ alignSelf: 'flex-start' }}
        >
          Why you're seeing this
        </Button>
        <Collapse expanded={whyOpen} id={whyId}>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {why.targetingReason}
            </Text>
            <Text size="sm">{why.adExplanation}</Text>
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}
