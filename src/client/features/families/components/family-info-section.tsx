import { Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { Family } from '#common/families';
import { toast } from '../../../lib/toast';
import { DETAILS_ERROR, useUpdateFamily } from '../api/update-family';

export function FamilyInfoSection({ family, editable }: { family: Family; editable: boolean }) {
  const update = useUpdateFamily(family.id, DETAILS_ERROR);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(family.name);
  const [description, setDescription] = useState(family.description ?? '');
  const [error, setError] = useState<string | null>(null);

  const startEditing = () => {
    setName(family.name);
    setDescription(family.description ?? '');
    setError(null);
    setEditing(true);
  };

  const save = () => {
    if (!name.trim()) {
      setError('Family name is required');
      return;
    }
    update.mutate(
      { name: name.trim(), description: description.trim() || null },
      {
        onSuccess: () => {
          toast('Family updated!', 'Your family details have been saved successfully.');
          setEditing(false);
        },
      },
    );
  };

  if (!editing) {
    return (
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h4">
            {family.name}
          </Title>
          {editable && (
            <Button variant="light" size="xs" onClick={startEditing}>
              Edit
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {family.description || 'No description yet.'}
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
        value={name}
        error={error}
        onChange={(e) => {
          setName(e.currentTarget.value);
          setError(null);
        }}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxLength={500}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setEditing(false)}>
          Cancel
        </Button>
        <Button onClick={save} loading={update.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
