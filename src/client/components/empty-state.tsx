import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  /** A decorative drawing from ./illustrations. */
  illustration: ReactNode;
  title: string;
  children: ReactNode;
  /** The next step: one or two buttons. */
  action?: ReactNode;
  /** A quieter row for a secondary section, instead of a centred panel. */
  compact?: boolean;
}

/** "Nothing here yet", said warmly: a drawing, what this place is for, and the next step. */
export function EmptyState({ illustration, title, children, action, compact = false }: Props) {
  if (compact) {
    return (
      <Paper withBorder radius="md" p="md">
        <Group gap="md" wrap="nowrap" align="center">
          {illustration}
          <Stack gap={6} align="flex-start" style={{ minWidth: 0 }}>
            <Text fw={600}>{title}</Text>
            <Text size="sm" c="dimmed">
              {children}
            </Text>
            {action}
          </Stack>
        </Group>
      </Paper>
    );
  }
  return (
    <Stack align="center" py="xl" gap="xs" ta="center">
      {illustration}
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text c="dimmed" size="sm" maw={420}>
        {children}
      </Text>
      {action}
    </Stack>
  );
}
