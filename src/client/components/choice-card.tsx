import { Checkbox, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One choice of a `Checkbox.Group` as a card a thumb can hit: its name and, under it, a detail
 * (a date, why it cannot be chosen). A disabled card says so by its look as well.
 */
export function ChoiceCard({
  value,
  name,
  detail,
  disabled,
  'aria-label': ariaLabel,
}: {
  value: string;
  name: ReactNode;
  detail?: ReactNode;
  disabled?: boolean;
  'aria-label'?: string;
}) {
  return (
    <Checkbox.Card
      value={value}
      radius="md"
      p="xs"
      mih={44}
      disabled={disabled}
      aria-label={ariaLabel}
      style={disabled ? { cursor: 'not-allowed', opacity: 0.75 } : undefined}
    >
      <Group wrap="nowrap" gap="sm" align="center">
        <Checkbox.Indicator size="sm" disabled={disabled} />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {detail && (
            <Text size="xs" c="dimmed">
              {detail}
            </Text>
          )}
        </div>
      </Group>
    </Checkbox.Card>
  );
}
