import { Button, Group, Paper, Text } from '@mantine/core';
import { IconGift, IconSparkles, IconSpeakerphone } from '@tabler/icons-react';

interface Props {
  onAds: () => void;
  onSmart: () => void;
  busy: 'ads' | 'smart' | 'gifts' | null;
  /** Why Gifts cannot be pressed (null when it can). */
  giftsUnavailable: string | null;
  onGifts?: () => void;
}

/** The feed's bottom bar: Ads (generate feed ads), Smart (ads and gift ideas), Gifts. */
export function FeedBottomBar({ onAds, onSmart, busy, giftsUnavailable, onGifts }: Props) {
  return (
    <Paper
      component="nav"
      aria-label="Generate"
      shadow="md"
      withBorder
      p="xs"
      style={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 150, borderRadius: 0 }}
    >
      <Group justify="center" gap="xs" wrap="nowrap" maw={560} mx="auto" grow>
        <Button
          variant="light"
          leftSection={<IconSpeakerphone size={18} aria-hidden />}
          onClick={onAds}
          loading={busy === 'ads'}
          disabled={busy !== null && busy !== 'ads'}
        >
          Ads
        </Button>
        <Button
          leftSection={<IconSparkles size={18} aria-hidden />}
          onClick={onSmart}
          loading={busy === 'smart'}
          disabled={busy !== null && busy !== 'smart'}
        >
          Smart
        </Button>
        <Button
          variant="light"
          leftSection={<IconGift size={18} aria-hidden />}
          onClick={onGifts}
          loading={busy === 'gifts'}
          disabled={giftsUnavailable !== null || (busy !== null && busy !== 'gifts')}
          aria-describedby={giftsUnavailable ? 'feed-gifts-unavailable' : undefined}
        >
          Gifts
        </Button>
      </Group>
      {giftsUnavailable && (
        <Text id="feed-gifts-unavailable" size="xs" c="dimmed" ta="center" mt={4}>
          {giftsUnavailable}
        </Text>
      )}
    </Paper>
  );
}
