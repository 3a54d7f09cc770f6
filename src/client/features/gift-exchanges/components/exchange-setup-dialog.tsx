import {
  Alert,
  Button,
  Center,
  Checkbox,
  CloseButton,
  Group,
  Input,
  Loader,
  Modal,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { type CreateExchangeInput, createExchangeSchema, EXCHANGE_LIMITS } from '#common/gift-exchanges';
import type { FamilyMember } from '#common/members';
import { occasionLabel } from '#common/occasions';
import { ApiError } from '../../../lib/api';
import { useRenderClock } from '../../../lib/render-clock';
import { validateWith } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import {
  familyMembersQuery,
  familyOccasionsQuery,
  useCreateExchange,
  withoutField,
} from '../api/gift-exchanges';
import { centsFromDollars, formatBudget, formatDay, isoToday, pairLabel } from '../exchange-text';

export interface ExchangeValues {
  title: string;
  /** Dollars, as typed. */
  budget: number | string;
  /** The occasion's id as the Select's value. */
  occasionId: string | null;
  /** 'YYYY-MM-DD' or empty. */
  revealDate: string;
  /** Member ids as the checkboxes' values, in the members' order. */
  participantMemberIds: string[];
  exclusions: [number, number][];
}

/** The form as the API's body. */
export function exchangeBody(v: ExchangeValues): CreateExchangeInput {
  return {
    title: v.title,
    budgetCents: centsFromDollars(v.budget) ?? (undefined as unknown as number),
    occasionId: v.occasionId ? Number(v.occasionId) : null,
    participantMemberIds: v.participantMemberIds.map(Number),
    exclusions: v.exclusions,
    revealDate: v.revealDate || null,
  };
}

/** The body's fields as the form's (the budget is typed in dollars). */
const FORM_FIELD: Record<string, keyof ExchangeValues> = {
  title: 'title',
  budgetCents: 'budget',
  occasionId: 'occasionId',
  revealDate: 'revealDate',
  participantMemberIds: 'participantMemberIds',
  exclusions: 'exclusions',
};

const capitalised = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

function worded(field: keyof ExchangeValues, message: string, values: ExchangeValues): string {
  switch (field) {
    case 'budget':
      if (centsFromDollars(values.budget) === null) return 'Enter a budget (0 for none)';
      if (/at most/.test(message))
        return `Budget must be at most ${formatBudget(EXCHANGE_LIMITS.maxBudgetCents)}`;
      return capitalised(message.replace(/^budgetCents/, 'budget'));
    case 'participantMemberIds':
      return /at least/.test(message)
        ? `Choose at least ${EXCHANGE_LIMITS.minParticipants} participants`
        : capitalised(message);
    case 'revealDate':
      return /^must/.test(message) ? `Reveal date ${message}` : capitalised(message);
    default:
      return capitalised(message);
  }
}

const validate = validateWith<ExchangeValues>(createExchangeSchema, exchangeBody);

/**
 * The contract's own checks (`createExchangeSchema`), worded for the form, and one of the form's:
 * from the reveal date everyone sees the whole draw, so it must be a day still to come.
 */
export function exchangeErrors(values: ExchangeValues, today: string): FormErrors {
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(validate(values))) {
    const field = FORM_FIELD[path.split('.')[0] ?? ''];
    if (!field || errors[field]) continue;
    errors[field] = worded(field, String(message), values);
  }
  if (values.revealDate && !errors.revealDate && values.revealDate <= today)
    errors.revealDate = 'Choose a day after today: from the reveal date everyone sees the whole draw';
  return errors;
}

const hasAccount = (m: FamilyMember) => m.userId !== null;

export interface ExchangeSetupDialogProps {
  opened: boolean;
  onClose: () => void;
  familyId: number;
}

/** The owner starts an exchange: who takes part, who must not draw whom, the budget and the reveal. */
export function ExchangeSetupDialog(props: ExchangeSetupDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title="Start a gift exchange"
      size="lg"
      fullScreen={phone}
    >
      {/* Mounted with the dialog's content: each opening starts afresh. */}
      <SetupForm {...props} />
    </Modal>
  );
}

function SetupForm({ onClose, familyId }: ExchangeSetupDialogProps) {
  const members = useQuery({ ...familyMembersQuery(familyId), enabled: familyId > 0 });
  if (members.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Loading family members" />
      </Center>
    );
  }
  if (members.isError) {
    return (
      <Stack>
        <Alert color="red" variant="light" title="Family members could not be loaded">
          {members.error.message}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }
  return <SetupFields onClose={onClose} familyId={familyId} members={members.data} />;
}

