import { ActionIcon, Badge, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';

/** Adds an interest: trimmed, empty ignored, duplicates (any case) rejected. Returns the error, if any. */
export function addInterest(list: string[], raw: string): { list: string[]; error: string | null } {
  const value = raw.trim();
  if (!value) return { list, error: null };
  if (list.some((i) => i.toLowerCase() === value.toLowerCase())) {
    return { list, error: `"${value}" is already in the list` };
  }
  return { list: [...list, value], error: null };
}

/** Case-insensitive de-duplication, first spelling kept (applied when the edit dialog opens). */
export function uniqueInterests(list: string[]): string[] {
  const seen = new Set<string>();
  return list.filter((i) => {
    const key = i.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function InterestEditor({ value, onChange }: { value: string[]; onChange: (v: string[]) => void }) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const result = addInterest(value, draft);
    setError(result.error);
    if (!result.error) {
      onChange(result.list);
      setDraft('');
    }
  };
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
        <Group gap={6} wrap="nowrap" align="flex-start">
          <TextInput
            aria-label="New interest"
            placeholder="Add an interest"
            value={draft}
            error={error}
            maxLength={60}
            style={{ flex: 1 }}
            onChange={(e) => {
              setDraft(e.currentTarget.value);
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <ActionIcon size="lg" variant="light" onClick={add} aria-label="Add interest">
            <IconPlus size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
