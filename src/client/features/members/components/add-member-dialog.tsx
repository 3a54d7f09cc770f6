import { Modal, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  distinctAppearance,
  MEMBER_COLORS,
  MEMBER_ICONS,
  MEMBER_RELATIONSHIPS,
} from '#common/member-constants';
import { createMemberSchema } from '#common/members';
import {
  ageFromBirthday,
  BirthdayFields,
  birthdayIsValid,
  birthdayOf,
  useBirthdayDraft,
} from '../../../components/birthday-fields';
import { FormButtons } from '../../../components/form-buttons';
import { validateWith } from '../../../lib/schema-form';
import { toast, toastError } from '../../../lib/toast';
import { useAddMember } from '../api/change-members';
import { familyMembersQuery } from '../api/get-members';
import { ColorPicker, IconPicker } from './appearance-pickers';

const EMPTY = {
  name: '',
  relationship: '',
  /** Optional; '' until typed (NumberInput's empty value). */
  age: '' as number | string,
  icon: MEMBER_ICONS[0] as string,
  color: MEMBER_COLORS[0] as string,
  notes: '',
};
type Values = typeof EMPTY;

const toInput = (values: Values) => ({
  name: values.name.trim(),
  relationship: values.relationship,
  // A child's ideas suit their age from the start, without an add-then-edit trip.
  age: values.age === '' ? null : Number(values.age),
  icon: values.icon,
  color: values.color,
  notes: values.notes.trim() || null,
  interests: [],
});

export function AddMemberDialog(props: { opened: boolean; onClose: () => void; familyId: number }) {
  const add = useAddMember(props.familyId);
  const birthday = useBirthdayDraft();
  const [triedToSend, setTriedToSend] = useState(false);
  const members = useQuery(familyMembersQuery(props.familyId)).data;
  const form = useForm<Values>({ initialValues: EMPTY, validate: validateWith(createMemberSchema, toInput) });
  // "Self" only for a user who has no record of their own here yet.
  const hasOwnRecord = members?.some((m) => m.isSelf) ?? false;
  const relationships = MEMBER_RELATIONSHIPS.filter((r) => !(hasOwnRecord && r === 'Self'));

  // Each new member starts with a colour and an icon nobody in the family has yet.
  const { opened } = props;
  const applied = useRef(false);
  useEffect(() => {
    if (!opened) {
      applied.current = false;
      return;
    }
    if (applied.current || !members) return;
    applied.current = true;
    form.setValues(distinctAppearance(members));
  });

  const close = () => {
    form.reset();
    birthday.reset();
    setTriedToSend(false);
    props.onClose();
  };

  /** The member first; then their birthday, whose failure never takes the member with it. */
  const send = async (values: Values) => {
    const born = birthdayOf(birthday.value);
    const input = toInput(values);
    // A birthday with a year says the age, when none was typed.
    if (input.age === null) input.age = ageFromBirthday(born);
    let member: Awaited<ReturnType<typeof add.mutateAsync>>;
    try {
      member = await add.mutateAsync(input);
    } catch {
      return; // The request's own toast says why; everything typed stays for another try.
    }
    const saved = await birthday.saveOn(
      member.id,
      born,
      `${member.name} was added, but the birthday was not saved. Add it on ${member.name}'s page.`,
    );
    if (saved) toast('Family member added', `${member.name} is now part of your family.`);
    close();
  };

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    setTriedToSend(true);
    const birthdayOk = birthdayIsValid(birthday.value);
    form.onSubmit(
      (values) => {
        if (birthdayOk) void send(values);
        else toastError('Check the birthday', 'Please check the highlighted fields');
      },
      () => toastError('Missing information', 'Please check the highlighted fields'),
    )(event);
  };

  return (
    <Modal opened={props.opened} onClose={close} title="Add Family Member" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Name" required data-autofocus maxLength={80} {...form.getInputProps('name')} />
          <Select
            label="Relationship"
            required
            placeholder="Choose a relationship"
            data={relationships}
            {...form.getInputProps('relationship')}
            value={form.values.relationship || null}
            onChange={(v) => form.setFieldValue('relationship', v ?? '')}
          />
          <NumberInput
            label="Age"
            description="Optional: gift ideas and the feed suit their age"
            allowDecimal={false}
            allowNegative={false}
            min={1}
            max={120}
            clampBehavior="none"
            hideControls
            inputMode="numeric"
            {...form.getInputProps('age')}
          />
          <BirthdayFields
            value={birthday.value}
            onChange={birthday.setValue}
            showMissing={triedToSend}
            description="Optional: the family is reminded before it; with the year, the age follows."
          />
          <IconPicker
            value={form.values.icon}
            color={form.values.color}
            onChange={(icon) => form.setFieldValue('icon', icon)}
          />
          <ColorPicker value={form.values.color} onChange={(color) => form.setFieldValue('color', color)} />
          <Textarea
            label="Notes"
            placeholder="Optional: sizes, allergies, gift ideas you have heard about…"
            autosize
            minRows={2}
            maxLength={1000}
            {...form.getInputProps('notes')}
          />
          <FormButtons
            onCancel={close}
            busy={add.isPending || birthday.saving}
            submit="Add Member"
            cancelWhileBusy
          />
        </Stack>
      </form>
    </Modal>
  );
}
