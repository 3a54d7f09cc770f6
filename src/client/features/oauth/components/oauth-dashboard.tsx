import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDisclosure, useNetwork } from '@mantine/hooks';
import { IconBook, IconListCheck, IconRefresh, IconStethoscope, IconTool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { READABLE_ALERT } from '../../../components/readable-alert';
import { ApiError } from '../../../lib/api';
import { useSiteInfo } from '../../../lib/site-info';
import { toastError } from '../../../lib/toast';
import { diagnosticsQuery, HEALTH_REFRESH_MS } from '../api/diagnostics';
import { CheckList } from './check-list';
import { Documentation } from './documentation';
import { QuickActions } from './quick-actions';
import { OVERALL, toned } from './status-look';
import { TroubleshooterDialog } from './troubleshooter-dialog';

/** Production when this page is served from the configured production host. */
export function environmentOf(hostname: string, productionHost: string | null): 'Production' | 'Development' {
  return productionHost !== null && hostname === productionHost ? 'Production' : 'Development';
}

const timeOf = (ms: number) =>
  new Date(ms).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

export function OAuthDashboard() {
  const diagnostics = useQuery({ ...diagnosticsQuery(), refetchInterval: HEALTH_REFRESH_MS });
  const { online } = useNetwork();
  const { productionHost } = useSiteInfo();
  const [troubleshooting, troubleshooter] = useDisclosure(false);
  const environment = environmentOf(window.location.hostname, productionHost);

  const offline = !online || (diagnostics.error instanceof ApiError && diagnostics.error.code === 'network');
  const data = diagnostics.data;
  const overall = offline ? 'offline' : (data?.overall ?? null);

  // A failed refresh is said once per failure, not on every render.
  useEffect(() => {
    if (diagnostics.errorUpdatedAt && diagnostics.error)
      toastError('Health Check Failed', diagnostics.error.message);
  }, [diagnostics.errorUpdatedAt, diagnostics.error]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            OAuth Dashboard
          </Title>
          <Text c="dimmed">Why Google or Facebook sign-in works, or does not, and what to do about it.</Text>
        </Stack>
        <Badge size="lg" {...toned(environment === 'Production' ? 'red' : 'gray')}>
          {environment}
        </Badge>
      </Group>

      <Paper withBorder radius="md" p="md" component="section" aria-label="Health monitor">
        <Group justify="space-between" gap="md">
          <Stack gap={4}>
            <Group gap="xs">
              <Text fw={600}>Health monitor</Text>
              {overall ? (
                <Badge size="lg" {...toned(OVERALL[overall].color)} data-testid="overall-status">
                  {offline ? 'Critical · OFFLINE' : OVERALL[overall].label}
                </Badge>
              ) : (
                <Skeleton h={26} w={90} />
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {offline
                ? 'This browser is offline: no check can run until the connection is back.'
                : diagnostics.dataUpdatedAt
                  ? `Last checked ${timeOf(diagnostics.dataUpdatedAt)}; refreshes every ${HEALTH_REFRESH_MS / 1000} seconds.`
                  : 'Running the checks…'}
            </Text>
          </Stack>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={diagnostics.isFetching}
              onClick={() => diagnostics.refetch()}
            >
              Check now
            </Button>
            <Button leftSection={<IconStethoscope size={16} aria-hidden />} onClick={troubleshooter.open}>
              Troubleshoot
            </Button>
          </Group>
        </Group>
      </Paper>

      <Tabs defaultValue="diagnostics" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="diagnostics" leftSection={<IconListCheck size={16} aria-hidden />}>
            Diagnostics
          </Tabs.Tab>
          <Tabs.Tab value="actions" leftSection={<IconTool size={16} aria-hidden />}>
            Quick Actions
          </Tabs.Tab>
          <Tabs.Tab value="docs" leftSection={<IconBook size={16} aria-hidden />}>
            Documentation
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="diagnostics" pt="md">
          {diagnostics.isLoading && (
            <Stack gap="sm">
              {[1, 2, 3].map((i) => (
                <Skeleton key={i} h={96} radius="md" />
              ))}
            </Stack>
          )}
          {diagnostics.error && !data && (
            <Alert color="red" title="Health Check Failed" styles={READABLE_ALERT}>
              {diagnostics.error.message}
            </Alert>
          )}
          {data && <CheckList checks={data.checks} />}
        </Tabs.Panel>
        <Tabs.Panel value="actions" pt="md">
          <QuickActions diagnostics={data} />
        </Tabs.Panel>
        <Tabs.Panel value="docs" pt="md">
          <Documentation />
        </Tabs.Panel>
      </Tabs>
      <TroubleshooterDialog opened={troubleshooting} onClose={troubleshooter.close} />
    </Stack>
  );
}