function SetupFields({
  onClose,
  familyId,
  members,
}: {
  onClose: () => void;
  familyId: number;
  members: FamilyMember[];
}) {
  const { locale, now } = useRenderClock();
  const today = isoToday(now);
  const occasions = useQuery({ ...familyOccasionsQuery(familyId), enabled: familyId > 0 });
  const create = useCreateExchange(familyId);
  const busy = create.isPending;
  const ids = useId();
  const form = useForm<ExchangeValues>({
    initialValues: {
      title: '',
      budget: '',
      occasionId: null,
      revealDate: '',
      participantMemberIds: members.filter(hasAccount).map((m) => String(m.id)),
      exclusions: [],
    },
    validate: (values) => exchangeErrors(values, today),
  });
  const v = form.values;
  const nameOf = new Map(members.map((m) => [m.id, m.name]));
  const chosen = members.filter((m) => v.participantMemberIds.includes(String(m.id)));

  const occasionChoices: { value: string; label: string; date: string; name: string }[] = [];
  for (const o of occasions.data ?? []) {
    if (o.id === null || occasionChoices.some((c) => c.value === String(o.id))) continue;
    const name = occasionLabel(o);
    occasionChoices.push({
      value: String(o.id),
      label: `${name} · ${formatDay(o.date, locale)}`,
      name,
      date: o.date,
    });
  }
  const pickOccasion = (value: string | null) => {
    form.setFieldValue('occasionId', value);
    const occasion = occasionChoices.find((c) => c.value === value);
    if (!occasion) return;
    // A start, never over what was typed.
    if (!form.values.title.trim()) form.setFieldValue('title', occasion.name.slice(0, EXCHANGE_LIMITS.title));
    if (!form.values.revealDate && occasion.date > today) form.setFieldValue('revealDate', occasion.date);
  };

  const setParticipants = (value: string[]) => {
    // In the members' order; the exclusions of someone no longer taking part go with them.
    const next = members.filter((m) => value.includes(String(m.id))).map((m) => String(m.id));
    form.setFieldValue('participantMemberIds', next);
    form.setFieldValue(
      'exclusions',
      form.values.exclusions.filter(([a, b]) => next.includes(String(a)) && next.includes(String(b))),
    );
  };

  const submit = form.onSubmit((values) => {
    create.mutate(exchangeBody(values), {
      onSuccess: (exchange) => {
        toast(
          'Exchange started',
          `${exchange.title} is drawn: everyone taking part can now reveal their match.`,
        );
        onClose();
      },
      onError: (err) => {
        // The toast says it too; the form keeps it beside the field it is about.
        if (!(err instanceof ApiError)) return;
        const field = FORM_FIELD[/^(\w+):/.exec(err.serverMessage)?.[1] ?? ''];
        if (field) form.setFieldError(field, withoutField(err.serverMessage));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Title"
          placeholder="e.g. Christmas Secret Santa"
          withAsterisk
          maxLength={EXCHANGE_LIMITS.title}
          disabled={busy}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label="Budget"
            description="What each gift should cost, in dollars"
            withAsterisk
            prefix="$"
            placeholder="$25"
            min={0}
            max={EXCHANGE_LIMITS.maxBudgetCents / 100}
            decimalScale={2}
            allowNegative={false}
            clampBehavior="none"
            thousandSeparator=","
            disabled={busy}
            {...form.getInputProps('budget')}
          />
          <TextInput
            type="date"
            label="Reveal date"
            description="From this day everyone sees the whole draw"
            min={today}
            disabled={busy}
            {...form.getInputProps('revealDate')}
          />
        </SimpleGrid>
        <Select
          label="Occasion"
          description="Optional: what the gifts are for"
          placeholder={
            occasions.isPending
              ? 'Loading occasions…'
              : occasionChoices.length
                ? 'Choose an occasion'
                : 'No occasions in the coming year'
          }
          data={occasionChoices.map(({ value, label }) => ({ value, label }))}
          clearable
          searchable
          nothingFoundMessage="No such occasion"
          disabled={busy || occasionChoices.length === 0}
          {...form.getInputProps('occasionId')}
          onChange={pickOccasion}
        />
        <ParticipantsField
          id={`${ids}-participants`}
          members={members}
          value={v.participantMemberIds}
          onChange={setParticipants}
          error={form.errors.participantMemberIds}
          disabled={busy}
        />
        <ExclusionsField
          id={`${ids}-exclusions`}
          participants={chosen}
          value={v.exclusions}
          nameOf={(id) => nameOf.get(id) ?? 'Someone'}
          onChange={(next) => {
            form.setFieldValue('exclusions', next);
            form.clearFieldError('exclusions');
          }}
          error={form.errors.exclusions}
          disabled={busy}
        />
        <Group justify="flex-end">
          <Button variant="default" className="tap-target" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" className="tap-target" loading={busy}>
            Start and draw
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ParticipantsField({
  id,
  members,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string;
  members: FamilyMember[];
  value: string[];
  onChange: (value: string[]) => void;
  error: ReactNode;
  disabled: boolean;
}) {
  const withAccounts = members.filter(hasAccount).length;
  return (
    <Input.Wrapper
      id={id}
      labelElement="div"
      label="Participants"
      withAsterisk
      description={`${value.length} chosen. Everyone taking part needs an account, to open their match; at least ${EXCHANGE_LIMITS.minParticipants}.`}
      error={error}
    >
      {withAccounts < EXCHANGE_LIMITS.minParticipants && (
        <Text size="sm" c="dimmed" mt={4}>
          Only {withAccounts} of your family {withAccounts === 1 ? 'has' : 'have'} an account: invite more
          from Family Profiles.
        </Text>
      )}
      <Checkbox.Group value={value} onChange={onChange}>
        <SimpleGrid
          mt={6}
          cols={{ base: 1, xs: 2 }}
          spacing={6}
          verticalSpacing={6}
          role="group"
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-description${error ? ` ${id}-error` : ''}`}
        >
          {members.map((m) => {
            const able = hasAccount(m);
            return (
              <Checkbox.Card
                key={m.id}
                value={String(m.id)}
                radius="md"
                p="xs"
                mih={44}
                disabled={disabled || !able}
                style={able ? undefined : { cursor: 'not-allowed', opacity: 0.75 }}
              >
                <Group wrap="nowrap" gap="sm" align="center">
                  <Checkbox.Indicator size="sm" disabled={disabled || !able} />
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
                      {m.name}
                      {m.isSelf ? ' (you)' : ''}
                    </Text>
                    {!able && (
                      <Text size="xs" c="dimmed">
                        {m.isChild ? 'Child, no account' : 'No account'}
                      </Text>
                    )}
                  </div>
                </Group>
              </Checkbox.Card>
            );
          })}
        </SimpleGrid>
      </Checkbox.Group>
    </Input.Wrapper>
  );
}

function ExclusionsField({
  id,
  participants,
  value,
  nameOf,
  onChange,
  error,
  disabled,
}: {
  id: string;
  participants: FamilyMember[];
  value: [number, number][];
  nameOf: (id: number) => string;
  onChange: (value: [number, number][]) => void;
  error: ReactNode;
  disabled: boolean;
}) {
  const [first, setFirst] = useState<string | null>(null);
  const [second, setSecond] = useState<string | null>(null);
  const options = participants.map((m) => ({ value: String(m.id), label: m.name }));
  const excluded = (a: number, b: number) =>
    value.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  const a = first ? Number(first) : null;
  const b = second ? Number(second) : null;
  const canAdd = a !== null && b !== null && a !== b && !excluded(a, b);
  const add = () => {
    if (!canAdd) return;
    onChange([...value, [a, b]]);
    setFirst(null);
    setSecond(null);
  };
  return (
    <Input.Wrapper
      id={id}
      labelElement="div"
      label="Exclusions"
      description="People who must not draw each other, either way round: couples, last year's pairs."
      error={error}
    >
      <Stack gap="xs" mt={6}>
        <Group
          align="flex-end"
          gap="xs"
          wrap="wrap"
          role="group"
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-description${error ? ` ${id}-error` : ''}`}
        >
          <Select
            label="Keep"
            placeholder="Someone"
            data={options}
            value={first}
            onChange={(next) => {
              setFirst(next);
              if (next === second) setSecond(null);
            }}
            disabled={disabled || options.length < 2}
            style={{ flex: '1 1 9rem', minWidth: 0 }}
          />
          <Select
            label="apart from"
            placeholder="Someone else"
            data={options.map((o) => ({
              ...o,
              disabled: o.value === first || (a !== null && excluded(a, Number(o.value))),
            }))}
            value={second}
            onChange={setSecond}
            disabled={disabled || options.length < 2}
            style={{ flex: '1 1 9rem', minWidth: 0 }}
          />
          <Button
            variant="light"
            className="tap-target"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={add}
            disabled={disabled || !canAdd}
          >
            Add
          </Button>
        </Group>
        {value.length > 0 && (
          <Group
            gap={6}
            component="ul"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
            aria-label="Exclusions"
          >
            {value.map(([x, y]) => {
              const label = pairLabel(nameOf(x), nameOf(y));
              return (
                <Paper
                  key={`${x}-${y}`}
                  component="li"
                  withBorder
                  radius="xl"
                  pl="sm"
                  pr={2}
                  style={{ display: 'flex', alignItems: 'center', gap: 2, maxWidth: '100%' }}
                >
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {label}
                  </Text>
                  <CloseButton
                    className="tap-target"
                    aria-label={`Remove ${label}`}
                    disabled={disabled}
                    onClick={() => onChange(value.filter(([p, q]) => !(p === x && q === y)))}
                  />
                </Paper>
              );
            })}
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
