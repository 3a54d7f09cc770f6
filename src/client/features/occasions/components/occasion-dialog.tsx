import {
  Center,
  Input,
  Loader,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { daysInMonth, monthName } from '#common/calendar';
import {
  OCCASION_LIMITS,
  type Occasion,
  type OccasionInput,
  type OccasionKind,
  occasionInputSchema,
} from '#common/occasions';
import { DialogNotice } from '../../../components/dialog-notice';
import { FormButtons } from '../../../components/form-buttons';
import { READABLE_ALERT } from '../../../components/readable-alert';
import { type FieldIssue, issuesWith, limitWords } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import {
  familyMembersQuery,
  memberOccasionsQuery,
  useCreateOccasion,
  useUpdateOccasion,
} from '../api/occasions';

export interface OccasionValues {
  kind: OccasionKind;
  title: string;
  /** The other member of an anniversary, as the Select's value. */
  otherMemberId: string | null;
  month: string | null;
  day: number | string;
  year: number | string;
  /** A custom date: every year, or a one-off (then its year is required). */
  recurring: boolean;
}

const KIND_LABELS: Record<OccasionKind, string> = {
  birthday: 'Birthday',
  anniversary: 'Anniversary',
  custom: 'Custom',
};

/** The year's label and hint by kind; 'once' is a custom date that does not come back. */
const YEAR_FIELD: Record<OccasionKind | 'once', { label: string; hint?: string }> = {
  birthday: { label: 'Year of birth', hint: 'Optional: shows the age they turn' },
  anniversary: { label: 'Year it began', hint: 'Optional: shows which anniversary it is' },
  custom: { label: 'First year', hint: 'Optional: counts the years' },
  once: { label: 'Year' },
};

const MONTH_OPTIONS = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: monthName(i + 1),
}));

const toNumber = (v: number | string) => (v === '' || v === undefined || v === null ? undefined : Number(v));

/** The form as the API's body: a birthday has no title, only an anniversary names another member. */
export function occasionBody(v: OccasionValues): OccasionInput {
  return {
    kind: v.kind,
    title: v.kind === 'birthday' ? null : v.title.trim() || null,
    month: v.month ? Number(v.month) : (undefined as unknown as number),
    day: toNumber(v.day) as number,
    year: toNumber(v.year) ?? null,
    ...(v.kind === 'custom' ? { recurring: v.recurring } : {}),
    otherMemberId: v.kind === 'anniversary' && v.otherMemberId ? Number(v.otherMemberId) : null,
  };
}

const FIELD_NAMES: Record<string, string> = {
  title: 'Title',
  month: 'Month',
  day: 'Day',
  year: 'Year',
  otherMemberId: 'The other member',
  recurring: 'Every year',
};

const issues = issuesWith<OccasionValues>(occasionInputSchema, occasionBody);
const dayOk = (v: number | string) => Number.isInteger(toNumber(v)) && (toNumber(v) as number) >= 1;

/** What the form says of a field's first problem, from its kind and the form's values (issue 30). */
function worded(field: string, issue: FieldIssue, v: OccasionValues): string {
  const month = Number(v.month);
  const day = toNumber(v.day);
  const year = toNumber(v.year);
  switch (field) {
    case 'month':
      return v.month ? 'Choose a month from the list' : 'Choose a month';
    case 'day':
      if (v.day === '') return 'Enter the day';
      if (issue.code === 'custom' && month >= 1 && day !== undefined)
        return `${year === undefined ? monthName(month) : `${monthName(month)} ${year}`} has no day ${day}`;
      return 'Day must be 1 to 31';
    case 'year':
      if (year === undefined) return 'Year is required for a one-off date';
      if (!Number.isInteger(year)) return 'Year must be a whole number';
      if (year < OCCASION_LIMITS.minYear) return `Year must be ${OCCASION_LIMITS.minYear} or later`;
      if (v.kind === 'custom')
        return `Year must be at most ${new Date().getUTCFullYear() + OCCASION_LIMITS.yearsAhead}`;
      return 'Year must not be in the future';
    case 'title':
      if (issue.code === 'custom')
        return v.kind === 'custom'
          ? 'Title is required for a custom occasion'
          : 'Title is required for an anniversary without another member';
      return limitWords('Title', issue) ?? 'Title must be text';
    case 'otherMemberId':
      return v.kind === 'anniversary'
        ? 'Choose someone in the family'
        : 'The other member is only for an anniversary';
    case 'recurring':
      return `A ${v.kind} is yearly`;
    default:
      return `Check ${FIELD_NAMES[field] ?? field}`;
  }
}

