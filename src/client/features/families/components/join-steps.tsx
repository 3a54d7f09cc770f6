import { Button, Group, NumberInput, Paper, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { JoinLookup } from '#common/families';
import { BirthdayFields, type BirthdayValue } from '../../../components/birthday-fields';

/** The join options, stored capitalised like the member relationships. */
export const JOIN_RELATIONSHIPS = ['Parent', 'Spouse', 'Child', 'Sibling', 'Grandparent', 'Other'];

export interface JoinDetails {
  name: string;
  email: string;
  relationship: string;
  age: number | string;
  interests: string;
}

export function CodeStep(props: {
  code: string;
  onChange: (code: string) => void;
  onContinue: () => void;
  loading: boolean;
  /** Why the code was not accepted, shown on the field. */
  error?: string;
}) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        props.onContinue();
      }}
    >
      <Stack>
        <Text size="sm">Enter the invite code a family member shared with you.</Text>
        <TextInput
          label="Invite code"
          placeholder="INV-XXXXXXXXX"
          value={props.code}
          onChange={(e) => props.onChange(e.currentTarget.value.toUpperCase())}
          data-autofocus
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          error={props.error}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={props.loading}>
            Continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function FoundStep(props: {
  family: JoinLookup;
  takeOver?: number | null;
  onTakeOverChange?: (id: number | null) => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  const profiles = props.family.yourProfiles;
  return (
    <Stack>
      <Paper withBorder p="md" radius="md">
        <Stack gap={4}>
          <Text fw={700} size="lg">
            {props.family.name}
          </Text>
          <Text size="sm" c="dimmed">
            {props.family.description || 'No description'}
          </Text>
          <Text size="sm">Owner: {props.family.ownerName}</Text>
        </Stack>
      </Paper>
      {profiles.length > 0 && (
        <Radio.Group
          label={
            profiles.some((p) => p.verified)
              ? 'The family already keeps a profile for you'
              : 'The family may already keep a profile for you'
          }
          description={
            profiles.some((p) => p.verified)
              ? 'Join as it and keep what the family gathered about you (its ads, ideas and dates); only you will edit it from then on.'
              : 'A profile carries your name. Say it is you, and the family owner is asked to merge it into yours.'
          }
          value={props.takeOver === null || props.takeOver === undefined ? 'new' : String(props.takeOver)}
          onChange={(value) => props.onTakeOverChange?.(value === 'new' ? null : Number(value))}
        >
          <Stack gap="xs" mt="xs">
            {profiles.map((p) => (
              <Radio
                key={p.id}
                value={String(p.id)}
                label={`I am ${p.name} (${p.relationship})`}
                description={
                  p.verified
                    ? undefined
                    : 'You join with a profile of your own; the owner merges this one into it once they confirm.'
                }
              />
            ))}
            <Radio value="new" label="Make me a new profile" />
          </Stack>
        </Radio.Group>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={props.onBack}>
          Back
        </Button>
        <Button onClick={props.onContinue} data-autofocus>
          Continue
        </Button>
      </Group>
    </Stack>
  );
}

/** The code is for a family the user is already in: say so at once, and take them there. */
export function AlreadyMemberStep(props: { family: JoinLookup; onGo: () => void; onBack: () => void }) {
  return (
    <Stack>
      <Text>
        You are already in <strong>{props.family.name}</strong>. There is nothing to join.
      </Text>
      <Group justify="space-between">
        <Button variant="default" onClick={props.onBack}>
          Back
        </Button>
        <Button onClick={props.onGo} data-autofocus>
          Go to this family
        </Button>
      </Group>
    </Stack>
  );
}

export function DetailsStep(props: {
  form: UseFormReturnType<JoinDetails>;
  /** The joiner's birthday (optional), saved on their member record once they have joined. */
  birthday: BirthdayValue;
  onBirthdayChange: (birthday: BirthdayValue) => void;
  /** Join Family was pressed: the birthday says what it still misses. */
  attempted: boolean;
  onAttempt: () => void;
  onBack: () => void;
  onSubmit: (values: JoinDetails) => void;
  onInvalid: (errors: Record<string, unknown>) => void;
  loading: boolean;
}) {
  const { form } = props;
  return (
    <form
      onSubmit={(event) => {
        props.onAttempt();
        form.onSubmit(props.onSubmit, props.onInvalid)(event);
      }}
      noValidate
    >
      <Stack>
        <TextInput label="Full name" required data-autofocus maxLength={80} {...form.getInputProps('name')} />
        <TextInput label="Email" type="email" required maxLength={254} {...form.getInputProps('email')} />
        <Select
          label="Relationship"
          required
          placeholder="How are you related?"
          data={JOIN_RELATIONSHIPS}
          {...form.getInputProps('relationship')}
        />
        <NumberInput label="Age" allowDecimal={false} allowNegative={false} {...form.getInputProps('age')} />
        <BirthdayFields
          value={props.birthday}
          onChange={props.onBirthdayChange}
          showMissing={props.attempted}
          description="Optional: your family is reminded before it (you are not). With the year, the age follows."
        />
        <TextInput
          label="Interests"
          placeholder="e.g. gardening, jazz, cooking"
          description="Separate interests with commas"
          {...form.getInputProps('interests')}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={props.onBack}>
            Back
          </Button>
          <Button type="submit" loading={props.loading}>
            Join Family
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
