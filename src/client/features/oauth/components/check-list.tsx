import { Alert, Badge, Code, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { CheckStatus, DiagnosticCheck } from '#common/oauth-diagnostics';
import { CopyButton } from '../../../components/copy-button';
import { READABLE_ALERT } from '../../../components/readable-alert';
import { SEVERITY, STATUS, toned } from './status-look';

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
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: 1, minWidth: 0 }}>
            <ThemeIcon color={look.color} variant="light" radius="xl">
              <Icon size={18} aria-hidden />
            </ThemeIcon>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600}>{check.name}</Text>
              <Text size="sm">{check.message}</Text>
            </Stack>
          </Group>
          <Group gap={6} wrap="wrap" justify="flex-end" style={{ flexShrink: 0, maxWidth: '40%' }}>
            <Badge {...toned(look.color)}>{look.label}</Badge>
            {check.status !== 'pass' && <Badge {...toned(SEVERITY[check.severity])}>{check.severity}</Badge>}
          </Group>
        </Group>
        {check.details.length > 0 && (
          <Stack gap={4} component="dl" m={0}>
            {check.details.map((d) => (
              <Group key={d.label} gap={4} wrap="wrap" align="center" style={{ columnGap: 12 }}>
                <Text component="dt" size="xs" c="dimmed" w={{ base: '100%', xs: 160 }}>
                  {d.label}
                </Text>
                <Group component="dd" m={0} gap="xs" wrap="nowrap" style={{ flex: '1 1 200px', minWidth: 0 }}>
                  <Text size="xs" style={{ wordBreak: 'break-all', flex: 1 }}>
                    {d.copy ? <Code>{d.value}</Code> : d.value}
                  </Text>
                  {d.copy && <CopyButton value={d.value} label={`Copy ${d.label}`} />}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        {check.fixAction && (
          <Alert color={look.color} variant="light" title="How to fix" styles={READABLE_ALERT}>
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
