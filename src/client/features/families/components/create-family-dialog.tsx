import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { toast, toastError } from '../../../lib/toast';
import { useCreateFamily } from '../api/family-mutations';

export function CreateFamilyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateFamily();
  const form = useForm({
    initialValues: { name: '', description: '' },
    validate: {
      name: (v) =>
        v.trim()
          ? v.trim().length > 80
            ? 'Family name must be at most 80 characters'
            : null
          : 'Family name is required',
      description: (v) => (v.trim().length > 500 ? 'Description must be at most 500 characters' : null),
    },
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    create.mutate(
      { name: values.name.trim(), description: values.description.trim() || null },
      {
        onSuccess: (family) => {
          toast('Family created!', `${family.name} has been created successfully.`);
          close();
        },
        onError: (err) => {
          console.error('Failed to create family', err);
          // The dialog stays open with what was typed, so nothing is lost.
          toastError('Failed to create family', 'There was an error creating your family. Please try again.');
        },
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title="Create New Family" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Family Name"
            placeholder="e.g. The Johnsons"
            required
            data-autofocus
            maxLength={80}
            {...form.getInputProps('name')}
          />
          <Textarea
            label="Description"
            placeholder="Optional: who is in this family?"
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('description')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create Family
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
