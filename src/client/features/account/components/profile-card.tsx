import { Avatar, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { updateProfileSchema } from '#common/account';
import type { AuthProfile } from '#common/auth';
import { SectionActionButton } from '../../../components/section-add-button';
import { SectionCard } from '../../../components/section-card';
import { initials } from '../../../lib/format';
import { useOwnPicture } from '../../../lib/own-picture';
import { validateWith } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/account';

interface Values {
  firstName: string;
  lastName: string;
  email: string;
}

const toInput = (v: Values) => ({ firstName: v.firstName, lastName: v.lastName, email: v.email });

export const fullName = (p: Pick<AuthProfile, 'firstName' | 'lastName'>) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ');

/** Profile Information: shows the account, and edits the names and contact e-mail. */
export function ProfileCard({ profile }: { profile: AuthProfile }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const picture = useOwnPicture();
  const form = useForm<Values>({
    initialValues: { firstName: '', lastName: '', email: '' },
    validate: validateWith(updateProfileSchema, toInput),
  });
  const name = fullName(profile);

  const edit = () => {
    form.setValues({
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      email: profile.email ?? '',
    });
    form.resetDirty();
    form.clearErrors();
    setEditing(true);
  };

  const submit = form.onSubmit((values) =>
    update.mutate(toInput(values), {
      onSuccess: () => {
        toast('Profile updated', 'Your account details have been saved.');
        setEditing(false);
      },
    }),
  );

  return (
    <SectionCard
      title="Profile Information"
      action={
        !editing && (
          <SectionActionButton icon={IconPencil} size="xs" onClick={edit}>
            Edit Profile
          </SectionActionButton>
        )
      }
    >
      <Group gap="md" wrap="nowrap">
        <Avatar src={picture} alt="" size={64} radius="xl" color="violet">
          {initials(name, profile.email)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="lg" truncate>
            {name || 'No name yet'}
          </Text>
          <Text c="dimmed" size="sm" truncate>
            {profile.email ?? 'No e-mail address'}
          </Text>
        </Stack>
      </Group>

      {editing && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Group grow align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label="First name"
                autoComplete="given-name"
                maxLength={80}
                data-autofocus
                miw={180}
                {...form.getInputProps('firstName')}
              />
              <TextInput
                label="Last name"
                autoComplete="family-name"
                maxLength={80}
                miw={180}
                {...form.getInputProps('lastName')}
              />
            </Group>
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="email"
              maxLength={254}
              description="Where GiftLens writes to you. It does not change how you sign in."
              {...form.getInputProps('email')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setEditing(false)} disabled={update.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={update.isPending}>
                Save Changes
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </SectionCard>
  );
}
