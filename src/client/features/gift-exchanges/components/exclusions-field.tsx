import { Button, CloseButton, Group, Input, Paper, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { FamilyMember } from '#common/members';
import { pairLabel } from '../exchange-text';

/** Pairs who must not draw each other, either way round: two choices and Add, then the list. */
export function ExclusionsField({
  id,
  participants,
  value,
  nameOf,
  onChange,
  error,
  disabled,
}: {
  id: string;
  participants: FamilyMember[];
  value: [number, number][];
  nameOf: (id: number) => string;
  onChange: (value: [number, number][]) => void;
  error: ReactNode;
  disabled: boolean;
}) {
  const [first, setFirst] = useState<string | null>(null);
  const [second, setSecond] = useState<string | null>(null);
  const options = participants.map((m) => ({ value: String(m.id), label: m.name }));
  const excluded = (a: number, b: number) =>
    value.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  const a = first ? Number(first) : null;
  const b = second ? Number(second) : null;
  const canAdd = a !== null && b !== null && a !== b && !excluded(a, b);
  const add = () => {
    if (!canAdd) return;
    onChange([...value, [a, b]]);
    setFirst(null);
    setSecond(null);
  };
  return (
    <Input.Wrapper
      id={id}
      labelElement="div"
      label="Exclusions"
      description="People who must not draw each other, either way round: couples, last year's pairs."
      error={error}
    >
      <Stack gap="xs" mt={6}>
        <Group
          align="flex-end"
          gap="xs"
          wrap="wrap"
          role="group"
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-description${error ? ` ${id}-error` : ''}`}
        >
          <Select
            label="Keep"
            placeholder="Someone"
            data={options}
            value={first}
            onChange={(next) => {
              setFirst(next);
              if (next === second) setSecond(null);
            }}
            disabled={disabled || options.length < 2}
            style={{ flex: '1 1 9rem', minWidth: 0 }}
          />
          <Select
            label="apart from"
            placeholder="Someone else"
            data={options.map((o) => ({
              ...o,
              disabled: o.value === first || (a !== null && excluded(a, Number(o.value))),
            }))}
            value={second}
            onChange={setSecond}
            disabled={disabled || options.length < 2}
            style={{ flex: '1 1 9rem', minWidth: 0 }}
          />
          <Button
            variant="light"
            className="tap-target"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={add}
            disabled={disabled || !canAdd}
          >
            Add
          </Button>
        </Group>
        {value.length > 0 && (
          <Group
            gap={6}
            component="ul"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
            aria-label="Exclusions"
          >
            {value.map(([x, y]) => {
              const label = pairLabel(nameOf(x), nameOf(y));
              return (
                <Paper
                  key={`${x}-${y}`}
                  component="li"
                  withBorder
                  radius="xl"
                  pl="sm"
                  pr={2}
                  style={{ display: 'flex', alignItems: 'center', gap: 2, maxWidth: '100%' }}
                >
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {label}
                  </Text>
                  <CloseButton
                    className="tap-target"
                    aria-label={`Remove ${label}`}
                    disabled={disabled}
                    onClick={() => onChange(value.filter(([p, q]) => !(p === x && q === y)))}
                  />
                </Paper>
              );
            })}
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
