import { ActionIcon, Badge, Group, Input, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { AddEntryField } from './add-entry-field';

export function InterestEditor({ value, onChange }: { value: string[]; onChange: (v: string[]) => void }) {
  return (
    <Input.Wrapper label="Interests">
      <Stack gap={6} mt={4}>
        <Group gap={4}>
          {value.length === 0 && (
            <Text size="sm" c="dimmed">
              No interests yet.
            </Text>
          )}
          {value.map((interest) => (
            <Badge
              key={interest}
              variant="light"
              tt="none"
              rightSection={
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  aria-label={`Remove ${interest}`}
                  onClick={() => onChange(value.filter((i) => i !== interest))}
                >
                  <IconX size={12} aria-hidden />
                </ActionIcon>
              }
            >
              {interest}
            </Badge>
          ))}
        </Group>
        <AddEntryField
          value={value}
          onChange={onChange}
          label="New interest"
          addLabel="Add interest"
          placeholder="Add an interest"
        />
      </Stack>
    </Input.Wrapper>
  );
}
