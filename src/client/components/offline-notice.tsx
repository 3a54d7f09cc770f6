import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useEffect } from 'react';

/**
 * What a page says when it opened without a connection (the service worker's shell, offline):
 * the app and its header are there, the family's data needs the network. Nothing is lost.
 */
export function OfflineNotice({ onRetry }: { onRetry: () => void }) {
  // Back online, the page asks again by itself; Try again is for a connection the browser
  // thinks it has but that does not reach GiftLens.
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <Center py={64} px="md">
      <Paper withBorder p="xl" maw={440} w="100%">
        <Stack align="center" ta="center">
          <IconWifiOff size={36} aria-hidden />
          <Title order={1} size="h3">
            You are offline
          </Title>
          <Text c="dimmed">
            GiftLens needs a connection to show your family's ads and ideas. Everything you saved is safe;
            this page fills in once you are back online.
          </Text>
          <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
