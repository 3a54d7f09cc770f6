import { Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A chart with a title and, for screen readers and anyone who prefers numbers, the same data
 * as a table (charts are pictures).
 */
export function ChartFigure({
  title,
  rows,
  empty,
  children,
}: {
  title: string;
  rows: Array<[string, number]>;
  empty?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty ?? 'Nothing to show yet.'}
          </Text>
        ) : (
          <>
            {/* inert: hidden from screen readers and out of the tab order (the table below says the same). */}
            <div inert>{children}</div>
            <VisuallyHidden>
              <Table>
                <Table.Caption>{title}</Table.Caption>
                <Table.Tbody>
                  {rows.map(([label, value]) => (
                    <Table.Tr key={label}>
                      <Table.Th scope="row">{label}</Table.Th>
                      <Table.Td>{value}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </VisuallyHidden>
          </>
        )}
      </Stack>
    </Paper>
  );
}
