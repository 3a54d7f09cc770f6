import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useEffect } from 'react';

/**
 * What a page says when GiftLens could not be asked (the service worker's shell, offline; or a
 * server that does not answer): the app and its header are there, the family's data needs the
 * network. Nothing is lost. The browser says which of the two it is (`navigator.onLine`).
 */
export function OfflineNotice({ onRetry }: { onRetry: () => void }) {
  // Back online, the page asks again by itself; Try again is for a connection the browser
  // thinks it has but that does not reach GiftLens.
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const Icon = offline ? IconWifiOff : IconCloudOff;
  return (
    <Center py={64} px="md">
      <Paper withBorder p="xl" maw={440} w="100%">
        <Stack align="center" ta="center">
          <Icon size={36} aria-hidden />
          <Title order={1} size="h3">
            {offline ? 'You are offline' : 'GiftLens is not answering'}
          </Title>
          <Text c="dimmed">
            {offline
              ? "GiftLens needs a connection to show your family's ads and ideas. Everything you saved is safe; this page fills in once you are back online."
              : 'Your connection works, but GiftLens did not answer in time. Everything you saved is safe; try again in a moment.'}
          </Text>
          <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
