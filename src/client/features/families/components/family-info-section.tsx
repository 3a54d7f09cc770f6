import { Stack, Text, Textarea, TextInput, Title } from '@mantine/core';

export interface FamilyDetailsDraft {
  name: string;
  description: string;
}

interface Props {
  value: FamilyDetailsDraft;
  editable: boolean;
  nameError: string | null;
  onChange: (details: FamilyDetailsDraft) => void;
}

/** The family's name and description: fields for the owner, plain text for everyone else. */
export function FamilyInfoSection({ value, editable, nameError, onChange }: Props) {
  if (!editable) {
    return (
      <Stack gap={4}>
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {value.name}
        </Title>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {value.description || 'No description yet.'}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <TextInput
        label="Family Name"
        required
        maxLength={80}
        value={value.name}
        error={nameError}
        onChange={(e) => onChange({ ...value, name: e.currentTarget.value })}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxLength={500}
        value={value.description}
        onChange={(e) => onChange({ ...value, description: e.currentTarget.value })}
      />
    </Stack>
  );
}
