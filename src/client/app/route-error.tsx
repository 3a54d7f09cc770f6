import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkError, reloadOnceForChunk } from '../lib/chunk-reload';

/**
 * What any page shows when it fails to load or breaks, inside the app's header and footer:
 * what happened in plain words, and Reload. A page whose code vanished with a release reloads
 * by itself, once.
 */
export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkError(error);
  useEffect(() => {
    if (chunk) reloadOnceForChunk();
  }, [chunk]);
  // A bug is worth a line in the console for whoever reports it; a missing file is not.
  if (!chunk && !isRouteErrorResponse(error)) console.error(error);

  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const [title, message] = offline
    ? ['You are offline', 'This page needs a connection to load. Reconnect, then reload.']
    : chunk
      ? [
          'GiftLens was updated',
          'This page changed since you opened GiftLens. Reload to get the new version.',
        ]
      : [
          'Something went wrong',
          'This page could not be shown. Reload to try again; what you saved is safe.',
        ];
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{message}</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Container>
  );
}
