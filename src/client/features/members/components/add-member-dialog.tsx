import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MEMBER_COLORS, MEMBER_ICONS, MEMBER_RELATIONSHIPS } from '#common/member-constants';
import { toast, toastError } from '../../../lib/toast';
import { useAddMember } from '../api/member-mutations';
import { ColorPicker, IconPicker } from './appearance-pickers';

const EMPTY = {
  name: '',
  relationship: '',
  icon: MEMBER_ICONS[0] as string,
  color: MEMBER_COLORS[0] as string,
  notes: '',
};
const serverMessage = (err: Error) => err.message.replace(/^\d{3}: /, '');

export function AddMemberDialog(props: { opened: boolean; onClose: () => void; familyId: number }) {
  const add = useAddMember(props.familyId);
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState(false);
  const set = (patch: Partial<typeof EMPTY>) => setValues((v) => ({ ...v, ...patch }));

  const close = () => {
    setValues(EMPTY);
    setTouched(false);
    props.onClose();
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!values.name.trim() || !values.relationship) {
      toastError('Error', 'Please fill in name and relationship');
      return;
    }
    add.mutate(
      {
        name: values.name.trim(),
        relationship: values.relationship,
        icon: values.icon,
        color: values.color,
        notes: values.notes.trim() || null,
        interests: [],
      },
      {
        onSuccess: (member) => {
          toast('Family member added', `${member.name} is now part of your family.`);
          close();
        },
        onError: (err) => toastError('Error', serverMessage(err) || 'Failed to add family member'),
      },
    );
  };

  return (
    <Modal opened={props.opened} onClose={close} title="Add Family Member" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Name"
            required
            data-autofocus
            maxLength={80}
            value={values.name}
            error={touched && !values.name.trim() ? 'Name is required' : null}
            onChange={(e) => set({ name: e.currentTarget.value })}
          />
          <Select
            label="Relationship"
            required
            placeholder="Choose a relationship"
            data={[...MEMBER_RELATIONSHIPS]}
            value={values.relationship || null}
            error={touched && !values.relationship ? 'Relationship is required' : null}
            onChange={(v) => set({ relationship: v ?? '' })}
          />
          <IconPicker value={values.icon} color={values.color} onChange={(icon) => set({ icon })} />
          <ColorPicker value={values.color} onChange={(color) => set({ color })} />
          <Textarea
            label="Notes"
            placeholder="Optional: sizes, allergies, gift ideas you have heard about…"
            autosize
            minRows={2}
            maxLength={1000}
            value={values.notes}
            onChange={(e) => set({ notes: e.currentTarget.value })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add Member
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
