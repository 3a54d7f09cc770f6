import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createFamilySchema } from '#common/families';
import { validateWith } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { useCreateFamily } from '../api/create-family';

export function CreateFamilyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateFamily();
  const form = useForm({
    initialValues: { name: '', description: '' },
    validate: validateWith(createFamilySchema),
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
        // On error the dialog stays open with what was typed (the toast comes from the mutation).
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
