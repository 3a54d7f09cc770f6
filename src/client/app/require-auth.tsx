import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { OfflineNotice } from '../components/offline-notice';
import { PageLoader } from '../components/page-loader';
import { LoginButtons } from '../features/auth/components/login-buttons';
import { useAuth } from '../lib/auth';
import { returnTo } from '../lib/return-to';

/** Signed-in pages show a sign-in card to visitors instead of an empty screen. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated, offline, retry } = useAuth();
  const { pathname, search } = useLocation();
  // Signed in here (the demo sign-in comes straight back): nothing is left to return to.
  useEffect(() => {
    if (isAuthenticated) returnTo.take();
  }, [isAuthenticated]);
  if (isLoading) return <PageLoader label="Checking your sign-in…" />;
  if (offline) return <OfflineNotice onRetry={retry} />;
  if (!isAuthenticated) {
    return (
      <Center py={64} px="md">
        <Paper withBorder p="xl" maw={440} w="100%">
          <Stack align="center" ta="center">
            <Title order={1} size="h3">
              Sign in to continue
            </Title>
            <Text c="dimmed">This page is part of your family's private space.</Text>
            <LoginButtons
              afterDemoLogin={pathname + search}
              onBeforeSignIn={() => returnTo.save(pathname + search)}
            />
          </Stack>
        </Paper>
      </Center>
    );
  }
  return <>{children}</>;
}
