import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Something could not be loaded: what, why, and "Try again". `plain` is the quieter look of the
 * gift exchanges' pages: a light alert and a plain button, 44 px on phones.
 */
export function RetryAlert({
  title,
  children,
  onRetry,
  plain = false,
}: {
  title: string;
  /** Why, in a sentence: the error's message. */
  children: ReactNode;
  onRetry: () => void;
  plain?: boolean;
}) {
  return (
    <Alert color="red" variant={plain ? 'light' : undefined} title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{children}</Text>
        {plain ? (
          <Button size="xs" variant="default" className="tap-target" onClick={onRetry}>
            Try again
          </Button>
        ) : (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
