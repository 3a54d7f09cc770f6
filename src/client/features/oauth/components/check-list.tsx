import { Alert, Badge, Code, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { CheckStatus, DiagnosticCheck } from '#common/oauth-diagnostics';
import { CopyButton } from '../../../components/copy-button';
import { SEVERITY, STATUS } from './status-look';

const ICON: Record<CheckStatus, typeof IconCircleCheck> = {
  pass: IconCircleCheck,
  warning: IconAlertTriangle,
  fail: IconCircleX,
};

/** Problems first, most severe first; passing checks after. */
const ORDER: Record<CheckStatus, number> = { fail: 0, warning: 1, pass: 2 };

export function CheckCard({ check }: { check: DiagnosticCheck }) {
  const Icon = ICON[check.status];
  const look = STATUS[check.status];
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={`${check.name}: ${look.label}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon color={look.color} variant="light" radius="xl">
              <Icon size={18} aria-hidden />
            </ThemeIcon>
            <Stack gap={2}>
              <Text fw={600}>{check.name}</Text>
              <Text size="sm">{check.message}</Text>
            </Stack>
          </Group>
          <Group gap={6} wrap="nowrap">
            <Badge color={look.color} variant="light">
              {look.label}
            </Badge>
            {check.status !== 'pass' && (
              <Badge color={SEVERITY[check.severity]} variant="outline">
                {check.severity}
              </Badge>
            )}
          </Group>
        </Group>
        {check.details.length > 0 && (
          <Stack gap={4} component="dl" m={0}>
            {check.details.map((d) => (
              <Group key={d.label} gap="xs" wrap="nowrap" align="center">
                <Text component="dt" size="xs" c="dimmed" miw={150}>
                  {d.label}
                </Text>
                <Text component="dd" size="xs" m={0} style={{ wordBreak: 'break-all', flex: 1 }}>
                  {d.copy ? <Code>{d.value}</Code> : d.value}
                </Text>
                {d.copy && <CopyButton value={d.value} label={`Copy ${d.label}`} />}
              </Group>
            ))}
          </Stack>
        )}
        {check.fixAction && (
          <Alert color={look.color} variant="light" title="How to fix">
            {check.fixAction}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

export function CheckList({ checks }: { checks: DiagnosticCheck[] }) {
  const sorted = [...checks].sort((a, b) => ORDER[a.status] - ORDER[b.status]);
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {sorted.map((check) => (
        <CheckCard key={check.id} check={check} />
      ))}
    </Stack>
  );
}
