import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { createFamilySchema } from '#common/families';
import { FormButtons } from '../../../components/form-buttons';
import { useCurrentFamily } from '../../../lib/current-family';
import { validateWith } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { useCreateFamily } from '../api/create-family';

export function CreateFamilyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateFamily();
  const { switchFamily } = useCurrentFamily();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { name: '', description: '' },
    validate: validateWith(createFamilySchema),
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    // Awaited rather than an onSuccess callback: once the family exists, the welcome this dialog
    // may sit in gives way to the page, and a callback of an unmounted caller never runs.
    const family = await create
      .mutateAsync({ name: values.name.trim(), description: values.description.trim() || null })
      // On error the dialog stays open with what was typed (the toast comes from the mutation).
      .catch(() => null);
    if (!family) return;
    // The new family becomes the current one, and its page is where the next step is.
    await switchFamily(family.id, { quiet: true });
    toast('Family created!', `${family.name} has been created successfully.`);
    close();
    navigate('/family-profiles');
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
          <FormButtons onCancel={close} busy={create.isPending} submit="Create Family" cancelWhileBusy />
        </Stack>
      </form>
    </Modal>
  );
}