/**
 * The contract's own checks (`occasionInputSchema`), worded for a form from each problem's kind
 * (issue 30): a missing month or day asks for it. The schema checks one field against another only
 * once each field is valid in itself, so those checks are also run with a stand-in month and
 * day: every problem shows at once.
 */
export function occasionErrors(values: OccasionValues): FormErrors {
  const found = issues(values);
  if (!values.month || !dayOk(values.day)) {
    const others = issues({
      ...values,
      month: values.month || '1',
      day: dayOk(values.day) ? values.day : 1,
    });
    for (const [field, issue] of Object.entries(others)) {
      if (field !== 'month' && field !== 'day') found[field] ??= issue;
    }
  }
  const errors: FormErrors = {};
  for (const [field, issue] of Object.entries(found)) errors[field] = worded(field, issue, values);
  return errors;
}

function initialValues(occasion: Occasion | undefined, kind: OccasionKind, title: string): OccasionValues {
  if (!occasion) {
    return { kind, title, otherMemberId: null, month: null, day: '', year: '', recurring: true };
  }
  return {
    kind: occasion.kind,
    title: occasion.title ?? '',
    otherMemberId: occasion.otherMemberId ? String(occasion.otherMemberId) : null,
    month: String(occasion.month),
    day: occasion.day,
    year: occasion.year ?? '',
    recurring: occasion.recurring,
  };
}

export interface OccasionDialogProps {
  opened: boolean;
  onClose: () => void;
  familyId: number;
  member: { id: number; name: string };
  /** The occasion to change; a new one without it (or `occasionId`). */
  occasion?: Occasion;
  /** The occasion to change by its id, looked up among the member's (from the year's list). */
  occasionId?: number;
  /** A new custom occasion's title (the profile's upcoming events: "Add as occasion"). */
  suggestedTitle?: string;
}

/** Add or change a member's birthday, anniversary or custom date. */
export function OccasionDialog(props: OccasionDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const title =
    props.occasion || props.occasionId
      ? `Edit occasion: ${props.member.name}`
      : `Add an occasion for ${props.member.name}`;
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={title} size="lg" fullScreen={phone}>
      {/* The form is mounted with the dialog's content, so each opening starts from its own values. */}
      <OccasionForm {...props} />
    </Modal>
  );
}

/**
 * Waits for the member's occasions first: a new occasion does not start as a second birthday,
 * and one named by its id is found among them.
 */
function OccasionForm(props: OccasionDialogProps) {
  const existing = useQuery(memberOccasionsQuery(props.member.id));
  const occasion =
    props.occasion ?? (props.occasionId ? existing.data?.find((o) => o.id === props.occasionId) : undefined);
  if (existing.isLoading && !props.occasion) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Loading occasions" />
      </Center>
    );
  }
  if (props.occasionId && !occasion?.canEdit) {
    return (
      <DialogNotice
        alert={{
          color: 'yellow',
          variant: 'light',
          styles: READABLE_ALERT,
          title: 'This occasion cannot be changed',
        }}
        onClose={props.onClose}
      >
        {existing.isError
          ? existing.error.message
          : occasion
            ? `You may not change ${props.member.name}'s occasions.`
            : 'It may have been deleted in the meantime.'}
      </DialogNotice>
    );
  }
  const hasBirthday = (existing.data ?? []).some((o) => o.kind === 'birthday' && o.id !== occasion?.id);
  return <OccasionFields {...props} occasion={occasion} hasBirthday={hasBirthday} />;
}

function OccasionFields({
  onClose,
  familyId,
  member,
  occasion,
  suggestedTitle,
  hasBirthday,
}: OccasionDialogProps & { hasBirthday: boolean }) {
  const members = useQuery({ ...familyMembersQuery(familyId), enabled: familyId > 0 });
  const create = useCreateOccasion(member.id);
  const update = useUpdateOccasion();
  const busy = create.isPending || update.isPending;
  const startKind: OccasionKind = suggestedTitle ? 'custom' : hasBirthday ? 'anniversary' : 'birthday';
  const form = useForm<OccasionValues>({
    initialValues: initialValues(occasion, startKind, suggestedTitle?.slice(0, OCCASION_LIMITS.title) ?? ''),
    validate: occasionErrors,
  });
  const ids = useId();
  const v = form.values;
  const month = v.month ? Number(v.month) : null;
  const year = toNumber(v.year);
  const thisYear = new Date().getFullYear();
  const latestYear = v.kind === 'custom' ? thisYear + OCCASION_LIMITS.yearsAhead : thisYear;
  const others = (members.data ?? [])
    .filter((m) => m.id !== member.id)
    .map((m) => ({ value: String(m.id), label: m.name }));

  const submit = form.onSubmit((values) => {
    const body = occasionBody(values);
    const done = () => {
      toast(occasion ? 'Occasion saved' : 'Occasion added');
      onClose();
    };
    if (occasion) update.mutate({ id: occasion.id, body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  });

  const yearField = YEAR_FIELD[v.kind === 'custom' && !v.recurring ? 'once' : v.kind];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Input.Wrapper
          label="Kind"
          id={`${ids}-kind`}
          labelElement="div"
          description={hasBirthday ? `${member.name}'s birthday is already added.` : undefined}
        >
          <SegmentedControl
            mt={4}
            fullWidth
            aria-labelledby={`${ids}-kind-label`}
            disabled={busy}
            data={(Object.keys(KIND_LABELS) as OccasionKind[]).map((kind) => ({
              value: kind,
              label: KIND_LABELS[kind],
              disabled: kind === 'birthday' && hasBirthday,
            }))}
            value={v.kind}
            onChange={(value) => form.setFieldValue('kind', value as OccasionKind)}
          />
        </Input.Wrapper>
        {v.kind === 'anniversary' && (
          <Select
            label="With"
            placeholder={others.length ? 'Another family member' : 'No other family members'}
            description="Or leave empty and give it a title"
            data={others}
            clearable
            disabled={busy || others.length === 0}
            {...form.getInputProps('otherMemberId')}
          />
        )}
        {v.kind !== 'birthday' && (
          <TextInput
            label="Title"
            placeholder={v.kind === 'custom' ? 'e.g. Graduation' : 'e.g. Wedding anniversary'}
            description={
              v.kind === 'anniversary' ? 'Needed when the anniversary is with no family member' : undefined
            }
            withAsterisk={v.kind === 'custom'}
            maxLength={OCCASION_LIMITS.title}
            disabled={busy}
            data-autofocus
            {...form.getInputProps('title')}
          />
        )}
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
          <Select
            label="Month"
            placeholder="Month"
            withAsterisk
            data={MONTH_OPTIONS}
            allowDeselect={false}
            disabled={busy}
            {...form.getInputProps('month')}
          />
          <NumberInput
            label="Day"
            withAsterisk
            min={1}
            max={month ? daysInMonth(month, year ?? null) : 31}
            allowDecimal={false}
            allowNegative={false}
            disabled={busy}
            {...form.getInputProps('day')}
          />
          <NumberInput
            label={yearField.label}
            description={yearField.hint}
            withAsterisk={v.kind === 'custom' && !v.recurring}
            min={OCCASION_LIMITS.minYear}
            max={latestYear}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            disabled={busy}
            {...form.getInputProps('year')}
          />
        </SimpleGrid>
        {v.kind === 'custom' && (
          <Switch
            label="Every year"
            // The label alone names the switch; the description is read as its description.
            aria-label="Every year"
            description="Off for a date that happens once"
            disabled={busy}
            {...form.getInputProps('recurring', { type: 'checkbox' })}
          />
        )}
        <FormButtons onCancel={onClose} busy={busy} submit={occasion ? 'Save' : 'Add occasion'} />
      </Stack>
    </form>
  );
}
